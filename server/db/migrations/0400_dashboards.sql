-- Dashboards. Customer assignments are CUSTOMER -> DASHBOARD "Contains" relations of the DASHBOARD
-- group, edge assignments EDGE -> DASHBOARD "Contains" relations of the EDGE group.
-- The configuration is kept as `json` (not `jsonb`) so its key order comes back as it was saved.

CREATE TABLE dashboard (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  title text NOT NULL,
  image text,
  mobile_hide boolean NOT NULL DEFAULT false,
  mobile_order integer,
  configuration json,
  external_id uuid
);
CREATE INDEX dashboard_tenant_idx ON dashboard (tenant_id, title);
