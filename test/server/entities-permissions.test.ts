import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startTestServer, type TestServer } from '../support/server.js';
import { DEMO } from '../../server/demo/ids.js';
import { roleTokens, type RoleTokens } from './entities-support.js';

let server: TestServer;
let t: RoleTokens;

type Role = 'sysadmin' | 'tenant' | 'customerA' | 'customerB' | 'otherTenant' | 'otherCustomer';
type Owner = 'T' | 'A' | 'B' | 'O';
const ROLES: Role[] = ['sysadmin', 'tenant', 'customerA', 'customerB', 'otherTenant', 'otherCustomer'];
const OWNERS: Owner[] = ['T', 'A', 'B', 'O'];

/** Which role reads which owner's entities: T unassigned, A/B assigned to Customer A/B, O of the other tenant (assigned to its customer). */
const READS: Record<Role, Owner[]> = {
  sysadmin: [], tenant: ['T', 'A', 'B'], customerA: ['A'], customerB: ['B'], otherTenant: ['O'], otherCustomer: ['O'],
};

interface Family {
  one: string;
  many: string;
  infos: string;
  ids?: string;
  body: (name: string) => Record<string, unknown>;
}

const FAMILIES: Family[] = [
  { one: 'device', many: 'devices', infos: 'deviceInfos', ids: 'deviceIds', body: (name) => ({ name }) },
  { one: 'asset', many: 'assets', infos: 'assetInfos', ids: 'assetIds', body: (name) => ({ name, type: 'perm' }) },
  { one: 'edge', many: 'edges', infos: 'edgeInfos', ids: 'edgeIds', body: (name) => ({ name, type: 'perm' }) },
  { one: 'entityView', many: 'entityViews', infos: 'entityViewInfos', body: (name) => ({ name, type: 'perm' }) },
];

const entities = new Map<string, Record<Owner, Record<string, any>>>();
const token = (role: Role) => t[role];
const call = (method: string, path: string, role: Role, body?: unknown) => server.call(method, path, { token: token(role), body });

async function createFamily(fam: Family): Promise<void> {
  const made = {} as Record<Owner, Record<string, any>>;
  for (const owner of OWNERS) {
    const admin: Role = owner === 'O' ? 'otherTenant' : 'tenant';
    const body = fam.body(`perm-${fam.one}-${owner}`);
    if (fam.one === 'entityView') {
      const target = (await call('POST', '/api/device', admin, { name: `perm-target-${owner}` })).body;
      body.entityId = target.id;
    }
    const res = await call('POST', `/api/${fam.one}`, admin, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const customer = { T: null, A: DEMO.customerAId, B: DEMO.customerBId, O: t.otherCustomerId }[owner];
    made[owner] = customer ? (await call('POST', `/api/customer/${customer}/${fam.one}/${res.body.id.id}`, admin)).body : res.body;
  }
  entities.set(fam.one, made);
}

before(async () => {
  server = await startTestServer();
  t = await roleTokens(server);
  for (const fam of FAMILIES) await createFamily(fam);
});
after(() => server.close());

const snapshot = async () => server.ctx.db.query(
  `SELECT 'd' AS k, id, name, customer_id FROM device UNION ALL SELECT 'a', id, name, customer_id FROM asset
   UNION ALL SELECT 'e', id, name, customer_id FROM edge UNION ALL SELECT 'v', id, name, customer_id FROM entity_view ORDER BY 1, 2`);

for (const fam of FAMILIES) {
  test(`${fam.one}: each role reads exactly the entities it owns or is assigned, by id and by info`, async () => {
    const made = entities.get(fam.one)!;
    for (const role of ROLES) {
      for (const owner of OWNERS) {
        const id = made[owner].id.id;
        const expected = READS[role].includes(owner) ? 200 : 403;
        assert.equal((await call('GET', `/api/${fam.one}/${id}`, role)).status, expected, `${role} GET ${owner}`);
        const info = await call('GET', `/api/${fam.one}/info/${id}`, role);
        assert.equal(info.status, expected, `${role} info ${owner}`);
        if (expected === 403) assert.equal(info.body.errorCode, 20);
      }
    }
  });

  test(`${fam.one}: lists never show another tenant's or another customer's entities`, async () => {
    const made = entities.get(fam.one)!;
    const names = (res: { body: { data: Array<{ name: string }> } }) => res.body.data.map((e) => e.name).filter((n) => n.startsWith(`perm-${fam.one}-`));
    const tenantList = await call('GET', `/api/tenant/${fam.infos}?pageSize=100&page=0`, 'tenant');
    assert.deepEqual(names(tenantList).sort(), ['A', 'B', 'T'].map((o) => `perm-${fam.one}-${o}`));
    const otherList = await call('GET', `/api/tenant/${fam.many}?pageSize=100&page=0`, 'otherTenant');
    assert.deepEqual(names(otherList), [`perm-${fam.one}-O`]);
    for (const role of ['sysadmin', 'customerA', 'otherCustomer'] as Role[]) {
      assert.equal((await call('GET', `/api/tenant/${fam.many}?pageSize=100&page=0`, role)).status, 403, role);
    }
    for (const role of ROLES) {
      const res = await call('GET', `/api/customer/${DEMO.customerAId}/${fam.infos}?pageSize=100&page=0`, role);
      const allowed = role === 'tenant' || role === 'customerA';
      assert.equal(res.status, allowed ? 200 : 403, role);
      if (allowed) assert.deepEqual(names(res), [`perm-${fam.one}-A`]);
    }
    if (fam.ids) {
      const all = OWNERS.map((o) => made[o].id.id).join(',');
      for (const role of ROLES) {
        const res = await call('GET', `/api/${fam.many}?${fam.ids}=${all}`, role);
        if (role === 'sysadmin') {
          assert.equal(res.status, 403);
          continue;
        }
        const got = res.body.map((e: { name: string }) => e.name.slice(-1)).sort();
        assert.deepEqual(got, [...READS[role]].sort(), role);
      }
    }
    const types = await call('GET', `/api/${fam.one}/types`, 'otherTenant');
    assert.ok(types.body.every((s: { tenantId: { id: string } }) => s.tenantId.id === t.otherTenantId));
  });

  test(`${fam.one}: only the owning tenant admin changes, deletes or assigns, and nothing changes otherwise`, async () => {
    const made = entities.get(fam.one)!;
    const before = await snapshot();
    for (const role of ROLES) {
      for (const owner of OWNERS) {
        const entity = made[owner];
        const owns = (role === 'tenant' && owner !== 'O') || (role === 'otherTenant' && owner === 'O');
        if (owns) continue;
        const id = entity.id.id;
        assert.equal((await call('POST', `/api/${fam.one}`, role, { ...entity, name: `${entity.name}-x` })).status, 403, `${role} save ${owner}`);
        assert.equal((await call('DELETE', `/api/${fam.one}/${id}`, role)).status, 403, `${role} delete ${owner}`);
        assert.equal((await call('DELETE', `/api/customer/${fam.one}/${id}`, role)).status, 403, `${role} unassign ${owner}`);
        assert.equal((await call('POST', `/api/customer/public/${fam.one}/${id}`, role)).status, 403, `${role} public ${owner}`);
        assert.equal((await call('POST', `/api/customer/${DEMO.customerCId}/${fam.one}/${id}`, role)).status, 403, `${role} assign ${owner}`);
      }
    }
    const own = made.T.id.id;
    assert.equal((await call('POST', `/api/customer/${t.otherCustomerId}/${fam.one}/${own}`, 'tenant')).status, 403);
    assert.deepEqual(await snapshot(), before);
  });
}

test('relations of an entity are readable only by those who read the entity', async () => {
  const device = entities.get('device')!;
  const asset = entities.get('asset')!;
  for (const owner of ['A', 'B'] as Owner[]) {
    const res = await call('POST', '/api/relation', 'tenant', { from: asset[owner].id, to: device[owner].id, type: 'Contains' });
    assert.equal(res.status, 200);
  }
  for (const role of ROLES) {
    for (const owner of ['A', 'B'] as Owner[]) {
      const res = await call('GET', `/api/relations?fromId=${asset[owner].id.id}&fromType=ASSET`, role);
      const allowed = READS[role].includes(owner);
      assert.equal(res.status, allowed ? 200 : 403, `${role} relations ${owner}`);
      if (allowed) assert.equal(res.body.length, 1);
    }
  }
  const cross = await call('POST', '/api/relation', 'tenant', { from: asset.A.id, to: device.O.id, type: 'Contains' });
  assert.equal(cross.status, 403);
});

test('device profiles and audit logs stay within the tenant', async () => {
  for (const role of ROLES) {
    const res = await call('GET', `/api/deviceProfileInfo/${DEMO.defaultDeviceProfileId}`, role);
    assert.equal(res.status, ['tenant', 'customerA', 'customerB'].includes(role) ? 200 : 403, role);
    const logs = await call('GET', '/api/audit/logs?pageSize=100&page=0', role);
    assert.equal(logs.status, ['tenant', 'otherTenant'].includes(role) ? 200 : 403, role);
    if (logs.status === 200) {
      const tenantId = role === 'tenant' ? DEMO.tenantId : t.otherTenantId;
      assert.ok(logs.body.data.every((r: { tenantId: { id: string } }) => r.tenantId.id === tenantId));
    }
  }
});
