import type { RealtimeChannel } from '../../../sdk/realtime/channel-types.js';

/** The part of the realtime channel the details tabs subscribe through (the console's client by default; tests give their own). */
export type LiveChannel = Pick<RealtimeChannel, 'subscribeAttributes' | 'subscribeTimeseries'>;

/** The entity a details tab shows. */
export interface DetailsEntity {
  entityType: 'DEVICE' | 'ASSET' | 'ENTITY_VIEW' | 'EDGE' | 'CUSTOMER' | 'TENANT' | 'USER' | 'DASHBOARD' | 'DEVICE_PROFILE' | 'TENANT_PROFILE' | 'QUEUE' | 'TB_RESOURCE';
  id: string;
  /** The entity's name, for messages that name it. */
  name: string;
}
