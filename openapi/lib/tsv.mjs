// Reading the 3.4.1 endpoint list and grouping its rows into OpenAPI operations.

/** Column names of `tb341-endpoints.tsv`, in file order. */
export const TSV_COLUMNS = [
  'method', 'path', 'params_condition', 'controller', 'java_method', 'hidden', 'nickname',
  'source', 'return_type', 'request_body', 'query_params', 'file',
];

/** Parses the endpoint list into one object per row, keyed by column name. */
export function parseEndpointTsv(text) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const header = lines.shift()?.split('\t') ?? [];
  if (header.join('\t') !== TSV_COLUMNS.join('\t')) {
    throw new Error(`unexpected endpoint list header: ${header.join(', ')}`);
  }
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(TSV_COLUMNS.map((name, i) => [name, cells[i] ?? '']));
  });
}

/** Turns a Spring path such as `/api/component/{clazz:.+}` into its OpenAPI form. */
export function openApiPath(springPath) {
  return springPath.replace(/\{([^}:]+):[^}]*\}/g, '{$1}');
}

/** Parses the `query_params` cell (`name:Type` or `name?:Type`, space separated). */
export function parseQueryParams(cell) {
  return cell.split(' ').filter(Boolean).map((token) => {
    const colon = token.indexOf(':');
    const rawName = token.slice(0, colon);
    return {
      name: rawName.replace(/\?$/, ''),
      required: !rawName.endsWith('?'),
      javaType: token.slice(colon + 1),
    };
  });
}

/** Names of the path parameters of an OpenAPI path, in order. */
export function pathParamNames(path) {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

/** Groups rows by method and path: several Spring mappings may share one OpenAPI operation. */
export function groupEndpoints(rows) {
  const groups = new Map();
  for (const row of rows) {
    const path = openApiPath(row.path);
    const key = `${row.method} ${path}`;
    const group = groups.get(key) ?? { key, method: row.method, path, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => compareKeys(a, b));
}

const METHOD_ORDER = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

/** Orders operations by path, then by the conventional method order. */
export function compareKeys(a, b) {
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  return METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method);
}
