type Node = Record<string, unknown>;

/** Compiles a validator for the schema at a JSON pointer of the document. */
export type CompileAt = (pointer: string) => (data: unknown) => boolean;

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Builds a function listing the places of a body (JSON pointers) holding object keys that the schema at
 * `pointer` does not declare; unions are followed along the member the value validates against.
 */
export function createUndeclaredFields(document: object, compileAt: CompileAt): (pointer: string, body: unknown) => string[] {
  const cache = new Map<string, (data: unknown) => boolean>();
  const at = (pointer: string): Node => {
    let target: unknown = document;
    for (const part of pointer.replace(/^\//, '').split('/')) target = (target as Node | undefined)?.[unescape(part)];
    return (target ?? {}) as Node;
  };
  const deref = (schema: unknown): Node => {
    let node = (schema ?? {}) as Node;
    while (typeof node.$ref === 'string') node = at(node.$ref.slice(1));
    return node;
  };
  const fits = (ref: string, data: unknown): boolean => {
    if (!cache.has(ref)) cache.set(ref, compileAt(ref.slice(1)));
    return cache.get(ref)!(data);
  };
  const flatten = (node: Node): Node[] => [node, ...((node.allOf as unknown[] | undefined) ?? []).map(deref).flatMap(flatten)];

  const walk = (schema: unknown, data: unknown, path: string): string[] => {
    const node = deref(schema);
    if (Array.isArray(data)) return data.flatMap((item, i) => walk(node.items, item, `${path}/${i}`));
    if (!data || typeof data !== 'object') return [];
    const members = ((node.oneOf ?? node.anyOf) as Node[] | undefined)?.filter((m) => typeof m.$ref === 'string');
    if (members) {
      const member = members.find((m) => fits(m.$ref as string, data));
      return member ? walk(member, data, path) : [];
    }
    const props: Node = {};
    let open: unknown;
    for (const part of flatten(node)) {
      Object.assign(props, part.properties ?? {});
      if (part.additionalProperties !== undefined && part.additionalProperties !== false) open = part.additionalProperties;
    }
    if (Object.keys(props).length === 0 && open === undefined) return [];
    return Object.entries(data).flatMap(([key, value]) => {
      if (key in props) return walk(props[key], value, `${path}/${key}`);
      if (open !== undefined) return walk(open === true ? {} : open, value, `${path}/${key}`);
      return [`${path}/${key}`];
    });
  };
  return (pointer, body) => walk(at(pointer), body, '');
}
