// Prints which API routes take their parameter checks from openapi/thingsboard.json and why the
// others do not. Builds the route table only: no database, no listening socket.
import Fastify from 'fastify';
import type { ServerContext } from '../server/context.js';
import { installContract, type ContractVerdict } from '../server/http/contract.js';
import { API_ROUTES } from '../server/app/routes.js';

const verdicts = new Map<string, ContractVerdict>();
const app = Fastify({ ajv: { customOptions: { strict: false } } });
installContract(app, undefined, (route, verdict) => verdicts.set(route, verdict));
// Route modules only subscribe and read settings while registering; every call answers another stub.
const stub: unknown = new Proxy(function () { /* stub */ }, {
  get: (_t, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : stub),
  apply: () => stub,
});
const ctx = stub as ServerContext;
for (const routes of API_ROUTES) await app.register(async (scope) => routes(scope, ctx));
await app.ready();

const api = [...verdicts].filter(([route]) => / \/api\//.test(route) && !route.includes('/api/ws/'));
const byVerdict = new Map<ContractVerdict, string[]>();
for (const [route, verdict] of api) byVerdict.set(verdict, [...(byVerdict.get(verdict) ?? []), route]);
const verbose = process.argv.includes('--list');
for (const [verdict, routes] of byVerdict) {
  console.log(`${verdict}: ${routes.length}`);
  if (verbose && verdict !== 'checked') for (const r of routes) console.log(`  ${r}`);
}
console.log(`API routes: ${api.length}`);
await app.close();
