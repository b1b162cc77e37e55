// Turning upstream inheritance (a base with a discriminator, children `allOf: [base, own]`) into plain unions.

const PREFIX = '#/components/schemas/';

/** True when a child schema is `allOf: [{$ref: base}, ...]`. */
function extendsBase(child, baseName) {
  return Array.isArray(child?.allOf) && child.allOf[0]?.$ref === `${PREFIX}${baseName}`;
}

/** Copies a child as a standalone object: base properties, own properties, discriminator fixed. */
function flattenChild(child, base, propertyName, value) {
  const own = child.allOf.slice(1).reduce((acc, part) => ({ ...acc, ...part.properties }), {});
  const { [propertyName]: _dropped, ...baseProps } = base.properties ?? {};
  const required = [propertyName, ...new Set(child.allOf.slice(1).flatMap((part) => part.required ?? []))];
  return {
    type: 'object',
    required: [...new Set([...required, ...(base.required ?? []).filter((r) => r !== propertyName)])],
    properties: { [propertyName]: { type: 'string', const: value }, ...baseProps, ...own },
  };
}

/**
 * Rewrites every base that has a discriminator mapping into a `oneOf` of its children, and each
 * child into a standalone object, so generated types are real unions usable in request bodies.
 */
export function flattenDiscriminators(schemas) {
  const out = { ...schemas };
  for (const [baseName, base] of Object.entries(schemas)) {
    const mapping = base?.discriminator?.mapping;
    if (!mapping || base.oneOf) continue;
    const propertyName = base.discriminator.propertyName;
    const children = Object.entries(mapping).filter(([, ref]) => schemas[ref.slice(PREFIX.length)]);
    const inheriting = children.filter(([, ref]) => extendsBase(schemas[ref.slice(PREFIX.length)], baseName));
    if (inheriting.length === 0) continue;
    for (const [value, ref] of inheriting) {
      const childName = ref.slice(PREFIX.length);
      out[childName] = flattenChild(schemas[childName], base, propertyName, value);
    }
    out[baseName] = {
      oneOf: children.map(([, ref]) => ({ $ref: ref })),
      discriminator: { propertyName, mapping: Object.fromEntries(children) },
    };
  }
  return out;
}
