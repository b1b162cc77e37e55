import type { ApiSchema } from '../../../sdk/api-schema.js';

/** An audit log entry. */
export type AuditRecord = ApiSchema<'AuditLog'>;

/** Audit log entries fetched per page ("load more" asks for the next). */
export const AUDIT_PAGE_SIZE = 20;

/** The query of one page of an entity's audit logs, newest first. */
export function auditPageQuery(page: number, pageSize = AUDIT_PAGE_SIZE) {
  return { pageSize, page, sortProperty: 'createdTime', sortOrder: 'DESC' as const };
}

/** The failure details of an entry as one text (empty for a success or when the server gave none). */
export function failureText(entry: Pick<AuditRecord, 'actionStatus' | 'actionFailureDetails'>): string {
  return entry.actionStatus === 'FAILURE' ? (entry.actionFailureDetails ?? '').trim() : '';
}
