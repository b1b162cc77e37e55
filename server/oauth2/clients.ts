import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { getSetting } from '../settings/store.js';

/** A login button of the sign-in page. */
export interface OAuth2ClientInfo {
  name: string;
  icon: string | null;
  url: string;
}

type Json = Record<string, unknown>;

const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter((x): x is Json => !!x && typeof x === 'object') : []);

function registrationId(reg: Json, index: number): string {
  const id = reg.id;
  if (typeof id === 'string') return id;
  if (id && typeof id === 'object' && typeof (id as Json).id === 'string') return (id as Json).id as string;
  return typeof reg.clientId === 'string' ? reg.clientId : String(index);
}

function domainMatches(params: Json, request: FastifyRequest, pkgName: string | undefined): boolean {
  if (pkgName) return list(params.mobileInfos).some((m) => m.pkgName === pkgName);
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  return list(params.domainInfos).some((d) => {
    const schemeOk = d.scheme === 'MIXED' || String(d.scheme ?? '').toLowerCase() === request.protocol;
    return schemeOk && String(d.name ?? '').toLowerCase() === host;
  });
}

/**
 * The OAuth2 login buttons for the domain (or mobile package) and platform of a request, read
 * from the stored `oauth2` settings; empty when OAuth2 is not configured or not enabled.
 */
export async function oauth2ClientsOf(q: Queryable, request: FastifyRequest, platform?: string, pkgName?: string): Promise<OAuth2ClientInfo[]> {
  const info = await getSetting<Json>(q, 'oauth2');
  if (!info || info.enabled !== true) return [];
  const out: OAuth2ClientInfo[] = [];
  for (const params of list(info.oauth2ParamsInfos)) {
    if (!domainMatches(params, request, pkgName)) continue;
    list(params.clientRegistrations).forEach((reg, i) => {
      const platforms = Array.isArray(reg.platforms) ? reg.platforms : [];
      if (platform && platforms.length > 0 && !platforms.includes(platform)) return;
      out.push({
        name: String(reg.loginButtonLabel ?? ''),
        icon: typeof reg.loginButtonIcon === 'string' ? reg.loginButtonIcon : null,
        url: `/oauth2/authorization/${registrationId(reg, i)}`,
      });
    });
  }
  return out;
}
