-- Edge events: what the cloud queues for each edge (assignments, changes of assigned entities, sync).
-- `seq` orders events written in the same millisecond. The console derives PENDING/DEPLOYED by
-- comparing `created_time` with the edge's `queueStartTs` server attribute.

CREATE TABLE edge_event (
  id uuid PRIMARY KEY,
  seq bigserial NOT NULL,
  created_time bigint NOT NULL,
  tenant_id uuid NOT NULL,
  edge_id uuid NOT NULL REFERENCES edge(id) ON DELETE CASCADE,
  edge_event_type text NOT NULL,
  edge_event_action text NOT NULL,
  entity_id uuid,
  edge_event_uid text,
  body jsonb
);
CREATE INDEX edge_event_edge_idx ON edge_event (edge_id, created_time DESC, seq DESC);
CREATE INDEX edge_event_entity_idx ON edge_event (entity_id);

-- Table of an entity type that can be assigned to an edge; NULL for types edges do not receive.
CREATE FUNCTION edge_event_table_of(entity_type text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE entity_type
    WHEN 'DEVICE' THEN 'device' WHEN 'ASSET' THEN 'asset' WHEN 'ENTITY_VIEW' THEN 'entity_view'
    WHEN 'DASHBOARD' THEN 'dashboard' WHEN 'RULE_CHAIN' THEN 'rule_chain' WHEN 'USER' THEN 'tb_user'
    WHEN 'CUSTOMER' THEN 'customer' ELSE NULL END
$$;

-- Runs when a transaction that added or removed an EDGE-group relation commits (deferred), so a
-- removal caused by deleting the entity is told apart from a plain unassignment.
CREATE FUNCTION edge_event_on_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rel relation;
  tenant uuid;
  tbl text;
  still_there boolean := true;
  action text;
BEGIN
  IF TG_OP = 'INSERT' THEN rel := NEW; ELSE rel := OLD; END IF;
  tbl := edge_event_table_of(rel.to_type);
  IF tbl IS NULL THEN RETURN NULL; END IF;
  SELECT e.tenant_id INTO tenant FROM edge e WHERE e.id = rel.from_id;
  IF tenant IS NULL THEN RETURN NULL; END IF;
  IF to_regclass(tbl) IS NOT NULL THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE id = $1)', tbl) INTO still_there USING rel.to_id;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NOT still_there THEN RETURN NULL; END IF;
    IF NOT EXISTS (SELECT 1 FROM relation r WHERE r.from_id = rel.from_id AND r.from_type = 'EDGE' AND r.to_id = rel.to_id
        AND r.to_type = rel.to_type AND r.relation_type_group = 'EDGE') THEN
      RETURN NULL;
    END IF;
    action := 'ASSIGNED_TO_EDGE';
  ELSIF still_there THEN
    action := 'UNASSIGNED_FROM_EDGE';
  ELSE
    action := 'DELETED';
  END IF;
  INSERT INTO edge_event (id, created_time, tenant_id, edge_id, edge_event_type, edge_event_action, entity_id, body)
  VALUES (gen_random_uuid(), (extract(epoch FROM clock_timestamp()) * 1000)::bigint, tenant, rel.from_id,
    rel.to_type, action, rel.to_id, NULL);
  RETURN NULL;
EXCEPTION WHEN others THEN
  RAISE WARNING 'edge event not written: %', SQLERRM;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER edge_event_assigned AFTER INSERT ON relation DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.from_type = 'EDGE' AND NEW.relation_type_group = 'EDGE')
  EXECUTE FUNCTION edge_event_on_assignment();

CREATE CONSTRAINT TRIGGER edge_event_unassigned AFTER DELETE ON relation DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.from_type = 'EDGE' AND OLD.relation_type_group = 'EDGE')
  EXECUTE FUNCTION edge_event_on_assignment();
