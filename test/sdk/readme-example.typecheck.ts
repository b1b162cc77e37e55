// The SDK example of README.md, kept compiling by `tsc` (not run).
import WebSocket from 'ws';
import { createClient, type WebSocketCtor } from '../../sdk/index.js';

export async function readmeExample() {
  const client = createClient({ baseUrl: 'http://localhost:8080', WebSocket: WebSocket as unknown as WebSocketCtor });
  const login = await client.auth.login({ username: 'tenant@thingsboard.org', password: 'tenant' });
  if (login.kind !== 'success') throw new Error(login.kind);

  const { data } = await client.GET('/api/tenant/deviceInfos', {
    params: { query: { pageSize: 10, page: 0, sortProperty: 'name', sortOrder: 'ASC' } },
  });
  const device = data!.data[0]!;

  const subscription = client.realtime.subscribeTimeseries({
    entityType: 'DEVICE',
    entityId: device.id!.id,
    keys: ['temperature'],
    onData: (values) => console.log(values.temperature),
  });
  subscription.unsubscribe();
  client.realtime.close();
}
