import type { FastifyRequest } from 'fastify';

/** Where a sign-in came from, as recorded in LOGIN audit records. */
export interface ClientInfo {
  clientAddress: string;
  browser: string;
  os: string;
  device: string;
}

const BROWSERS: Array<[string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /Firefox\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
  ['Node', /node(?:-fetch)?\/?([\d.]*)/i],
];

const SYSTEMS: Array<[string, RegExp]> = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['Mac OS X', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

/** Reads the client address, browser, operating system and device kind of a request. */
export function clientInfoOf(request: FastifyRequest): ClientInfo {
  const ua = String(request.headers['user-agent'] ?? '');
  const browser = BROWSERS.find(([, re]) => re.test(ua));
  const version = browser ? ua.match(browser[1])?.[1] : undefined;
  const os = SYSTEMS.find(([, re]) => re.test(ua))?.[0] ?? 'Unknown';
  return {
    clientAddress: request.ip,
    browser: browser ? `${browser[0]}${version ? ' ' + version : ''}` : 'Unknown',
    os,
    device: /Mobile|Android|iPhone|iPad/.test(ua) ? 'Mobile' : 'Computer',
  };
}
