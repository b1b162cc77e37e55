// Where the OpenAPI inputs and outputs live.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `openapi/` folder. */
export const OPENAPI_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
/** The repository root. */
export const REPO_ROOT = dirname(OPENAPI_DIR);
/** The committed 3.4.1 endpoint list. */
export const TSV_FILE = join(OPENAPI_DIR, 'tb341-endpoints.tsv');
/** The hand-written overlay. */
export const OVERLAY_FILE = join(OPENAPI_DIR, 'overlay.json');
/** The generated OpenAPI document. */
export const SPEC_FILE = join(OPENAPI_DIR, 'thingsboard.json');
/** The generated TypeScript types. */
export const TYPES_FILE = join(REPO_ROOT, 'sdk', 'generated', 'schema.d.ts');

/** The upstream CE 4.3 document: `TB_UPSTREAM_OPENAPI`, else the shared reference copy. */
export function upstreamFile(env = process.env) {
  return resolve(REPO_ROOT, env.TB_UPSTREAM_OPENAPI || '../shared/reference/thingsboard-ce-4.3-openapi.json');
}

/** Reads and parses a JSON file. */
export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Reads the upstream document, or returns undefined when it is not on this machine. */
export function readUpstream(env = process.env) {
  const file = upstreamFile(env);
  return existsSync(file) ? { file, spec: readJson(file) } : { file, spec: undefined };
}
