import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerContext } from '../context.js';
import { DEMO } from '../demo/ids.js';
import { errorBody, ERROR_CODE, NOT_FOUND_MESSAGE } from '../http/errors.js';

/** The example pages, their stylesheets and scripts: `examples/<name>.<html|css|js>`. */
const EXAMPLES_DIR = fileURLToPath(new URL('../../examples', import.meta.url));
/** Example files by name: lower-case words and dashes, one known extension (no paths). */
const EXAMPLE_FILE = /^[a-z0-9-]+\.(html|css|js)$/;
/** Built kit files: `dist/elements/<name>.js` and `dist/chunks/<name>.js` (names may hold dots, never a slash) with their source maps. */
const KIT_FILE = /^(elements|chunks)\/[A-Za-z0-9_][A-Za-z0-9_.-]*\.js(\.map)?$/;

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8', css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8', map: 'application/json; charset=utf-8',
};

/** What the example pages show: the demo public customer, its first dashboard, and a chart and a value widget of it. */
export interface ExampleDemo {
  publicId: string;
  dashboardId: string;
  chartWidgetId: string;
  valueWidgetId: string;
}

/** Widget ids of a stored dashboard configuration: the first of each type alias. */
function firstWidget(configuration: unknown, typeAliases: readonly string[]): string {
  const widgets = (configuration as { widgets?: Record<string, { typeAlias?: string }> } | null)?.widgets ?? {};
  for (const alias of typeAliases) {
    const found = Object.entries(widgets).find(([, w]) => w.typeAlias === alias);
    if (found) return found[0];
  }
  return '';
}

/** The demo dashboard public customers may open (the oldest one assigned to the demo public customer); blanks when there is none. */
export async function exampleDemo(ctx: ServerContext): Promise<ExampleDemo> {
  const rows = await ctx.db.query<{ id: string; configuration: unknown }>(
    `SELECT d.id, d.configuration FROM dashboard d JOIN relation r ON r.to_id = d.id AND r.to_type = 'DASHBOARD'
     WHERE r.from_id = $1 AND r.from_type = 'CUSTOMER' AND r.relation_type_group = 'DASHBOARD' ORDER BY d.created_time LIMIT 1`,
    [DEMO.publicCustomerId]);
  const row = rows[0];
  return {
    publicId: DEMO.publicCustomerId,
    dashboardId: row?.id ?? '',
    chartWidgetId: row ? firstWidget(row.configuration, ['basic_timeseries', 'state_chart']) : '',
    valueWidgetId: row ? firstWidget(row.configuration, ['digital_value', 'simple_card', 'radial_gauge']) : '',
  };
}

/** An example page with the demo's ids written in for its `{{publicId}}`-style placeholders. */
export function fillExample(html: string, demo: ExampleDemo): string {
  return html.replace(/\{\{(publicId|dashboardId|chartWidgetId|valueWidgetId)\}\}/g, (_, name: keyof ExampleDemo) => demo[name]);
}

function notFound(reply: FastifyReply) {
  return reply.status(404).type('application/json; charset=utf-8').send(errorBody(404, NOT_FOUND_MESSAGE, ERROR_CODE.ITEM_NOT_FOUND));
}

/**
 * Serves the embedding examples at `/examples/<name>.html` (with their `.css` and `.js`) and the built
 * element kit they load at `/kit/elements/*.js` and `/kit/chunks/*.js`, from the same origin so that
 * the console's content policy holds.
 */
export default async function exampleRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const distDir = resolve(ctx.config.consoleDir, '..');
  app.get<{ Params: { file: string } }>('/examples/:file', async (request, reply) => {
    const { file } = request.params;
    const path = join(EXAMPLES_DIR, file);
    if (!EXAMPLE_FILE.test(file) || !existsSync(path)) return notFound(reply);
    const ext = file.slice(file.lastIndexOf('.') + 1);
    reply.header('Cache-Control', 'no-cache').type(TYPES[ext]!);
    if (ext !== 'html') return reply.send(readFileSync(path));
    return reply.send(fillExample(await readFile(path, 'utf8'), await exampleDemo(ctx)));
  });
  app.get<{ Params: { '*': string } }>('/kit/*', async (request, reply) => {
    const file = request.params['*'];
    const path = join(distDir, file);
    if (!KIT_FILE.test(file) || !existsSync(path)) return notFound(reply);
    reply.header('Cache-Control', 'no-cache').type(TYPES[file.endsWith('.map') ? 'map' : 'js']!);
    return reply.send(await readFile(path));
  });
}
