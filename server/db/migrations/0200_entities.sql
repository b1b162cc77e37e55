-- Device profiles, devices and their credentials, assets, entity views, edges and relations.

CREATE TABLE device_profile (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  image text,
  is_default boolean NOT NULL DEFAULT false,
  type text NOT NULL DEFAULT 'DEFAULT',
  transport_type text NOT NULL DEFAULT 'DEFAULT',
  provision_type text NOT NULL DEFAULT 'DISABLED',
  default_rule_chain_id uuid,
  default_dashboard_id uuid,
  default_queue_name text,
  profile_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  provision_device_key text UNIQUE,
  firmware_id uuid,
  software_id uuid,
  external_id uuid,
  UNIQUE (tenant_id, name)
);

CREATE TABLE device (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  customer_id uuid NOT NULL,
  name text NOT NULL,
  type text NOT NULL,
  label text,
  device_profile_id uuid NOT NULL REFERENCES device_profile(id),
  device_data jsonb,
  firmware_id uuid,
  software_id uuid,
  additional_info jsonb,
  external_id uuid,
  UNIQUE (tenant_id, name)
);
CREATE INDEX device_customer_idx ON device (tenant_id, customer_id);
CREATE INDEX device_profile_idx ON device (device_profile_id);

CREATE TABLE device_credentials (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  device_id uuid NOT NULL UNIQUE REFERENCES device(id) ON DELETE CASCADE,
  credentials_type text NOT NULL,
  credentials_id text NOT NULL UNIQUE,
  credentials_value text
);

CREATE TABLE asset (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  customer_id uuid NOT NULL,
  name text NOT NULL,
  type text NOT NULL,
  label text,
  additional_info jsonb,
  external_id uuid,
  UNIQUE (tenant_id, name)
);
CREATE INDEX asset_customer_idx ON asset (tenant_id, customer_id);

CREATE TABLE entity_view (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  customer_id uuid NOT NULL,
  entity_type text NOT NULL,
  entity_id uuid NOT NULL,
  name text NOT NULL,
  type text NOT NULL,
  keys jsonb,
  start_ts bigint NOT NULL DEFAULT 0,
  end_ts bigint NOT NULL DEFAULT 0,
  additional_info jsonb,
  external_id uuid,
  UNIQUE (tenant_id, name)
);

CREATE TABLE edge (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  customer_id uuid NOT NULL,
  root_rule_chain_id uuid,
  name text NOT NULL,
  type text NOT NULL,
  label text,
  routing_key text NOT NULL UNIQUE,
  secret text NOT NULL,
  additional_info jsonb,
  UNIQUE (tenant_id, name)
);

CREATE TABLE relation (
  from_id uuid NOT NULL,
  from_type text NOT NULL,
  to_id uuid NOT NULL,
  to_type text NOT NULL,
  relation_type_group text NOT NULL DEFAULT 'COMMON',
  relation_type text NOT NULL,
  additional_info jsonb,
  PRIMARY KEY (from_id, from_type, relation_type_group, relation_type, to_id, to_type)
);
CREATE INDEX relation_to_idx ON relation (to_id, to_type, relation_type_group);
