import { ENTITY_COLUMNS, type EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import { entityPath } from '../../logic/entity-search.js';

/** The customers list call of a tenant administrator (console-core §7). */
export const CUSTOMERS_PATH = '/api/customers';

/** Columns of the customers list: created time, title, e-mail, country and city. */
export const CUSTOMER_COLUMNS: readonly EntityColumn[] = ENTITY_COLUMNS.CUSTOMER ?? [];

/** Address of one customer's page. */
export function customerPath(id: string): string {
  return entityPath('CUSTOMER', id);
}
