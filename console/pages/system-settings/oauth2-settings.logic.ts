import { errorsOf, flagOf, isHttpUrl, oneOf, REQUIRED, requiredError, textOf, type FieldError, type FormErrors } from './settings-form.logic.js';

/** Domain schemes of an OAuth2 domain. */
export const OAUTH2_SCHEMES = ['HTTP', 'HTTPS', 'MIXED'] as const;
/** How a client authenticates at the token endpoint. */
export const CLIENT_AUTH_METHODS = ['BASIC', 'POST'] as const;
/** How the tenant of a new user is named by the basic mapper. */
export const TENANT_NAME_STRATEGIES = ['DOMAIN', 'EMAIL', 'CUSTOM'] as const;
/** Platforms a client serves (none chosen: all). */
export const OAUTH2_PLATFORMS = ['WEB', 'ANDROID', 'IOS'] as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const listOf = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** One domain a group of clients serves. */
export interface DomainRow {
  scheme: (typeof OAUTH2_SCHEMES)[number];
  name: string;
}

/** The fields of one client registration, as typed; a mapper other than BASIC is kept as stored. */
export interface ClientForm {
  loginButtonLabel: string;
  loginButtonIcon: string;
  clientId: string;
  clientSecret: string;
  authorizationUri: string;
  accessTokenUri: string;
  userInfoUri: string;
  jwkSetUri: string;
  /** Scopes separated by spaces or commas. */
  scope: string;
  userNameAttributeName: string;
  clientAuthenticationMethod: (typeof CLIENT_AUTH_METHODS)[number];
  platforms: string[];
  allowUserCreation: boolean;
  activateUser: boolean;
  /** The stored mapper type; only BASIC is edited here. */
  mapperType: string;
  emailAttributeKey: string;
  firstNameAttributeKey: string;
  lastNameAttributeKey: string;
  tenantNameStrategy: (typeof TENANT_NAME_STRATEGIES)[number];
  tenantNamePattern: string;
  customerNamePattern: string;
  defaultDashboardName: string;
  alwaysFullScreen: boolean;
}

/** A client in the form: its fields and the registration it was loaded from (fields the form does not edit stay). */
export interface ClientRow {
  form: ClientForm;
  original: Json | null;
}

/** One group of domains (and mobile applications, kept as stored) with the clients offered there. */
export interface GroupForm {
  domains: DomainRow[];
  mobileInfos: Json[];
  clients: ClientRow[];
}

/** The OAuth2 settings form. */
export interface OAuth2Form {
  enabled: boolean;
  groups: GroupForm[];
}

/** A new client: the basic mapper reading `email`, tenants named by the e-mail's domain, new users created and activated. */
export const NEW_CLIENT: ClientForm = {
  loginButtonLabel: '', loginButtonIcon: '', clientId: '', clientSecret: '', authorizationUri: '', accessTokenUri: '', userInfoUri: '', jwkSetUri: '',
  scope: 'openid email profile', userNameAttributeName: 'email', clientAuthenticationMethod: 'POST', platforms: [], allowUserCreation: true, activateUser: true,
  mapperType: 'BASIC', emailAttributeKey: 'email', firstNameAttributeKey: '', lastNameAttributeKey: '', tenantNameStrategy: 'DOMAIN', tenantNamePattern: '',
  customerNamePattern: '', defaultDashboardName: '', alwaysFullScreen: false,
};

/** The form of a stored client registration. */
export function clientFormOf(r: Json): ClientForm {
  const mapper = isObject(r.mapperConfig) ? r.mapperConfig : {};
  const basic = isObject(mapper.basic) ? mapper.basic : {};
  return {
    loginButtonLabel: textOf(r.loginButtonLabel),
    loginButtonIcon: textOf(r.loginButtonIcon),
    clientId: textOf(r.clientId),
    clientSecret: textOf(r.clientSecret),
    authorizationUri: textOf(r.authorizationUri),
    accessTokenUri: textOf(r.accessTokenUri),
    userInfoUri: textOf(r.userInfoUri),
    jwkSetUri: textOf(r.jwkSetUri),
    scope: Array.isArray(r.scope) ? r.scope.filter((s) => typeof s === 'string').join(' ') : '',
    userNameAttributeName: textOf(r.userNameAttributeName),
    clientAuthenticationMethod: oneOf(r.clientAuthenticationMethod, CLIENT_AUTH_METHODS, 'POST'),
    platforms: Array.isArray(r.platforms) ? r.platforms.filter((p): p is string => typeof p === 'string') : [],
    allowUserCreation: flagOf(mapper.allowUserCreation),
    activateUser: flagOf(mapper.activateUser),
    mapperType: textOf(mapper.type) || 'BASIC',
    emailAttributeKey: textOf(basic.emailAttributeKey),
    firstNameAttributeKey: textOf(basic.firstNameAttributeKey),
    lastNameAttributeKey: textOf(basic.lastNameAttributeKey),
    tenantNameStrategy: oneOf(basic.tenantNameStrategy, TENANT_NAME_STRATEGIES, 'DOMAIN'),
    tenantNamePattern: textOf(basic.tenantNamePattern),
    customerNamePattern: textOf(basic.customerNamePattern),
    defaultDashboardName: textOf(basic.defaultDashboardName),
    alwaysFullScreen: flagOf(basic.alwaysFullScreen),
  };
}

/** The form showing `GET /api/oauth2/config`. */
export function oauth2FormOf(json: Json | undefined): OAuth2Form {
  return {
    enabled: flagOf(json?.enabled),
    groups: listOf(json?.oauth2ParamsInfos).map((p) => ({
      domains: listOf(p.domainInfos).map((d) => ({ scheme: oneOf(d.scheme, OAUTH2_SCHEMES, 'HTTPS'), name: textOf(d.name) })),
      mobileInfos: listOf(p.mobileInfos),
      clients: listOf(p.clientRegistrations).map((r) => ({ form: clientFormOf(r), original: r })),
    })),
  };
}

/** The scopes of the scope text: split at spaces and commas, blanks and repeats dropped. */
export const scopesOf = (text: string): string[] => [...new Set(text.split(/[\s,]+/).filter(Boolean))];

const uriError = (text: string, required: boolean): FieldError | null => {
  if (text.trim() === '') return required ? REQUIRED : null;
  return isHttpUrl(text) ? null : { key: 'syssettings:error.url' };
};

/**
 * A client's problems, as the server checks them: client ID and secret, the authorization and token URIs, the
 * user info URI (not for APPLE), the user name attribute, a login button label and at least one scope are
 * required; URIs are http(s) addresses. The basic mapper needs the e-mail attribute, and a tenant name pattern
 * when the tenant is named by a CUSTOM pattern.
 */
export function clientErrors(form: ClientForm): FormErrors<ClientForm> {
  const basic = form.mapperType === 'BASIC';
  return errorsOf<ClientForm>([
    ['loginButtonLabel', requiredError(form.loginButtonLabel)],
    ['clientId', requiredError(form.clientId)],
    ['clientSecret', requiredError(form.clientSecret)],
    ['authorizationUri', uriError(form.authorizationUri, true)],
    ['accessTokenUri', uriError(form.accessTokenUri, true)],
    ['userInfoUri', uriError(form.userInfoUri, form.mapperType !== 'APPLE')],
    ['jwkSetUri', uriError(form.jwkSetUri, false)],
    ['scope', scopesOf(form.scope).length === 0 && REQUIRED],
    ['userNameAttributeName', requiredError(form.userNameAttributeName)],
    ['emailAttributeKey', basic && requiredError(form.emailAttributeKey)],
    ['tenantNamePattern', basic && form.tenantNameStrategy === 'CUSTOM' && requiredError(form.tenantNamePattern)],
  ]);
}

const HOST = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** A domain's problem: a host name (no scheme, path or port) is required, listed once with its scheme per group. */
export function domainError(domains: readonly DomainRow[], index: number): FieldError | null {
  const row = domains[index]!;
  const name = row.name.trim().toLowerCase();
  if (name === '') return REQUIRED;
  if (!HOST.test(name)) return { key: 'syssettings:error.domain' };
  const first = domains.findIndex((d) => d.scheme === row.scheme && d.name.trim().toLowerCase() === name);
  return first !== index ? { key: 'syssettings:error.domain-repeated' } : null;
}

/** A group's own problem: it needs a domain (or a mobile application) and a client. */
export function groupError(group: GroupForm): FieldError | null {
  if (group.domains.length === 0 && group.mobileInfos.length === 0) return { key: 'syssettings:error.no-domains' };
  if (group.clients.length === 0) return { key: 'syssettings:error.no-clients' };
  return null;
}

/** The form's problems: enabled OAuth2 needs a group; every group and domain must be valid. */
export function oauth2Errors(form: OAuth2Form): FormErrors<OAuth2Form> {
  const groupsBad = form.groups.some((g) => groupError(g) || g.domains.some((_d, i) => domainError(g.domains, i)) || g.clients.some((c) => Object.keys(clientErrors(c.form)).length > 0));
  return errorsOf<OAuth2Form>([
    ['enabled', form.enabled && form.groups.length === 0 && { key: 'syssettings:error.no-groups' }],
    ['groups', groupsBad && { key: 'syssettings:page.invalid' }],
  ]);
}

const optional = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The client registration JSON of a client row: the stored fields the form does not edit kept. */
export function clientJson(row: ClientRow): Json {
  const f = row.form;
  const original = row.original ?? {};
  const storedMapper = isObject(original.mapperConfig) ? original.mapperConfig : {};
  const mapperConfig =
    f.mapperType === 'BASIC'
      ? {
          allowUserCreation: f.allowUserCreation,
          activateUser: f.activateUser,
          type: 'BASIC',
          basic: {
            emailAttributeKey: f.emailAttributeKey.trim(),
            firstNameAttributeKey: optional(f.firstNameAttributeKey),
            lastNameAttributeKey: optional(f.lastNameAttributeKey),
            tenantNameStrategy: f.tenantNameStrategy,
            tenantNamePattern: f.tenantNameStrategy === 'CUSTOM' ? f.tenantNamePattern.trim() : null,
            customerNamePattern: optional(f.customerNamePattern),
            defaultDashboardName: optional(f.defaultDashboardName),
            alwaysFullScreen: f.alwaysFullScreen,
          },
          custom: null,
        }
      : { ...storedMapper, allowUserCreation: f.allowUserCreation, activateUser: f.activateUser };
  return {
    ...original,
    mapperConfig,
    clientId: f.clientId.trim(),
    clientSecret: f.clientSecret.trim(),
    authorizationUri: f.authorizationUri.trim(),
    accessTokenUri: f.accessTokenUri.trim(),
    scope: scopesOf(f.scope),
    userInfoUri: optional(f.userInfoUri),
    userNameAttributeName: f.userNameAttributeName.trim(),
    jwkSetUri: optional(f.jwkSetUri),
    clientAuthenticationMethod: f.clientAuthenticationMethod,
    loginButtonLabel: f.loginButtonLabel.trim(),
    loginButtonIcon: optional(f.loginButtonIcon),
    platforms: f.platforms,
    additionalInfo: original.additionalInfo ?? null,
  };
}

/** The `POST /api/oauth2/config` body. */
export function oauth2Body(form: OAuth2Form): Json {
  return {
    enabled: form.enabled,
    oauth2ParamsInfos: form.groups.map((g) => ({
      domainInfos: g.domains.map((d) => ({ scheme: d.scheme, name: d.name.trim().toLowerCase() })),
      mobileInfos: g.mobileInfos,
      clientRegistrations: g.clients.map(clientJson),
    })),
  };
}

/** A new group: one HTTPS domain to fill in and no clients yet. */
export const newGroup = (): GroupForm => ({ domains: [{ scheme: 'HTTPS', name: '' }], mobileInfos: [], clients: [] });
