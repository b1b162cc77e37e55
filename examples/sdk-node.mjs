#!/usr/bin/env node
// An integrator script on Node 20 using the tbkit SDK: signs in, lists the tenant's devices page by page,
// then prints live telemetry of the first device for a while and signs out.
//
// Run against the bundled SDK (build it once with `npm run build`):
//   node examples/sdk-node.mjs
// Settings come from the environment:
//   TB_URL       server address          (default http://localhost:8080)
//   TB_USERNAME  account e-mail          (default tenant@thingsboard.org)
//   TB_PASSWORD  account password        (default tenant)
//   TB_WATCH_S   seconds to print updates (default 30)
import WebSocket from 'ws';
import { createClient, fetchAllPages, pageLink, pageLinkQuery } from '../dist/sdk/index.js';

const baseUrl = process.env.TB_URL ?? 'http://localhost:8080';
const username = process.env.TB_USERNAME ?? 'tenant@thingsboard.org';
const password = process.env.TB_PASSWORD ?? 'tenant';
const watchSeconds = Number(process.env.TB_WATCH_S ?? 30);

const client = createClient({ baseUrl, WebSocket });

const login = await client.auth.login({ username, password });
if (login.kind !== 'success') {
  console.error(`Sign-in to ${baseUrl} failed: ${login.kind}${login.error ? ` (${login.error.message})` : ''}`);
  process.exit(1);
}
console.log(`Signed in to ${baseUrl} as ${login.user.sub} (${login.user.authority})`);

// Ten devices per request, sorted by name, following `hasNext` until the last page.
let pageNumber = 0;
const devices = await fetchAllPages(async (link) => {
  const { data, error } = await client.GET('/api/tenant/deviceInfos', { params: { query: pageLinkQuery(link) } });
  if (error) throw new Error(`Listing devices failed: ${JSON.stringify(error)}`);
  pageNumber += 1;
  console.log(`Page ${pageNumber} of ${data.totalPages} (${data.totalElements} devices):`);
  for (const device of data.data) console.log(`  ${device.name}  [${device.type}]  ${device.id.id}`);
  return data;
}, pageLink(10, 0, null, { property: 'name', direction: 'ASC' }));

const first = devices[0];
if (!first) {
  console.log('No devices to watch.');
  await client.auth.logout();
  process.exit(0);
}

console.log(`Watching the latest telemetry of "${first.name}" for ${watchSeconds} s …`);
let received = 0;
const subscription = client.realtime.subscribeTimeseries({
  entityType: 'DEVICE',
  entityId: first.id.id,
  onData(data) {
    for (const [key, points] of Object.entries(data)) {
      for (const [ts, value] of points) {
        received += 1;
        console.log(`  ${new Date(ts).toISOString()}  ${key} = ${value}`);
      }
    }
  },
  onError(error) {
    console.error(`  subscription error: ${error.message}`);
  },
});

await new Promise((resolve) => setTimeout(resolve, watchSeconds * 1000));
subscription.unsubscribe();
client.realtime.close();
await client.auth.logout();
console.log(`Done: ${received} values received.`);
