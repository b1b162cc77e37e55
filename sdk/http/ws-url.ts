/** Path of the realtime telemetry websocket. */
export const WS_TELEMETRY_PATH = '/api/ws/plugins/telemetry';

/**
 * The realtime websocket URL (without token) for a client base URL: `ws:` or `wss:` and always an
 * explicit port (80 or 443 when the address has none). A relative base URL resolves against `origin`.
 */
export function websocketUrlFor(baseUrl: string, origin?: string): string {
  const base = new URL(baseUrl || '/', origin ?? 'http://localhost');
  const secure = base.protocol === 'https:' || base.protocol === 'wss:';
  const port = base.port || (secure ? '443' : '80');
  const prefix = base.pathname.replace(/\/+$/, '');
  return `${secure ? 'wss' : 'ws'}://${base.hostname}:${port}${prefix}${WS_TELEMETRY_PATH}`;
}
