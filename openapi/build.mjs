// `npm run gen:openapi`: writes openapi/thingsboard.json from the endpoint list, the upstream file and the overlay.
import { writeFileSync } from 'node:fs';
import { SPEC_FILE, buildSpec, loadInputs, readUpstream, serializeSpec } from './lib.mjs';

const { file, spec: upstream } = readUpstream();
if (!upstream) {
  console.error(`upstream OpenAPI file not found: ${file} (set TB_UPSTREAM_OPENAPI)`);
  process.exit(1);
}
const { rows, overlay } = loadInputs();
const { spec, overlayOnly, groups } = buildSpec({ rows, upstream, overlay });
writeFileSync(SPEC_FILE, serializeSpec(spec));
console.log(`wrote ${SPEC_FILE}: ${groups.length} operations (${overlayOnly.length} described by the overlay only), ${Object.keys(spec.components.schemas).length} schemas`);
