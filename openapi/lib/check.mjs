// Drift checks between the endpoint list, the overlay, the committed document and the committed types.
import { existsSync, readFileSync } from 'node:fs';
import { buildSpec, serializeSpec } from './build-spec.mjs';
import { OVERLAY_FILE, SPEC_FILE, TSV_FILE, TYPES_FILE, readJson, readUpstream } from './paths.mjs';
import { openApiPath, parseEndpointTsv, parseQueryParams } from './tsv.mjs';
import { generateTypes } from './types.mjs';

const PROSE_KEYS = new Set(['description', 'summary']);
const EXAMPLE_KEYS = new Set(['example', 'examples']);

/** (a) Every row of the endpoint list is an operation of the document, with its query parameters. */
export function checkEndpoints(rows, spec) {
  const problems = [];
  for (const row of rows) {
    const path = openApiPath(row.path);
    const op = spec.paths?.[path]?.[row.method.toLowerCase()];
    if (!op) {
      problems.push(`${row.method} ${path} (${row.java_method}) is missing from thingsboard.json`);
      continue;
    }
    const names = new Set((op.parameters ?? []).map((p) => p.name));
    for (const param of parseQueryParams(row.query_params)) {
      if (!names.has(param.name)) problems.push(`${row.method} ${path} lacks query parameter ${param.name}`);
    }
  }
  return problems;
}

/** Walks a JSON tree, calling visit(key, value, parentKey) for every object entry. */
function walk(node, visit, parentKey = '') {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit, parentKey);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      visit(key, value, parentKey);
      walk(value, visit, key);
    }
  }
}

/** Prose strings the overlay itself contains (descriptions and summaries). */
function ownProse(overlay) {
  const texts = new Set();
  walk(overlay, (key, value) => {
    if (typeof value === 'string') texts.add(value);
  });
  return texts;
}

/** (c) Every description or summary in the document was written in the overlay; no examples remain. */
export function checkOwnText(spec, overlay) {
  const own = ownProse(overlay);
  const problems = [];
  walk(spec, (key, value, parentKey) => {
    if (parentKey === 'properties') return;
    if (PROSE_KEYS.has(key) && typeof value === 'string' && !own.has(value)) {
      problems.push(`${key} not written in the overlay: ${JSON.stringify(value.slice(0, 80))}`);
    }
    if (EXAMPLE_KEYS.has(key)) problems.push(`example text left in the document (${key})`);
  });
  return [...new Set(problems)];
}

/** (b) Regenerating the types from the committed document gives the committed schema.d.ts. */
export async function checkTypes(spec, committedTypes) {
  if (committedTypes === undefined) return ['sdk/generated/schema.d.ts is missing: run `npm run gen:types`'];
  const fresh = await generateTypes(spec);
  return fresh === committedTypes ? [] : ['sdk/generated/schema.d.ts differs from what `npm run gen:types` produces'];
}

/** (d) Rebuilding the document from its inputs gives the committed thingsboard.json. */
export function checkRebuild(inputs, committedSpecText) {
  const { spec } = buildSpec(inputs);
  return serializeSpec(spec) === committedSpecText
    ? []
    : ['openapi/thingsboard.json differs from what `npm run gen:openapi` produces'];
}

/** Runs every check on the committed files; returns the problems and informational notes. */
export async function checkAll(env = process.env) {
  const notes = [];
  const rows = parseEndpointTsv(readFileSync(TSV_FILE, 'utf8'));
  const overlay = readJson(OVERLAY_FILE);
  if (!existsSync(SPEC_FILE)) return { problems: ['openapi/thingsboard.json is missing: run `npm run gen:openapi`'], notes };
  const specText = readFileSync(SPEC_FILE, 'utf8');
  const spec = JSON.parse(specText);
  const types = existsSync(TYPES_FILE) ? readFileSync(TYPES_FILE, 'utf8') : undefined;
  const problems = [...checkEndpoints(rows, spec), ...checkOwnText(spec, overlay), ...(await checkTypes(spec, types))];
  const upstream = readUpstream(env);
  if (upstream.spec) problems.push(...checkRebuild({ rows, upstream: upstream.spec, overlay }, specText));
  else notes.push(`upstream file ${upstream.file} not found: rebuild check skipped`);
  return { problems, notes };
}
