// `npm run gen:types`: writes sdk/generated/schema.d.ts from openapi/thingsboard.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SPEC_FILE, TYPES_FILE, generateTypes, readJson } from './lib.mjs';

const text = await generateTypes(readJson(SPEC_FILE));
mkdirSync(dirname(TYPES_FILE), { recursive: true });
writeFileSync(TYPES_FILE, text);
console.log(`wrote ${TYPES_FILE} (${text.length} characters)`);
