-- Tenants, customers, users and their credentials.

CREATE TABLE tenant_profile (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  name text NOT NULL UNIQUE,
  description text,
  is_default boolean NOT NULL DEFAULT false,
  isolated_tb_rule_engine boolean NOT NULL DEFAULT false,
  profile_data jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE tenant (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  title text NOT NULL,
  region text,
  tenant_profile_id uuid NOT NULL REFERENCES tenant_profile(id),
  country text, state text, city text, address text, address2 text, zip text, phone text, email text,
  additional_info jsonb
);

CREATE TABLE customer (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  title text NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  country text, state text, city text, address text, address2 text, zip text, phone text, email text,
  additional_info jsonb,
  external_id uuid,
  UNIQUE (tenant_id, title)
);

CREATE TABLE tb_user (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  email text NOT NULL UNIQUE,
  authority text NOT NULL CHECK (authority IN ('SYS_ADMIN', 'TENANT_ADMIN', 'CUSTOMER_USER')),
  first_name text,
  last_name text,
  additional_info jsonb
);
CREATE INDEX tb_user_tenant_idx ON tb_user (tenant_id, customer_id);

CREATE TABLE user_credentials (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  user_id uuid NOT NULL UNIQUE REFERENCES tb_user(id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  password text,
  activate_token text UNIQUE,
  reset_token text UNIQUE,
  additional_info jsonb NOT NULL DEFAULT '{}'::jsonb
);
