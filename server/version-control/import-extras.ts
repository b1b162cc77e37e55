import type { EntityId } from '../../sdk/entity-id.js';
import { randomAlphanumeric } from '../entities/random.js';
import { NULL_UUID } from '../auth/types.js';
import { isUuid, newId } from '../db/ids.js';
import type { VersionableType } from './entity-types.js';
import type { EntityExportData, ImportContext, ImportOptions, Row } from './shapes.js';
import { LoadError } from './refs.js';

/** Credential kinds a device may carry. */
const CREDENTIALS_TYPES = ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC', 'LWM2M_CREDENTIALS'];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

async function entityViewTarget(ic: ImportContext, entity: Json, cols: Map<string, unknown>, source: EntityId<string>): Promise<void> {
  const target = entity.entityId as EntityId<string> | null | undefined;
  if (!target || typeof target.entityType !== 'string' || !isUuid(target.id)) {
    throw new LoadError('RUNTIME', `${source.entityType} ${source.id} has no entityId`, source);
  }
  cols.set('entity_type', target.entityType);
  cols.set('entity_id', await ic.mapper.require(source, { entityType: target.entityType, id: target.id }));
}

/** Sets the columns a type derives on load: device type from its profile, flags kept from the stored entity, public customers. */
export async function beforeImport(
  ic: ImportContext, type: VersionableType, data: EntityExportData, cols: Map<string, unknown>, existing: Row | undefined, source: EntityId<string>,
): Promise<void> {
  const entity = data.entity;
  switch (type) {
    case 'DEVICE': {
      const profile = await ic.q.one<{ name: string }>('SELECT name FROM device_profile WHERE id = $1', [cols.get('device_profile_id')]);
      cols.set('type', profile?.name ?? cols.get('type'));
      return;
    }
    case 'ENTITY_VIEW': return entityViewTarget(ic, entity, cols, source);
    case 'CUSTOMER':
      cols.set('is_public', isObject(entity.additionalInfo) && entity.additionalInfo.isPublic === true);
      return;
    case 'DEVICE_PROFILE': {
      cols.set('is_default', existing ? existing.is_default === true : false);
      const key = cols.get('provision_device_key');
      if (key) {
        const taken = await ic.q.one('SELECT id FROM device_profile WHERE provision_device_key = $1 AND id IS DISTINCT FROM $2', [key, existing?.id ?? null]);
        if (taken) cols.set('provision_device_key', null);
      }
      return;
    }
    case 'RULE_CHAIN':
      cols.set('root', existing ? existing.root === true : false);
      return;
    case 'WIDGETS_BUNDLE': {
      const clash = await ic.q.one('SELECT id FROM widgets_bundle WHERE tenant_id = $1 AND alias = $2 AND id IS DISTINCT FROM $3',
        [ic.tenantId, cols.get('alias'), existing?.id ?? null]);
      if (clash) throw new LoadError('RUNTIME', `Widgets bundle with alias '${String(cols.get('alias'))}' already exists`, source);
      if (existing && existing.alias !== cols.get('alias')) {
        await ic.q.query('DELETE FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2', [ic.tenantId, existing.alias]);
      }
      return;
    }
    default:
  }
}

async function saveCredentials(ic: ImportContext, deviceId: string, raw: unknown, created: boolean, source: EntityId<string>): Promise<void> {
  const c = isObject(raw) ? raw : undefined;
  if (!c) {
    if (created) {
      await ic.q.query(`INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id, credentials_value)
        VALUES ($1,$2,$3,'ACCESS_TOKEN',$4,NULL)`, [newId(), ic.now, deviceId, randomAlphanumeric(20)]);
    }
    return;
  }
  const kind = c.credentialsType;
  const credentialsId = c.credentialsId;
  if (typeof kind !== 'string' || !CREDENTIALS_TYPES.includes(kind) || typeof credentialsId !== 'string' || credentialsId === '') {
    throw new LoadError('RUNTIME', `${source.entityType} ${source.id} has invalid credentials`, source);
  }
  const taken = await ic.q.one('SELECT id FROM device_credentials WHERE credentials_id = $1 AND device_id <> $2', [credentialsId, deviceId]);
  if (taken) throw new LoadError('DEVICE_CREDENTIALS_CONFLICT', `Credentials of ${source.entityType} ${source.id} are used by another device`, source);
  const value = typeof c.credentialsValue === 'string' ? c.credentialsValue : null;
  await ic.q.query(
    `INSERT INTO device_credentials (id, created_time, device_id, credentials_type, credentials_id, credentials_value) VALUES ($1,$2,$3,$4,$5,$6)
     ON CONFLICT (device_id) DO UPDATE SET credentials_type = EXCLUDED.credentials_type, credentials_id = EXCLUDED.credentials_id,
       credentials_value = EXCLUDED.credentials_value`,
    [newId(), ic.now, deviceId, kind, credentialsId, value]);
}

async function assignCustomers(ic: ImportContext, dashboardId: string, raw: unknown, source: EntityId<string>): Promise<void> {
  await ic.q.query(`DELETE FROM relation WHERE to_id = $1 AND to_type = 'DASHBOARD' AND from_type = 'CUSTOMER'
    AND relation_type_group = 'DASHBOARD' AND relation_type = 'Contains'`, [dashboardId]);
  for (const item of Array.isArray(raw) ? raw : []) {
    const ref = isObject(item) ? (item.customerId as EntityId<string> | undefined) : undefined;
    if (!ref || !isUuid(ref.id) || ref.id === NULL_UUID) continue;
    const customerId = await ic.mapper.require(source, { entityType: 'CUSTOMER', id: ref.id });
    await ic.q.query(`INSERT INTO relation (from_id, from_type, to_id, to_type, relation_type_group, relation_type)
      VALUES ($1,'CUSTOMER',$2,'DASHBOARD','DASHBOARD','Contains') ON CONFLICT DO NOTHING`, [customerId, dashboardId]);
  }
}

async function saveWidgets(ic: ImportContext, alias: string, raw: unknown): Promise<void> {
  await ic.q.query('DELETE FROM widget_type WHERE tenant_id = $1 AND bundle_alias = $2', [ic.tenantId, alias]);
  for (const w of Array.isArray(raw) ? raw.filter(isObject) : []) {
    if (typeof w.alias !== 'string' || typeof w.name !== 'string') continue;
    await ic.q.query(
      `INSERT INTO widget_type (id, created_time, tenant_id, bundle_alias, alias, name, image, description, descriptor)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) ON CONFLICT (tenant_id, bundle_alias, alias) DO NOTHING`,
      [newId(), ic.now, ic.tenantId, alias, w.alias, w.name, typeof w.image === 'string' ? w.image : null,
        typeof w.description === 'string' ? w.description : null, JSON.stringify(w.descriptor ?? {})]);
  }
}

/** Stores the parts kept with an entity: device credentials, dashboard assignments, bundle widgets. */
export async function afterImport(
  ic: ImportContext, type: VersionableType, data: EntityExportData, id: string, created: boolean, opts: ImportOptions, source: EntityId<string>,
): Promise<void> {
  if (type === 'DEVICE') await saveCredentials(ic, id, opts.loadCredentials ? data.credentials : undefined, created, source);
  else if (type === 'DASHBOARD') await assignCustomers(ic, id, data.entity.assignedCustomers, source);
  else if (type === 'WIDGETS_BUNDLE') await saveWidgets(ic, String(data.entity.alias), data.widgets);
}
