import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context.js';
import { unauthorized } from '../http/errors.js';
import { authenticateToken } from '../auth/authenticate.js';
import { handleAlarmData, handleAlarmDataUnsubscribe } from './alarm-data.js';
import { handleEntityCount, handleEntityCountUnsubscribe } from './entity-count.js';
import { handleEntityData, handleEntityDataUnsubscribe } from './entity-data.js';
import { limitRegistryOf, loadWsLimits } from './limits.js';
import { CLOSE, WsSession, type CommandHandlers } from './session.js';
import { handleAttributes, handleHistory, handleTimeseries } from './v1.js';

const HANDLERS: Required<CommandHandlers> = {
  attrSubCmds: handleAttributes,
  tsSubCmds: handleTimeseries,
  historyCmds: handleHistory,
  entityDataCmds: handleEntityData,
  alarmDataCmds: handleAlarmData,
  entityCountCmds: handleEntityCount,
  entityDataUnsubscribeCmds: handleEntityDataUnsubscribe,
  alarmDataUnsubscribeCmds: handleAlarmDataUnsubscribe,
  entityCountUnsubscribeCmds: handleEntityCountUnsubscribe,
};

/**
 * The realtime channel `/api/ws/plugins/telemetry?token=<JWT>`: a missing, invalid or expired token
 * refuses the upgrade with 401; another plugin name is accepted and closed with 1007.
 */
export default async function wsRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.get('/api/ws/plugins/:plugin', {
    websocket: true,
    config: { auth: 'public' },
    preValidation: async (request) => {
      const token = (request.query as Record<string, unknown>).token;
      if (typeof token !== 'string' || token === '') throw unauthorized('Authentication failed');
      request.user = await authenticateToken(ctx, token);
    },
  }, (socket, request) => {
    const plugin = (request.params as { plugin?: string }).plugin ?? '';
    if (plugin.toLowerCase() !== 'telemetry') {
      socket.close(CLOSE.BAD_DATA, "Can't find plugin with specified token!");
      return;
    }
    const early: Array<[Buffer, boolean]> = [];
    const hold = (data: Buffer, isBinary: boolean) => { early.push([data, isBinary]); };
    socket.on('message', hold);
    const user = request.user;
    loadWsLimits(ctx.db, user.tenantId).then((limits) => {
      socket.off('message', hold);
      const session = new WsSession(ctx, socket, user, limits, HANDLERS);
      const refusal = limitRegistryOf(ctx).openSession(user, limits, session.id);
      if (refusal) {
        session.close(CLOSE.POLICY_VIOLATION, refusal);
        return;
      }
      for (const [data, isBinary] of early) session.receive(data, isBinary);
    }).catch(() => socket.close(1011, 'Internal error'));
  });
}
