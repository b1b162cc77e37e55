import type { FastifyInstance } from 'fastify';
import { FRAME_POLICY, SANDBOX_PAGE } from '../../elements/dashboard/widgets/custom/sandbox-source.js';

/** Address of the document custom widget frames load (console-core: custom widgets run in a sandboxed frame). */
export const WIDGET_SANDBOX_PATH = '/widget-sandbox.html';

/**
 * Serves the custom widget frame's document under its own policy (inline scripts allowed, no requests), so the
 * console can keep `script-src 'self'` for itself: a `srcdoc` frame would inherit the console's policy and not start.
 * Frames load it with `sandbox="allow-scripts"` only, so it runs at an opaque origin whatever address serves it.
 */
export default async function widgetSandboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(WIDGET_SANDBOX_PATH, async (_request, reply) =>
    reply.header('Content-Security-Policy', FRAME_POLICY).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(SANDBOX_PAGE));
}
