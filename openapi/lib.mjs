// Shared logic of the OpenAPI build, type generation and drift check.
import { readFileSync } from 'node:fs';
import { OVERLAY_FILE, TSV_FILE, readJson } from './lib/paths.mjs';
import { parseEndpointTsv } from './lib/tsv.mjs';

export * from './lib/paths.mjs';
export * from './lib/tsv.mjs';
export { buildSpec, serializeSpec, assignOperationIds, SPEC_INFO } from './lib/build-spec.mjs';
export { generateTypes, TYPES_HEADER } from './lib/types.mjs';
export { checkAll, checkEndpoints, checkTypes, checkOwnText, checkRebuild } from './lib/check.mjs';

/** Loads the committed endpoint list and overlay. */
export function loadInputs() {
  return { rows: parseEndpointTsv(readFileSync(TSV_FILE, 'utf8')), overlay: readJson(OVERLAY_FILE) };
}
