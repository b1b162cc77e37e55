import type { FastifyInstance, FastifyReply } from 'fastify';

// A Host header worth repeating in a policy: name or address with an optional port, nothing else.
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * Content-Security-Policy of the console's pages: scripts, styles and fonts only from the server
 * itself, requests to the server and its websocket, images also from data and blob URLs and from any
 * http(s) address (a map widget's tiles come from the URL its settings name), frames from the server,
 * blob and data URLs (sandboxed widget frames), no plugins, no foreign forms.
 */
export function consolePolicy(host: string | undefined): string {
  const sockets = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self' data:",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' data: blob:",
    `connect-src 'self'${sockets}`,
    "frame-src 'self' blob: data:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Tells browsers to take an answer's content type as given. */
export function noSniff(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
}

/** Adds `X-Content-Type-Options: nosniff` to every answer and the console policy to every HTML page that has no policy of its own. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    noSniff(reply);
    const type = reply.getHeader('content-type');
    // A page that set a policy of its own (the custom widget frame's document) keeps it.
    if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('Content-Security-Policy')) {
      reply.header('Content-Security-Policy', consolePolicy(request.headers.host));
    }
    return payload;
  });
}
