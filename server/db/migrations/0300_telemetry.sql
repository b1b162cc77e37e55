-- Telemetry storage: time series, their latest values and attributes.
--
-- Every stored value sits in exactly one typed column, the others are NULL:
--   bool_v boolean | long_v bigint | dbl_v double precision | str_v text | json_v json (text kept as written)
-- Read helpers live in server/telemetry/ (kv-row.ts maps a row to a typed value).
--
-- ts_kv         one row per (entity, key, timestamp): the history of every time-series key.
--               Primary key (entity_id, key, ts) serves range reads, newest-first reads and
--               aggregation scans; dbl_v and long_v are carried in the index so aggregations of
--               long numeric series run as index-only scans.
-- ts_kv_latest  one row per (entity, key): the newest value of each time-series key; entity_type is
--               kept for queries across entities (keys by device profile, entity data queries).
-- attribute_kv  one row per (entity, scope, key); attribute_type is CLIENT_SCOPE, SERVER_SCOPE or
--               SHARED_SCOPE; last_update_ts is the time of the last write.
--
-- Bus events (server/events.ts) follow every write: telemetry, telemetry-deleted, attributes,
-- attributes-deleted.

CREATE TABLE ts_kv (
  entity_id uuid NOT NULL,
  key text NOT NULL,
  ts bigint NOT NULL,
  bool_v boolean,
  long_v bigint,
  dbl_v double precision,
  str_v text,
  json_v json,
  PRIMARY KEY (entity_id, key, ts) INCLUDE (dbl_v, long_v)
);

CREATE TABLE ts_kv_latest (
  entity_id uuid NOT NULL,
  key text NOT NULL,
  entity_type text NOT NULL,
  ts bigint NOT NULL,
  bool_v boolean,
  long_v bigint,
  dbl_v double precision,
  str_v text,
  json_v json,
  PRIMARY KEY (entity_id, key)
);
CREATE INDEX ts_kv_latest_key_idx ON ts_kv_latest (entity_type, key);

CREATE TABLE attribute_kv (
  entity_type text NOT NULL,
  entity_id uuid NOT NULL,
  attribute_type text NOT NULL CHECK (attribute_type IN ('CLIENT_SCOPE', 'SERVER_SCOPE', 'SHARED_SCOPE')),
  attribute_key text NOT NULL,
  bool_v boolean,
  long_v bigint,
  dbl_v double precision,
  str_v text,
  json_v json,
  last_update_ts bigint NOT NULL,
  PRIMARY KEY (entity_id, attribute_type, attribute_key)
);
CREATE INDEX attribute_kv_key_idx ON attribute_kv (entity_type, attribute_type, attribute_key);
