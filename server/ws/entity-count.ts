import type { EntityCountCmd, UnsubscribeCmd } from '../../sdk/realtime/commands.js';
import { countEntities } from '../query/entity-query.js';
import type { EntityCountQuery } from '../query/types.js';
import { validV2 } from './entity-data.js';
import { countMessage } from './messages.js';
import { numberOf } from './series.js';
import type { Stoppable, WsSession } from './session.js';

/** A running entity count: re-counted every refresh interval and on entity changes, sent when it changes. */
class CountContext implements Stoppable {
  count = -1;
  private timer: ReturnType<typeof setInterval>;
  private offEntity: () => void;
  private queued = false;

  constructor(private readonly s: WsSession, readonly cmdId: number, private readonly query: EntityCountQuery) {
    this.timer = setInterval(() => this.recount(), s.settings.refreshIntervalMs);
    this.offEntity = s.hub.onEntity((e) => { if (e.tenantId === s.user.tenantId) this.recount(); });
  }

  /** Counts and sends the count when it differs from the last one sent. */
  async refreshCount(): Promise<void> {
    const n = await countEntities(this.s.ctx.db, this.s.user, this.query);
    if (n === this.count) return;
    this.count = n;
    this.s.send(countMessage(this.cmdId, n));
  }

  private recount(): void {
    if (this.queued) return;
    this.queued = true;
    this.s.schedule(async () => {
      this.queued = false;
      await this.refreshCount();
    });
  }

  stop(): void {
    clearInterval(this.timer);
    this.offEntity();
  }
}

/** entityCountCmds: the count, then a new count whenever it changes; a second command with the same cmdId is ignored. */
export async function handleEntityCount(s: WsSession, cmd: EntityCountCmd): Promise<void> {
  const cmdId = validV2(s, cmd, ['query']);
  if (cmdId === undefined || s.running.entityCount.has(cmdId)) return;
  const c = new CountContext(s, cmdId, cmd.query as EntityCountQuery);
  s.keep('entityCount', cmdId, c);
  try {
    await c.refreshCount();
  } catch (err) {
    s.drop('entityCount', cmdId);
    throw err;
  }
}

/** entityCountUnsubscribeCmds: stops a count. */
export async function handleEntityCountUnsubscribe(s: WsSession, cmd: UnsubscribeCmd): Promise<void> {
  s.drop('entityCount', numberOf(cmd.cmdId));
}
