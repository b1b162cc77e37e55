-- Alarms and the entities each alarm is visible on (its originator plus propagation targets).

CREATE TABLE alarm (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  type text NOT NULL,
  originator_id uuid NOT NULL,
  originator_type text NOT NULL,
  severity text NOT NULL CHECK (severity IN ('CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE')),
  status text NOT NULL CHECK (status IN ('ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK')),
  start_ts bigint NOT NULL DEFAULT 0,
  end_ts bigint NOT NULL DEFAULT 0,
  ack_ts bigint NOT NULL DEFAULT 0,
  clear_ts bigint NOT NULL DEFAULT 0,
  details jsonb,
  propagate boolean NOT NULL DEFAULT false,
  propagate_to_owner boolean NOT NULL DEFAULT false,
  propagate_to_tenant boolean NOT NULL DEFAULT false,
  propagate_relation_types jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX alarm_tenant_idx ON alarm (tenant_id, created_time);
CREATE INDEX alarm_originator_idx ON alarm (originator_id, type, created_time);

CREATE TABLE entity_alarm (
  tenant_id uuid NOT NULL,
  entity_type text NOT NULL,
  entity_id uuid NOT NULL,
  alarm_id uuid NOT NULL REFERENCES alarm(id) ON DELETE CASCADE,
  created_time bigint NOT NULL,
  PRIMARY KEY (entity_id, alarm_id)
);
CREATE INDEX entity_alarm_alarm_idx ON entity_alarm (alarm_id);
