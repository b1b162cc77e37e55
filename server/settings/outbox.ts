import type { ServerContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { newId } from '../db/ids.js';

/** A message that would have been sent by e-mail or SMS. */
export interface OutboxMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject?: string;
  body: string;
  tenantId?: string | null;
}

/** Stores an e-mail or SMS in the outbox table and writes it to the server log; nothing leaves the machine. */
export async function sendToOutbox(ctx: ServerContext, q: Queryable, msg: OutboxMessage): Promise<void> {
  await q.query(
    'INSERT INTO outbox (id, created_time, channel, recipient, subject, body, tenant_id) VALUES ($1,$2,$3,$4,$5,$6,$7)',
    [newId(), ctx.now(), msg.channel, msg.recipient, msg.subject ?? null, msg.body, msg.tenantId ?? null],
  );
  ctx.log(`[outbox] ${msg.channel} to ${msg.recipient}${msg.subject ? ` — ${msg.subject}` : ''}: ${msg.body}`);
}

/** The newest outbox messages for a recipient (newest first). */
export async function readOutbox(q: Queryable, recipient: string, limit = 10): Promise<OutboxMessage[]> {
  return q.query<OutboxMessage>(
    'SELECT channel, recipient, subject, body, tenant_id AS "tenantId" FROM outbox WHERE recipient = $1 ORDER BY created_time DESC LIMIT $2',
    [recipient, limit],
  );
}
