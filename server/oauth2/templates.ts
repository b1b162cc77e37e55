import type { ApiSchema } from '../../sdk/api-schema.js';
import type { Queryable } from '../db/db.js';
import { badRequest, notFound } from '../http/errors.js';
import { CLIENT_AUTH_METHODS, validateMapperConfig } from './config.js';
import { newId } from '../db/ids.js';
import { invalidUuid } from '../http/validate.js';

type Json = Record<string, unknown>;

interface TemplateRow {
  id: string;
  created_time: number;
  provider_id: string;
  template: Json;
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

function optionalText(body: Json, field: string): string | null {
  const v = body[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw badRequest(`${field} must be a string`);
  return v;
}

/** Maps a stored template to the OAuth2ClientRegistrationTemplate JSON (`name` repeats the provider id). */
export function templateJson(row: TemplateRow): ApiSchema<'OAuth2ClientRegistrationTemplate'> {
  return {
    id: { id: row.id },
    createdTime: row.created_time,
    ...row.template,
    providerId: row.provider_id,
    name: row.provider_id,
  };
}

/** Validates a template body: provider id required, mapper config as for client registrations. */
export function validateTemplate(body: unknown): { providerId: string; template: Json } {
  if (!isObject(body)) throw badRequest('Request body must be a JSON object');
  const providerId = optionalText(body, 'providerId');
  if (!providerId || providerId.trim() === '') throw badRequest('Provider ID should be specified!');
  const scope = body.scope ?? [];
  if (!Array.isArray(scope) || !scope.every((s) => typeof s === 'string')) throw badRequest('scope must be a list of strings');
  const method = optionalText(body, 'clientAuthenticationMethod');
  if (method !== null && !(CLIENT_AUTH_METHODS as readonly string[]).includes(method)) {
    throw badRequest(`Invalid clientAuthenticationMethod: ${method}. Allowed: ${CLIENT_AUTH_METHODS.join(', ')}`);
  }
  const template: Json = {
    additionalInfo: body.additionalInfo ?? null,
    mapperConfig: body.mapperConfig === undefined || body.mapperConfig === null ? null : validateMapperConfig(body.mapperConfig),
    authorizationUri: optionalText(body, 'authorizationUri'),
    accessTokenUri: optionalText(body, 'accessTokenUri'),
    scope,
    userInfoUri: optionalText(body, 'userInfoUri'),
    userNameAttributeName: optionalText(body, 'userNameAttributeName'),
    jwkSetUri: optionalText(body, 'jwkSetUri'),
    clientAuthenticationMethod: method,
    comment: optionalText(body, 'comment'),
    loginButtonIcon: optionalText(body, 'loginButtonIcon'),
    loginButtonLabel: optionalText(body, 'loginButtonLabel'),
    helpLink: optionalText(body, 'helpLink'),
  };
  return { providerId: providerId.trim(), template };
}

/** Every template, ordered by provider id. */
export async function listTemplates(q: Queryable): Promise<Json[]> {
  const rows = await q.query<TemplateRow>('SELECT * FROM oauth2_client_registration_template ORDER BY provider_id, id');
  return rows.map(templateJson);
}

/** Creates a template, or updates the one named by `id`; 400 when the provider id is taken by another. */
export async function saveTemplate(q: Queryable, body: Json, now: number): Promise<Json> {
  const { providerId, template } = validateTemplate(body);
  const rawId = isObject(body.id) ? body.id.id : undefined;
  const clash = await q.one<{ id: string }>('SELECT id FROM oauth2_client_registration_template WHERE provider_id = $1', [providerId]);
  if (rawId !== undefined && rawId !== null) {
    if (typeof rawId !== 'string' || !/^[0-9a-f-]{36}$/i.test(rawId)) throw invalidUuid(rawId);
    if (clash && clash.id !== rawId.toLowerCase()) throw badRequest(`Client registration template with provider ID '${providerId}' already exists!`);
    const row = await q.one<TemplateRow>(
      'UPDATE oauth2_client_registration_template SET provider_id = $2, template = $3 WHERE id = $1 RETURNING *',
      [rawId.toLowerCase(), providerId, JSON.stringify(template)]);
    if (!row) throw notFound();
    return templateJson(row);
  }
  if (clash) throw badRequest(`Client registration template with provider ID '${providerId}' already exists!`);
  const row = await q.one<TemplateRow>(
    'INSERT INTO oauth2_client_registration_template (id, created_time, provider_id, template) VALUES ($1,$2,$3,$4) RETURNING *',
    [newId(), now, providerId, JSON.stringify(template)]);
  return templateJson(row!);
}

/** Deletes a template; 404 when it does not exist. */
export async function deleteTemplate(q: Queryable, id: string): Promise<void> {
  const rows = await q.query('DELETE FROM oauth2_client_registration_template WHERE id = $1 RETURNING id', [id]);
  if (rows.length === 0) throw notFound();
}

const basic = (email: string, first: string | null, last: string | null) => ({
  emailAttributeKey: email, firstNameAttributeKey: first, lastNameAttributeKey: last, tenantNameStrategy: 'DOMAIN',
  tenantNamePattern: null, customerNamePattern: null, defaultDashboardName: null, alwaysFullScreen: false,
});

const mapper = (type: string, b: Json) => ({ allowUserCreation: true, activateUser: false, type, basic: b, custom: null });

/** Provider templates installed with the server: the public endpoints of Google, GitHub, Facebook and Apple. */
export const DEFAULT_TEMPLATES: Array<{ providerId: string } & Json> = [
  {
    providerId: 'Google', mapperConfig: mapper('BASIC', basic('email', 'given_name', 'family_name')),
    authorizationUri: 'https://accounts.google.com/o/oauth2/v2/auth', accessTokenUri: 'https://oauth2.googleapis.com/token',
    scope: ['email', 'openid', 'profile'], userInfoUri: 'https://openidconnect.googleapis.com/v1/userinfo',
    userNameAttributeName: 'email', jwkSetUri: 'https://www.googleapis.com/oauth2/v3/certs', clientAuthenticationMethod: 'BASIC',
    comment: null, loginButtonIcon: 'google-logo', loginButtonLabel: 'Google',
    helpLink: 'https://developers.google.com/identity/protocols/oauth2/openid-connect',
  },
  {
    providerId: 'Github', mapperConfig: mapper('GITHUB', basic('email', 'name', null)),
    authorizationUri: 'https://github.com/login/oauth/authorize', accessTokenUri: 'https://github.com/login/oauth/access_token',
    scope: ['read:user', 'user:email'], userInfoUri: 'https://api.github.com/user', userNameAttributeName: 'login', jwkSetUri: null,
    clientAuthenticationMethod: 'BASIC', comment: 'The e-mail address is read from the user e-mails endpoint',
    loginButtonIcon: 'github-logo', loginButtonLabel: 'Github',
    helpLink: 'https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/creating-an-oauth-app',
  },
  {
    providerId: 'Facebook', mapperConfig: mapper('BASIC', basic('email', 'first_name', 'last_name')),
    authorizationUri: 'https://www.facebook.com/v2.8/dialog/oauth', accessTokenUri: 'https://graph.facebook.com/v2.8/oauth/access_token',
    scope: ['email', 'public_profile'], userInfoUri: 'https://graph.facebook.com/me?fields=id,name,first_name,last_name,email',
    userNameAttributeName: 'email', jwkSetUri: null, clientAuthenticationMethod: 'BASIC', comment: null,
    loginButtonIcon: 'facebook-logo', loginButtonLabel: 'Facebook',
    helpLink: 'https://developers.facebook.com/docs/facebook-login/web',
  },
  {
    providerId: 'Apple', mapperConfig: mapper('APPLE', basic('email', 'firstName', 'lastName')),
    authorizationUri: 'https://appleid.apple.com/auth/authorize?response_mode=form_post', accessTokenUri: 'https://appleid.apple.com/auth/token',
    scope: ['email', 'openid', 'name'], userInfoUri: null, userNameAttributeName: 'email', jwkSetUri: 'https://appleid.apple.com/auth/keys',
    clientAuthenticationMethod: 'POST', comment: null, loginButtonIcon: 'apple-logo', loginButtonLabel: 'Apple',
    helpLink: 'https://developer.apple.com/sign-in-with-apple/get-started/',
  },
];
