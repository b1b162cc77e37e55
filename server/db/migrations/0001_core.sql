-- Core tables shared by every part of the server.

CREATE TABLE token_revocation (
  user_id uuid PRIMARY KEY,
  outdated_since bigint NOT NULL
);

-- Key/value settings: admin settings (general, mail, sms, ...), security settings, 2FA settings, ...
-- tenant_id is NULL_UUID for system-level settings.
CREATE TABLE admin_settings (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  key text NOT NULL,
  json_value jsonb NOT NULL,
  UNIQUE (tenant_id, key)
);

-- Mail and SMS never leave the machine: every message lands here (and in the server log).
CREATE TABLE outbox (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  tenant_id uuid
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, created_time DESC);

CREATE TABLE audit_log (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  entity_type text,
  entity_id uuid,
  entity_name text,
  user_id uuid,
  user_name text,
  action_type text NOT NULL,
  action_data jsonb,
  action_status text NOT NULL DEFAULT 'SUCCESS',
  action_failure_details text
);
CREATE INDEX audit_log_tenant_idx ON audit_log (tenant_id, created_time DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, created_time DESC);
CREATE INDEX audit_log_user_idx ON audit_log (user_id, created_time DESC);

-- Demo and default data modules applied once each.
CREATE TABLE seed_run (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
