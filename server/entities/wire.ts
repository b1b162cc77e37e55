import type { EntityId } from '../../sdk/entity-id.js';
import { NULL_UUID } from '../auth/types.js';

/** Builds a wire entity id. */
export const ref = <T extends string>(entityType: T, id: string): EntityId<T> => ({ entityType, id });

/** A tenant id on the wire; NULL_UUID when none. */
export const tenantRef = (id: string | null | undefined): EntityId<'TENANT'> => ref('TENANT', id ?? NULL_UUID);

/** A customer id on the wire; NULL_UUID when unassigned (never null). */
export const customerRef = (id: string | null | undefined): EntityId<'CUSTOMER'> => ref('CUSTOMER', id ?? NULL_UUID);

/** An optional reference: null when the id is null. */
export const optionalRef = <T extends string>(entityType: T, id: string | null | undefined): EntityId<T> | null =>
  id ? ref(entityType, id) : null;

/** Columns shared by customer-assignable entities (device, asset, entity view, edge). */
export interface OwnedRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  name: string;
  type: string;
  additional_info: unknown;
}

/** Extra columns of the `...Info` list queries (customer title and public flag). */
export interface CustomerInfoColumns {
  customer_title: string | null;
  customer_is_public: boolean | null;
}

/** The `customerTitle` and `customerIsPublic` fields of an info object. */
export function customerInfo(row: CustomerInfoColumns): { customerTitle: string | null; customerIsPublic: boolean } {
  return { customerTitle: row.customer_title ?? null, customerIsPublic: row.customer_is_public === true };
}

/** The SQL join and columns that bring in the customer title and public flag for alias `e`. */
export const CUSTOMER_JOIN = 'LEFT JOIN customer c ON c.id = e.customer_id';
/** Columns selected with {@link CUSTOMER_JOIN}. */
export const CUSTOMER_COLUMNS = 'c.title AS customer_title, c.is_public AS customer_is_public';
