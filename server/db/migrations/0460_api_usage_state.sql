-- API usage state: one row per tenant. Each *_state column is ENABLED, WARNING or DISABLED.
-- The usage counters are time series of this entity (written by server/usage/task.ts).

CREATE TABLE api_usage_state (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL UNIQUE REFERENCES tenant(id) ON DELETE CASCADE,
  customer_id uuid NOT NULL DEFAULT '13814000-1dd2-11b2-8080-808080808080',
  entity_type text NOT NULL DEFAULT 'TENANT',
  entity_id uuid NOT NULL,
  transport_state text NOT NULL DEFAULT 'ENABLED' CHECK (transport_state IN ('ENABLED', 'WARNING', 'DISABLED')),
  db_state text NOT NULL DEFAULT 'ENABLED' CHECK (db_state IN ('ENABLED', 'WARNING', 'DISABLED')),
  re_exec_state text NOT NULL DEFAULT 'ENABLED' CHECK (re_exec_state IN ('ENABLED', 'WARNING', 'DISABLED')),
  js_exec_state text NOT NULL DEFAULT 'ENABLED' CHECK (js_exec_state IN ('ENABLED', 'WARNING', 'DISABLED')),
  email_exec_state text NOT NULL DEFAULT 'ENABLED' CHECK (email_exec_state IN ('ENABLED', 'WARNING', 'DISABLED')),
  sms_exec_state text NOT NULL DEFAULT 'ENABLED' CHECK (sms_exec_state IN ('ENABLED', 'WARNING', 'DISABLED'))
);
