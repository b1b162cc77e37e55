-- Debug, error, life-cycle and statistics events of rule chains, rule nodes and other entities.

CREATE TABLE event (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  entity_type text NOT NULL,
  entity_id uuid NOT NULL,
  event_type text NOT NULL,
  event_uid text,
  body jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX event_entity_idx ON event (entity_id, event_type, created_time DESC);
CREATE INDEX event_tenant_idx ON event (tenant_id, created_time);
