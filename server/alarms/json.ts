import type { ApiSchema } from '../../sdk/api-schema.js';
import { NULL_UUID } from '../auth/types.js';

/** Alarm severities, most severe first. */
export const ALARM_SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
/** One alarm severity. */
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

/** Stored alarm statuses. */
export const ALARM_STATUSES = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_UNACK', 'CLEARED_ACK'] as const;
/** One stored alarm status. */
export type AlarmStatus = (typeof ALARM_STATUSES)[number];

/** Statuses an alarm search may ask for. */
export const ALARM_SEARCH_STATUSES = ['ANY', 'ACTIVE', 'CLEARED', 'ACK', 'UNACK'] as const;
/** One alarm search status. */
export type AlarmSearchStatus = (typeof ALARM_SEARCH_STATUSES)[number];

/** The stored statuses a search status stands for. */
export function statusesOf(search: AlarmSearchStatus): AlarmStatus[] {
  switch (search) {
    case 'ACTIVE': return ['ACTIVE_UNACK', 'ACTIVE_ACK'];
    case 'CLEARED': return ['CLEARED_UNACK', 'CLEARED_ACK'];
    case 'ACK': return ['ACTIVE_ACK', 'CLEARED_ACK'];
    case 'UNACK': return ['ACTIVE_UNACK', 'CLEARED_UNACK'];
    default: return [...ALARM_STATUSES];
  }
}

/** One row of the `alarm` table (plus the originator name when joined). */
export interface AlarmRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  type: string;
  originator_id: string;
  originator_type: ApiSchema<'EntityType'>;
  severity: AlarmSeverity;
  status: AlarmStatus;
  start_ts: number;
  end_ts: number;
  ack_ts: number;
  clear_ts: number;
  details: unknown;
  propagate: boolean;
  propagate_to_owner: boolean;
  propagate_to_tenant: boolean;
  propagate_relation_types: string[] | null;
  originator_name?: string | null;
}

/** The Alarm JSON of ThingsBoard 3.4.1. */
export function alarmJson(r: AlarmRow): ApiSchema<'Alarm'> {
  return {
    id: { entityType: 'ALARM', id: r.id },
    createdTime: r.created_time,
    tenantId: { entityType: 'TENANT', id: r.tenant_id ?? NULL_UUID },
    customerId: { entityType: 'CUSTOMER', id: r.customer_id ?? NULL_UUID },
    type: r.type,
    originator: { entityType: r.originator_type, id: r.originator_id },
    severity: r.severity,
    status: r.status,
    startTs: r.start_ts,
    endTs: r.end_ts,
    ackTs: r.ack_ts,
    clearTs: r.clear_ts,
    details: r.details ?? null,
    propagate: r.propagate,
    propagateToOwner: r.propagate_to_owner,
    propagateToTenant: r.propagate_to_tenant,
    propagateRelationTypes: r.propagate_relation_types ?? [],
    name: r.type,
  };
}

/** The AlarmInfo JSON: the alarm plus `originatorName` (null when not fetched). */
export function alarmInfoJson(r: AlarmRow): ApiSchema<'AlarmInfo'> {
  return { ...alarmJson(r), originatorName: r.originator_name ?? null };
}

/** SQL selecting alarm columns plus the originator name, for `FROM alarm a`. */
export const ALARM_INFO_SELECT = `a.*, (CASE a.originator_type
    WHEN 'DEVICE' THEN (SELECT name FROM device WHERE id = a.originator_id)
    WHEN 'ASSET' THEN (SELECT name FROM asset WHERE id = a.originator_id)
    WHEN 'ENTITY_VIEW' THEN (SELECT name FROM entity_view WHERE id = a.originator_id)
    WHEN 'EDGE' THEN (SELECT name FROM edge WHERE id = a.originator_id)
    WHEN 'CUSTOMER' THEN (SELECT title FROM customer WHERE id = a.originator_id)
    WHEN 'TENANT' THEN (SELECT title FROM tenant WHERE id = a.originator_id)
    WHEN 'USER' THEN (SELECT email FROM tb_user WHERE id = a.originator_id)
    ELSE NULL END) AS originator_name`;
