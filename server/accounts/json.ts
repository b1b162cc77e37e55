import type { ApiSchema } from '../../sdk/api-schema.js';
import { NULL_UUID } from '../auth/types.js';

/** An entity id as ThingsBoard writes it: `{entityType, id}`. */
export const entityIdOf = <T extends string>(entityType: T, id: string | null | undefined) => ({ entityType, id: id ?? NULL_UUID });

/** A `tb_user` row, optionally joined with its credentials' `enabled` flag. */
export interface UserRow {
  id: string;
  created_time: number;
  tenant_id: string;
  customer_id: string;
  email: string;
  authority: 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER';
  first_name: string | null;
  last_name: string | null;
  additional_info: Record<string, unknown> | null;
  credentials_enabled?: boolean | null;
}

/** A `tenant` row, optionally joined with its profile name. */
export interface TenantRow {
  id: string;
  created_time: number;
  title: string;
  region: string | null;
  tenant_profile_id: string;
  country: string | null; state: string | null; city: string | null; address: string | null; address2: string | null;
  zip: string | null; phone: string | null; email: string | null;
  additional_info: unknown;
  tenant_profile_name?: string | null;
}

/** A `customer` row. */
export interface CustomerRow {
  id: string;
  created_time: number;
  tenant_id: string;
  title: string;
  is_public: boolean;
  country: string | null; state: string | null; city: string | null; address: string | null; address2: string | null;
  zip: string | null; phone: string | null; email: string | null;
  additional_info: unknown;
  external_id: string | null;
}

/** A `tenant_profile` row. */
export interface TenantProfileRow {
  id: string;
  created_time: number;
  name: string;
  description: string | null;
  is_default: boolean;
  isolated_tb_core: boolean;
  isolated_tb_rule_engine: boolean;
  profile_data: unknown;
}

/** Columns selected for a user with its credentials flag (`u` = tb_user, `uc` = user_credentials). */
export const USER_COLUMNS = 'u.*, uc.enabled AS credentials_enabled';
/** FROM clause joining users with their credentials. */
export const USER_FROM = 'tb_user u LEFT JOIN user_credentials uc ON uc.user_id = u.id';

/** User JSON; `additionalInfo.userCredentialsEnabled` is true whenever the credentials are enabled. */
export function userJson(row: UserRow): ApiSchema<'User'> {
  const info = row.additional_info && typeof row.additional_info === 'object' ? { ...row.additional_info } : {};
  if (row.credentials_enabled && info.userCredentialsEnabled === undefined) info.userCredentialsEnabled = true;
  return {
    id: entityIdOf('USER', row.id),
    createdTime: row.created_time,
    tenantId: entityIdOf('TENANT', row.tenant_id),
    customerId: entityIdOf('CUSTOMER', row.customer_id),
    email: row.email,
    authority: row.authority,
    firstName: row.first_name,
    lastName: row.last_name,
    name: row.email,
    additionalInfo: info,
  };
}

function contactJson(row: TenantRow | CustomerRow): ApiSchema<'ContactBased'> {
  return {
    country: row.country, state: row.state, city: row.city, address: row.address, address2: row.address2,
    zip: row.zip, phone: row.phone, email: row.email,
  };
}

/** Tenant JSON (`name` repeats the title). */
export function tenantJson(row: TenantRow): ApiSchema<'Tenant'> {
  return {
    id: entityIdOf('TENANT', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    ...contactJson(row),
    title: row.title,
    region: row.region,
    tenantProfileId: entityIdOf('TENANT_PROFILE', row.tenant_profile_id),
    name: row.title,
  };
}

/** The TenantInfo answer; the profile name is null when the profile is gone. */
export type TenantInfoJson = Omit<ApiSchema<'TenantInfo'>, 'tenantProfileName'> & { tenantProfileName: string | null };

/** TenantInfo JSON: the tenant plus its profile name. */
export function tenantInfoJson(row: TenantRow): TenantInfoJson {
  return { ...tenantJson(row), tenantProfileName: row.tenant_profile_name ?? null };
}

/** Customer JSON (`name` repeats the title; the public customer says so in `additionalInfo.isPublic`). */
export function customerJson(row: CustomerRow): ApiSchema<'Customer'> {
  return {
    id: entityIdOf('CUSTOMER', row.id),
    createdTime: row.created_time,
    additionalInfo: row.additional_info ?? null,
    ...contactJson(row),
    title: row.title,
    tenantId: entityIdOf('TENANT', row.tenant_id),
    externalId: row.external_id ? entityIdOf('CUSTOMER', row.external_id) : null,
    name: row.title,
  };
}

/** The TenantProfile answer; 3.4.1 writes a missing description as null, and `profileData` is the stored JSON as saved. */
export type TenantProfileJson = Omit<ApiSchema<'TenantProfile'>, 'description' | 'profileData'> & { description: string | null; profileData: unknown };

/** TenantProfile JSON (the odd boolean property is `default`). */
export function tenantProfileJson(row: TenantProfileRow): TenantProfileJson {
  return {
    id: entityIdOf('TENANT_PROFILE', row.id),
    createdTime: row.created_time,
    name: row.name,
    description: row.description,
    isolatedTbCore: row.isolated_tb_core,
    isolatedTbRuleEngine: row.isolated_tb_rule_engine,
    profileData: row.profile_data ?? null,
    default: row.is_default,
  };
}

/** EntityInfo JSON of a tenant profile: id and name. */
export function tenantProfileInfoJson(row: Pick<TenantProfileRow, 'id' | 'name'>): ApiSchema<'EntityInfo'> {
  return { id: entityIdOf('TENANT_PROFILE', row.id), name: row.name };
}
