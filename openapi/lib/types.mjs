// Generating sdk/generated/schema.d.ts from the OpenAPI document with openapi-typescript.
import openapiTS, { astToString } from 'openapi-typescript';

/** The do-not-edit header written at the top of the generated types. */
export const TYPES_HEADER = [
  '/**',
  ' * Generated from openapi/thingsboard.json by `npm run gen:types`. Do not edit by hand:',
  ' * change openapi/overlay.json, run `npm run gen:openapi` and `npm run gen:types`.',
  ' */',
  '',
].join('\n');

/** Options passed to openapi-typescript; free-form objects and ids become usable `unknown` maps. */
export const TYPES_OPTIONS = {
  emptyObjectsUnknown: true,
  silent: true,
};

/** Produces the text of schema.d.ts for an OpenAPI document object. */
export async function generateTypes(spec) {
  const nodes = await openapiTS(structuredClone(spec), TYPES_OPTIONS);
  return `${TYPES_HEADER}\n${astToString(nodes)}`;
}
