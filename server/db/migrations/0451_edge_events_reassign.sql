-- An EDGE-group relation removed and added again in one transaction is no change for the edge:
-- the removal writes no event when the relation is back at commit.

CREATE OR REPLACE FUNCTION edge_event_on_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rel relation;
  tenant uuid;
  tbl text;
  still_there boolean := true;
  assigned boolean;
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
  assigned := EXISTS (SELECT 1 FROM relation r WHERE r.from_id = rel.from_id AND r.from_type = 'EDGE' AND r.to_id = rel.to_id
    AND r.to_type = rel.to_type AND r.relation_type_group = 'EDGE');
  IF TG_OP = 'INSERT' THEN
    IF NOT still_there OR NOT assigned THEN RETURN NULL; END IF;
    action := 'ASSIGNED_TO_EDGE';
  ELSIF assigned THEN
    RETURN NULL;
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
