// Prints which API routes take their parameter and body checks from openapi/thingsboard.json and
// why the others do not. Builds the route table only: no database, no listening socket.
import type { ServerContext } from '../server/context.js';
import type { ContractVerdict } from '../server/http/contract.js';
import { buildApp } from '../server/app/app.js';

// Route modules only subscribe and read settings while registering; every call answers another stub.
const stub: unknown = new Proxy(function () { /* stub */ }, {
  get: (_t, key) => (key === 'then' ? undefined : key === 'consoleDir' ? '' : key === Symbol.toPrimitive ? () => '' : stub),
  apply: () => stub,
});
const app = await buildApp(stub as ServerContext);
await app.ready();

const api = [...app.contractVerdicts].filter(([route]) => / \/api\//.test(route) && !route.includes('/api/ws/') && !route.startsWith('HEAD '));
const byVerdict = new Map<ContractVerdict, string[]>();
for (const [route, verdict] of api) byVerdict.set(verdict, [...(byVerdict.get(verdict) ?? []), route]);
const verbose = process.argv.includes('--list');
for (const [verdict, routes] of byVerdict) {
  console.log(`${verdict}: ${routes.length}`);
  if (verbose && verdict !== 'checked') for (const r of routes) console.log(`  ${r}`);
}
console.log(`API routes: ${api.length}`);
await app.close();
