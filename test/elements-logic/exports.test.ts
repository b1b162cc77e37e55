import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Every tag the kit ships; adding or removing a control changes this list on purpose. */
const EXPORTED_TAGS = [
  'tb-alert-dialog',
  'tb-breadcrumbs',
  'tb-confirm-dialog',
  'tb-contact-form',
  'tb-copy-button',
  'tb-dashboard',
  'tb-dashboard-select',
  'tb-datetime-period',
  'tb-entity-autocomplete',
  'tb-entity-gateway-select',
  'tb-entity-keys-list',
  'tb-entity-list-input',
  'tb-entity-select',
  'tb-entity-subtype-autocomplete',
  'tb-entity-subtype-list',
  'tb-entity-table',
  'tb-entity-type-list',
  'tb-entity-type-select',
  'tb-file-input',
  'tb-help-popover',
  'tb-history-playback',
  'tb-image-input',
  'tb-json-object-editor',
  'tb-key-value-map',
  'tb-language-select',
  'tb-loading-bar',
  'tb-markdown',
  'tb-ota-package-autocomplete',
  'tb-password-input',
  'tb-phone-input',
  'tb-popover',
  'tb-queue-picker',
  'tb-relation-type-picker',
  'tb-shortcuts-overlay',
  'tb-timewindow',
  'tb-toast-host',
  'tb-user-menu',
  'tb-widget',
];

/** Controls (folder names) that register a tag in their `define.ts`. */
function controls(): string[] {
  return readdirSync(new URL('elements/', root), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(new URL(`elements/${d.name}/define.ts`, root)))
    .map((d) => d.name)
    .sort();
}

function definedTag(name: string): { tag: string; className: string } {
  const match = /defineKitElement\(\s*'(tb-[a-z0-9-]+)'\s*,\s*(\w+)\s*\)/.exec(read(`elements/${name}/define.ts`));
  assert.ok(match, `elements/${name}/define.ts calls defineKitElement('tb-…', Element)`);
  return { tag: match[1]!, className: match[2]! };
}

interface Manifest {
  modules: Array<{ path: string; declarations: Array<{ customElement?: boolean; tagName?: string; name: string }> }>;
}

test('the define modules register exactly the pinned tags', () => {
  assert.deepEqual(controls().map((name) => definedTag(name).tag).sort(), [...EXPORTED_TAGS].sort());
});

test('package.json exports one subpath per control, pointing at its built define module', () => {
  const exportsField = (JSON.parse(read('package.json')) as { exports: Record<string, unknown> }).exports;
  for (const name of controls()) {
    assert.deepEqual(exportsField[`./elements/${name}`], { types: `./elements/${name}/define.ts`, import: `./dist/elements/${name}.js` }, `exports["./elements/${name}"]`);
  }
  const elementSubpaths = Object.keys(exportsField).filter((key) => key.startsWith('./elements/')).sort();
  assert.deepEqual(elementSubpaths, controls().map((name) => `./elements/${name}`));
});

test('custom-elements.json describes every pinned tag, declared in its control folder', () => {
  const manifest = JSON.parse(read('custom-elements.json')) as Manifest;
  const declared = manifest.modules.flatMap((m) => m.declarations.filter((d) => d.customElement).map((d) => ({ tag: d.tagName, path: m.path })));
  assert.deepEqual(declared.map((d) => d.tag).sort(), [...EXPORTED_TAGS].sort());
  for (const name of controls()) {
    assert.deepEqual(declared.find((d) => d.tag === definedTag(name).tag)?.path, `elements/${name}/element.ts`);
  }
});

test('the kit entry exports the element class of every control without registering it', () => {
  const index = read('elements/index.ts');
  for (const name of controls()) {
    const { className } = definedTag(name);
    assert.match(index, new RegExp(`export \\{[^}]*\\b${className}\\b[^}]*\\} from '\\./${name}/element\\.js'`), `elements/index.ts exports ${className}`);
  }
  assert.doesNotMatch(index, /\/define\.js'/);
});
