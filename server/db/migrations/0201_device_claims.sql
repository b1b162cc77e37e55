-- Claim registrations of devices (secret key and expiry), written by the device API's claim call.
CREATE TABLE device_claim (
  device_id uuid PRIMARY KEY REFERENCES device(id) ON DELETE CASCADE,
  secret_key text NOT NULL DEFAULT '',
  expiration_time bigint NOT NULL
);

-- Lookups by the entity an entity view shows, and by relation target type.
CREATE INDEX entity_view_entity_idx ON entity_view (entity_type, entity_id);
CREATE INDEX relation_from_group_idx ON relation (from_id, from_type, relation_type_group);
