import { randomUUID } from 'node:crypto';
import { badRequest } from '../http/errors.js';

type Json = Record<string, unknown>;

/** Domain schemes an OAuth2 domain may use. */
export const OAUTH2_SCHEMES = ['HTTP', 'HTTPS', 'MIXED'] as const;
/** Ways a provider's user is mapped to a platform user. */
export const OAUTH2_MAPPER_TYPES = ['BASIC', 'CUSTOM', 'GITHUB', 'APPLE'] as const;
/** How the tenant of a new user is named by the basic mapper. */
export const TENANT_NAME_STRATEGIES = ['DOMAIN', 'EMAIL', 'CUSTOM'] as const;
/** Platforms a client registration can serve. */
export const OAUTH2_PLATFORMS = ['WEB', 'ANDROID', 'IOS'] as const;
/** How the client authenticates at the token endpoint. */
export const CLIENT_AUTH_METHODS = ['BASIC', 'POST'] as const;

/** Path the provider redirects to after the user consents. */
export const LOGIN_PROCESSING_URL = '/login/oauth2/code/';

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

function text(obj: Json, field: string, what: string, required = true): string | null {
  const v = obj[field];
  if (v === undefined || v === null || v === '') {
    if (required) throw badRequest(`${what} should be specified!`);
    return null;
  }
  if (typeof v !== 'string') throw badRequest(`${field} must be a string`);
  if (required && blank(v)) throw badRequest(`${what} should be specified!`);
  return v;
}

function bool(obj: Json, field: string, fallback = false): boolean {
  const v = obj[field];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'boolean') throw badRequest(`${field} must be a boolean`);
  return v;
}

function oneOf<T extends string>(obj: Json, field: string, allowed: readonly T[], what: string): T {
  const v = obj[field];
  if (v === undefined || v === null || v === '') throw badRequest(`${what} should be specified!`);
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw badRequest(`Invalid ${field}: ${String(v)}. Allowed: ${allowed.join(', ')}`);
  }
  return v as T;
}

function list(obj: Json, field: string): unknown[] {
  const v = obj[field];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw badRequest(`${field} must be an array`);
  return v;
}

function objectAt(v: unknown, where: string): Json {
  if (!isObject(v)) throw badRequest(`${where} must be an object`);
  return v;
}

function basicMapper(raw: unknown, type: string): Json {
  if (!isObject(raw)) throw badRequest('Basic mapper config should be specified!');
  const strategy = oneOf(raw, 'tenantNameStrategy', TENANT_NAME_STRATEGIES, 'Tenant name strategy');
  const tenantNamePattern = text(raw, 'tenantNamePattern', 'Tenant name pattern', strategy === 'CUSTOM');
  return {
    emailAttributeKey: text(raw, 'emailAttributeKey', 'Email attribute key', type !== 'GITHUB'),
    firstNameAttributeKey: text(raw, 'firstNameAttributeKey', 'First name attribute key', false),
    lastNameAttributeKey: text(raw, 'lastNameAttributeKey', 'Last name attribute key', false),
    tenantNameStrategy: strategy,
    tenantNamePattern,
    customerNamePattern: text(raw, 'customerNamePattern', 'Customer name pattern', false),
    defaultDashboardName: text(raw, 'defaultDashboardName', 'Default dashboard name', false),
    alwaysFullScreen: bool(raw, 'alwaysFullScreen'),
  };
}

function customMapper(raw: unknown): Json {
  if (!isObject(raw)) throw badRequest('Custom mapper config should be specified!');
  const url = text(raw, 'url', 'Custom mapper URL')!;
  if (!/^https?:\/\/\S+$/i.test(url)) throw badRequest(`Custom mapper URL is not a valid http(s) URL: ${url}`);
  return {
    url,
    username: text(raw, 'username', 'Username', false),
    password: text(raw, 'password', 'Password', false),
    sendToken: bool(raw, 'sendToken'),
  };
}

/** Validates a mapper config: type and the basic or custom part that type needs. */
export function validateMapperConfig(raw: unknown): Json {
  if (!isObject(raw)) throw badRequest('Mapper config should be specified!');
  const type = oneOf(raw, 'type', OAUTH2_MAPPER_TYPES, 'Mapper config type');
  return {
    allowUserCreation: bool(raw, 'allowUserCreation'),
    activateUser: bool(raw, 'activateUser'),
    type,
    basic: type === 'CUSTOM' ? null : basicMapper(raw.basic, type),
    custom: type === 'CUSTOM' ? customMapper(raw.custom) : null,
  };
}

function scopeList(raw: Json): string[] {
  const scope = list(raw, 'scope');
  if (scope.length === 0) throw badRequest('Scope should be specified!');
  if (!scope.every((s) => typeof s === 'string' && s.trim() !== '')) throw badRequest('scope must be a list of non-blank strings');
  return scope as string[];
}

function platformList(raw: Json): string[] {
  const platforms = list(raw, 'platforms');
  for (const p of platforms) {
    if (typeof p !== 'string' || !(OAUTH2_PLATFORMS as readonly string[]).includes(p)) {
      throw badRequest(`Invalid platform: ${String(p)}. Allowed: ${OAUTH2_PLATFORMS.join(', ')}`);
    }
  }
  return [...new Set(platforms as string[])];
}

function registration(raw: unknown, previous: Json | undefined): Json {
  const r = objectAt(raw, 'clientRegistrations item');
  const mapperConfig = validateMapperConfig(r.mapperConfig);
  const isApple = mapperConfig.type === 'APPLE';
  return {
    id: previous && typeof previous.id === 'string' ? previous.id : randomUUID(),
    mapperConfig,
    clientId: text(r, 'clientId', 'Client ID'),
    clientSecret: text(r, 'clientSecret', 'Client secret'),
    authorizationUri: text(r, 'authorizationUri', 'Authorization URI'),
    accessTokenUri: text(r, 'accessTokenUri', 'Access token URI'),
    scope: scopeList(r),
    userInfoUri: text(r, 'userInfoUri', 'User info URI', !isApple),
    userNameAttributeName: text(r, 'userNameAttributeName', 'User name attribute name'),
    jwkSetUri: text(r, 'jwkSetUri', 'JWK set URI', false),
    clientAuthenticationMethod: oneOf(r, 'clientAuthenticationMethod', CLIENT_AUTH_METHODS, 'Client authentication method'),
    loginButtonLabel: text(r, 'loginButtonLabel', 'Login button label'),
    loginButtonIcon: text(r, 'loginButtonIcon', 'Login button icon', false),
    platforms: platformList(r),
    additionalInfo: r.additionalInfo ?? null,
  };
}

function domains(raw: Json): Json[] {
  const items = list(raw, 'domainInfos').map((d) => {
    const o = objectAt(d, 'domainInfos item');
    return { scheme: oneOf(o, 'scheme', OAUTH2_SCHEMES, 'Domain scheme'), name: text(o, 'name', 'Domain name')!.trim().toLowerCase() };
  });
  const seen = new Set<string>();
  for (const d of items) {
    const key = `${d.scheme}|${d.name}`;
    if (seen.has(key)) throw badRequest(`Domain ${d.name} with scheme ${d.scheme} is listed twice`);
    seen.add(key);
  }
  return items;
}

function mobiles(raw: Json): Json[] {
  return list(raw, 'mobileInfos').map((m) => {
    const o = objectAt(m, 'mobileInfos item');
    const appSecret = text(o, 'appSecret', 'Application secret')!;
    if (appSecret.length < 16) throw badRequest('Application secret must be at least 16 characters long');
    return { pkgName: text(o, 'pkgName', 'Package name'), appSecret };
  });
}

function registrationKey(r: Json): string {
  return `${String(r.clientId)}|${String(r.authorizationUri)}`;
}

/**
 * Validates an OAuth2Info body and answers the value to store; client registrations keep the
 * internal id they had in `previous` (matched by client id and authorization URI) so login URLs stay stable.
 */
export function validateOAuth2Info(body: unknown, previous: Json | undefined): Json {
  const info = objectAt(body, 'OAuth2 info');
  const enabled = bool(info, 'enabled');
  const oldRegs = new Map<string, Json>();
  for (const p of Array.isArray(previous?.oauth2ParamsInfos) ? previous.oauth2ParamsInfos : []) {
    for (const r of isObject(p) && Array.isArray(p.clientRegistrations) ? p.clientRegistrations : []) {
      if (isObject(r)) oldRegs.set(registrationKey(r), r);
    }
  }
  const params = list(info, 'oauth2ParamsInfos').map((p) => {
    const o = objectAt(p, 'oauth2ParamsInfos item');
    const domainInfos = domains(o);
    const mobileInfos = mobiles(o);
    if (domainInfos.length === 0 && mobileInfos.length === 0) throw badRequest('List of domain configuration should be specified!');
    const regs = list(o, 'clientRegistrations');
    if (regs.length === 0) throw badRequest('Client registrations should be specified!');
    const clientRegistrations = regs.map((r) => {
      const key = isObject(r) ? registrationKey({ clientId: r.clientId, authorizationUri: r.authorizationUri }) : '';
      return registration(r, oldRegs.get(key));
    });
    return { domainInfos, mobileInfos, clientRegistrations };
  });
  if (enabled && params.length === 0) throw badRequest('OAuth2 params infos should be specified when OAuth2 is enabled!');
  return { enabled, oauth2ParamsInfos: params };
}

/** The OAuth2Info wire shape of a stored value (internal registration ids removed). */
export function oauth2InfoJson(stored: Json | undefined): Json {
  if (!stored) return { enabled: false, oauth2ParamsInfos: [] };
  const params = Array.isArray(stored.oauth2ParamsInfos) ? stored.oauth2ParamsInfos : [];
  return {
    enabled: stored.enabled === true,
    oauth2ParamsInfos: params.filter(isObject).map((p) => ({
      domainInfos: p.domainInfos ?? [],
      mobileInfos: p.mobileInfos ?? [],
      clientRegistrations: (Array.isArray(p.clientRegistrations) ? p.clientRegistrations : []).filter(isObject).map((r) => {
        const { id: _id, ...rest } = r;
        return rest;
      }),
    })),
  };
}
