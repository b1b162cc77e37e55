-- Rule-engine queues (system level: tenant_id is NULL_UUID; isolated tenants may own queues).
CREATE TABLE queue (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  name text NOT NULL,
  topic text NOT NULL,
  poll_interval integer NOT NULL,
  partitions integer NOT NULL,
  consumer_per_partition boolean NOT NULL DEFAULT true,
  pack_processing_timeout bigint NOT NULL,
  submit_strategy jsonb NOT NULL,
  processing_strategy jsonb NOT NULL,
  additional_info jsonb,
  UNIQUE (tenant_id, name)
);
