-- Widgets bundles and widget types. System rows carry the null tenant id
-- 13814000-1dd2-11b2-8080-808080808080. The descriptor is `json` to keep its key order.

CREATE TABLE widgets_bundle (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  alias text NOT NULL,
  title text NOT NULL,
  image text,
  description text,
  external_id uuid,
  UNIQUE (tenant_id, alias)
);

CREATE TABLE widget_type (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  bundle_alias text NOT NULL,
  alias text NOT NULL,
  name text NOT NULL,
  image text,
  description text,
  descriptor json NOT NULL,
  UNIQUE (tenant_id, bundle_alias, alias)
);
