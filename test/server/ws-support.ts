import WebSocket from 'ws';
import type { TestServer } from '../support/server.js';
import type { Authority } from '../../server/auth/types.js';

/** Issues an access token for an existing user found by e-mail (no login endpoint needed). */
export async function tokenFor(server: TestServer, email: string): Promise<string> {
  const row = await server.ctx.db.one<{ id: string; tenant_id: string; customer_id: string; authority: Authority; first_name: string; last_name: string }>(
    'SELECT * FROM tb_user WHERE email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return server.ctx.jwt.accessToken({
    id: row.id, email, authority: row.authority, tenantId: row.tenant_id, customerId: row.customer_id,
    isPublic: false, firstName: row.first_name ?? '', lastName: row.last_name ?? '', enabled: true,
  });
}

/** Id of a demo device by name. */
export async function deviceId(server: TestServer, name: string): Promise<string> {
  const row = await server.ctx.db.one<{ id: string }>('SELECT id FROM device WHERE name = $1', [name]);
  if (!row) throw new Error(`no device ${name}`);
  return row.id;
}

/** Id of a demo asset by name. */
export async function assetId(server: TestServer, name: string): Promise<string> {
  const row = await server.ctx.db.one<{ id: string }>('SELECT id FROM asset WHERE name = $1', [name]);
  if (!row) throw new Error(`no asset ${name}`);
  return row.id;
}

/** A websocket client that queues every parsed message so tests can await the next one. */
export class WsClient {
  readonly messages: any[] = [];
  private waiters: Array<{ match: (m: any) => boolean; resolve: (m: any) => void }> = [];
  closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const msg = JSON.parse(String(data));
      const i = this.waiters.findIndex((w) => w.match(msg));
      if (i >= 0) {
        const [w] = this.waiters.splice(i, 1);
        w!.resolve(msg);
      } else {
        this.messages.push(msg);
      }
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  /** Sends a command wrapper. */
  send(cmd: unknown): void {
    this.socket.send(typeof cmd === 'string' ? cmd : JSON.stringify(cmd));
  }

  /** Resolves with the next message matching `match` (already received ones first); rejects after `ms`. */
  next(match: (m: any) => boolean = () => true, ms = 3000): Promise<any> {
    const i = this.messages.findIndex(match);
    if (i >= 0) return Promise.resolve(this.messages.splice(i, 1)[0]);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve: (m: any) => { clearTimeout(timer); resolve(m); } };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error('no matching websocket message'));
      }, ms);
      this.waiters.push(waiter);
    });
  }

  /** Next message answering a v1 subscription id. */
  v1(id: number, ms?: number): Promise<any> {
    return this.next((m) => m.subscriptionId === id, ms);
  }

  /** Next message answering a v2 cmd id. */
  v2(id: number, ms?: number): Promise<any> {
    return this.next((m) => m.cmdId === id, ms);
  }

  /** Closes the socket and waits for the close. */
  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close();
    await this.closed;
  }
}

/** Opens a websocket to the telemetry plugin path with a token. */
export function openWs(server: TestServer, token: string, options: WebSocket.ClientOptions = {}, plugin = 'telemetry'): Promise<WsClient> {
  const url = server.url.replace('http', 'ws') + `/api/ws/plugins/${plugin}?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url, options);
  const client = new WsClient(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

/** Answers the status code of a refused websocket upgrade. */
export function refusedUpgrade(server: TestServer, query: string): Promise<number> {
  const socket = new WebSocket(server.url.replace('http', 'ws') + `/api/ws/plugins/telemetry${query}`);
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_req, res) => { resolve(res.statusCode ?? 0); socket.terminate(); });
    socket.once('open', () => { socket.close(); reject(new Error('upgrade was accepted')); });
    socket.once('error', () => undefined);
  });
}
