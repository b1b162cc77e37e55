// Rollup plugin: every icon imported from '@mdi/js' becomes a module of its own. @mdi/js is one module of
// 7,000 exports, and rollup places a module, with every export some chunk uses, into a single chunk: the
// icons of every page ended up in the console's entry chunk. One module per icon lets each icon travel
// with the chunks that draw it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const PREFIX = '\0mdi-icon:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mdi\/js['"];?/g;

/** Icon paths by export name, read once from the package's ES module. */
function readIcons() {
  const source = readFileSync(createRequire(import.meta.url).resolve('@mdi/js/mdi.js'), 'utf8');
  return new Map([...source.matchAll(/export var (mdi\w+) = "([^"]*)";/g)].map((m) => [m[1], m[2]]));
}

/** The plugin; place it after the TypeScript plugin so it sees JavaScript import statements. */
export function mdiIcons() {
  let icons;
  return {
    name: 'tbkit-mdi-icons',
    transform(code, id) {
      if (id.startsWith('\0') || !code.includes('@mdi/js')) return null;
      const rewritten = code.replace(IMPORT, (_all, names) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported, local = imported] = name.split(/\s+as\s+/);
            return `import ${local} from '${PREFIX}${imported}';`;
          })
          .join(' '),
      );
      // Lines stay where they were (the imports share their line), so the existing source map holds.
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      icons ??= readIcons();
      const name = id.slice(PREFIX.length);
      const path = icons.get(name);
      if (path === undefined) this.error(`@mdi/js has no icon named ${name}`);
      return `export default ${JSON.stringify(path)};`;
    },
  };
}
