-- Per-account second-factor settings (configured providers, backup codes), and the tenant profile flag
-- for an isolated core service that 3.4 tenant profiles carry next to the rule-engine one.

CREATE TABLE user_auth_settings (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  user_id uuid NOT NULL UNIQUE REFERENCES tb_user(id) ON DELETE CASCADE,
  two_fa_settings jsonb
);

ALTER TABLE tenant_profile ADD COLUMN isolated_tb_core boolean NOT NULL DEFAULT false;

CREATE INDEX tb_user_customer_idx ON tb_user (customer_id);
