-- Rule chains, their rule nodes, and the connections between nodes (by node) and to other chains.

CREATE TABLE rule_chain (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'CORE' CHECK (type IN ('CORE', 'EDGE')),
  first_rule_node_id uuid,
  root boolean NOT NULL DEFAULT false,
  debug_mode boolean NOT NULL DEFAULT false,
  configuration jsonb,
  additional_info jsonb,
  external_id uuid
);
CREATE INDEX rule_chain_tenant_idx ON rule_chain (tenant_id, type, created_time);
-- At most one root chain of each type per tenant.
CREATE UNIQUE INDEX rule_chain_root_idx ON rule_chain (tenant_id, type) WHERE root;

CREATE TABLE rule_node (
  id uuid PRIMARY KEY,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenant(id) ON DELETE CASCADE,
  rule_chain_id uuid NOT NULL REFERENCES rule_chain(id) ON DELETE CASCADE,
  node_index integer NOT NULL DEFAULT 0,
  type text NOT NULL,
  name text NOT NULL,
  debug_mode boolean NOT NULL DEFAULT false,
  configuration jsonb,
  additional_info jsonb,
  external_id uuid
);
CREATE INDEX rule_node_chain_idx ON rule_node (rule_chain_id, node_index);
CREATE INDEX rule_node_tenant_type_idx ON rule_node (tenant_id, type);

CREATE TABLE rule_node_connection (
  rule_chain_id uuid NOT NULL REFERENCES rule_chain(id) ON DELETE CASCADE,
  from_id uuid NOT NULL REFERENCES rule_node(id) ON DELETE CASCADE,
  to_id uuid NOT NULL REFERENCES rule_node(id) ON DELETE CASCADE,
  type text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (from_id, to_id, type)
);
CREATE INDEX rule_node_connection_chain_idx ON rule_node_connection (rule_chain_id, position);

CREATE TABLE rule_chain_connection (
  rule_chain_id uuid NOT NULL REFERENCES rule_chain(id) ON DELETE CASCADE,
  from_id uuid NOT NULL REFERENCES rule_node(id) ON DELETE CASCADE,
  target_rule_chain_id uuid NOT NULL,
  type text NOT NULL,
  additional_info jsonb,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (from_id, target_rule_chain_id, type)
);
CREATE INDEX rule_chain_connection_chain_idx ON rule_chain_connection (rule_chain_id, position);
CREATE INDEX rule_chain_connection_target_idx ON rule_chain_connection (target_rule_chain_id);
