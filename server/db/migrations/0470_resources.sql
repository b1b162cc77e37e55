-- Resources: LwM2M object models, key stores (JKS, PKCS_12) and JavaScript modules.
-- System resources carry the null tenant id 13814000-1dd2-11b2-8080-808080808080.
-- LwM2M models keep their parsed object (id, name, multiple, mandatory, resources) in `lwm2m_object`.

CREATE TABLE resource (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  title text NOT NULL,
  resource_type text NOT NULL CHECK (resource_type IN ('LWM2M_MODEL', 'JKS', 'PKCS_12', 'JS_MODULE')),
  resource_key text NOT NULL,
  file_name text,
  data bytea NOT NULL,
  lwm2m_object jsonb,
  UNIQUE (tenant_id, resource_type, resource_key)
);
CREATE INDEX resource_tenant_idx ON resource (tenant_id, resource_type);
