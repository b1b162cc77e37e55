#!/usr/bin/env node
// Writes custom-elements.json (custom elements manifest, schema 2.1.0) from the element definitions:
// the tag of each `elements/<name>/define.ts`, the props and events given to `createKitElement` in
// `element.ts`, the doc comments of the element and of its component's props, the `part` and `<slot>`
// names used by the control's components, and the host-settable colour tokens.
// `node scripts/manifest.mjs` writes the file; `--check` fails when the committed file differs.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { COLORS } from '../elements/styles/tokens.mjs';

const root = new URL('..', import.meta.url).pathname;
const ELEMENTS = join(root, 'elements');
export const MANIFEST_FILE = join(root, 'custom-elements.json');
const REFLECTED = new Set(['string', 'number', 'json', 'boolean']);

/** `fooBar` → `foo-bar`, as the kit names attributes. */
function attributeName(prop) {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a}-${b.toLowerCase()}`);
}

/** Directory names of the controls that register a tag (have a `define.ts`), sorted. */
export function elementDirs() {
  return readdirSync(ELEMENTS, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(ELEMENTS, d.name, 'define.ts')))
    .map((d) => d.name)
    .sort();
}

function createProgram(files) {
  const configFile = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  return ts.createProgram(files, { ...options, noEmit: true });
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** The declaration an identifier refers to, following imports. */
function declarationOf(checker, identifier) {
  let symbol = checker.getSymbolAtLocation(identifier);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

function docOf(checker, symbol) {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

function tagsOf(checker, symbol, name) {
  return symbol.getJsDocTags(checker).filter((t) => t.name === name).map((t) => ts.displayPartsToString(t.text).trim());
}

/** `name - description` or `name description` of a `@csspart` / `@slot` tag. */
function namedTag(text) {
  const match = /^(\S*)\s*(?:-\s*)?([\s\S]*)$/.exec(text);
  return { name: match?.[1] ?? '', description: match?.[2]?.trim() ?? '' };
}

function typeText(checker, type) {
  return checker.typeToString(checker.getNonNullableType(type), undefined, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType);
}

/** `{ name: 'value' }` of a literal object, value being a string literal. */
function stringEntries(node) {
  if (!node || !ts.isObjectLiteralExpression(node)) return [];
  return node.properties
    .filter(ts.isPropertyAssignment)
    .map((p) => [p.name.getText().replace(/^['"]|['"]$/g, ''), ts.isStringLiteralLike(p.initializer) ? p.initializer.text : p.initializer.getText()]);
}

function objectProperty(node, name) {
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  const found = node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name);
  return found?.initializer;
}

/** The tag and element-class identifier of `defineKitElement('tb-…', Element)`. */
function readDefine(source) {
  let found;
  walk(source, (node) => {
    if (found || !ts.isCallExpression(node) || node.expression.getText() !== 'defineKitElement') return;
    const [tag, ctor] = node.arguments;
    if (tag && ts.isStringLiteralLike(tag) && ctor && ts.isIdentifier(ctor)) found = { tagName: tag.text, identifier: ctor };
  });
  if (!found) throw new Error(`${relative(root, source.fileName)}: no defineKitElement('tb-…', Element) call`);
  return found;
}

/** A default as written in the source, or its value when the expression has a literal type (a constant). */
function defaultText(checker, initializer) {
  const type = checker.getTypeAtLocation(initializer);
  if (type.isStringLiteral()) return `'${type.value}'`;
  if (type.isNumberLiteral()) return String(type.value);
  return initializer.getText();
}

/** Defaults from the component's destructured props: `{ text = '' }` → text: "''". */
function destructuredDefaults(checker, component) {
  const fn = ts.isVariableDeclaration(component) ? component.initializer : component;
  const param = fn && (ts.isFunctionLike(fn) ? fn.parameters[0] : undefined);
  const defaults = new Map();
  if (param && ts.isObjectBindingPattern(param.name)) {
    for (const element of param.name.elements) {
      if (!element.initializer) continue;
      defaults.set((element.propertyName ?? element.name).getText(), defaultText(checker, element.initializer));
    }
  }
  return defaults;
}

/** `part="…"` values and `<slot name="…">` names used in the control's own components. */
function partsAndSlots(program, dir) {
  const parts = new Set();
  const slots = new Set();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx')).sort()) {
    const source = program.getSourceFile(join(dir, file));
    if (!source) continue;
    walk(source, (node) => {
      if (ts.isJsxAttribute(node) && node.name.getText() === 'part' && node.initializer) {
        const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
        if (value && ts.isStringLiteralLike(value)) for (const name of value.text.split(/\s+/).filter(Boolean)) parts.add(name);
      }
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText() === 'slot') {
        const nameAttr = node.attributes.properties.find((a) => ts.isJsxAttribute(a) && a.name.getText() === 'name');
        slots.add(nameAttr?.initializer && ts.isStringLiteral(nameAttr.initializer) ? nameAttr.initializer.text : '');
      }
    });
  }
  return { parts: [...parts].sort(), slots: [...slots].sort() };
}

/** Colour tokens a host page may set (`var(--tb-…, default)` in the token table), with both theme defaults. */
export function hostCssProperties() {
  const found = [];
  for (const [role, light] of Object.entries(COLORS.light)) {
    const match = /^var\((--tb-[\w-]+),\s*([^)]+)\)$/.exec(light);
    if (!match) continue;
    const dark = /^var\(--tb-[\w-]+,\s*([^)]+)\)$/.exec(COLORS.dark[role] ?? '')?.[1];
    found.push({
      name: match[1],
      syntax: '<color>',
      default: match[2],
      description: `Colour of the ${role.replace(/-/g, ' ')} role${dark ? `; defaults to ${match[2]} in the light theme and ${dark} in the dark theme` : ''}.`,
    });
  }
  return found;
}

function without(object, ...empty) {
  return Object.fromEntries(Object.entries(object).filter(([key, value]) => !(empty.includes(key) && (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)))));
}

/** The manifest's declaration of one control, and the module paths it lives in. */
function describeElement(program, checker, name) {
  const dir = join(ELEMENTS, name);
  const defineSource = program.getSourceFile(join(dir, 'define.ts'));
  const { tagName, identifier } = readDefine(defineSource);
  const declaration = declarationOf(checker, identifier);
  if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer || !ts.isCallExpression(declaration.initializer)) {
    throw new Error(`elements/${name}: ${identifier.text} is not a createKitElement(Component, spec) constant`);
  }
  // A wrapper around the made class (`withRemovableAttributes(createKitElement(…), …)`) is looked through.
  const outer = declaration.initializer;
  const inner = outer.arguments[0];
  const call = outer.expression.getText() !== 'createKitElement' && inner && ts.isCallExpression(inner) ? inner : outer;
  const [componentRef, spec] = call.arguments;
  if (call.expression.getText() !== 'createKitElement' || !componentRef || !ts.isIdentifier(componentRef)) {
    throw new Error(`elements/${name}: ${identifier.text} is not made by createKitElement(Component, spec)`);
  }
  const elementSymbol = checker.getSymbolAtLocation(declaration.name);
  const componentDeclaration = declarationOf(checker, componentRef);
  const componentSymbol = componentDeclaration && checker.getSymbolAtLocation(componentDeclaration.name ?? componentDeclaration);
  const propsParam = checker.getTypeAtLocation(componentRef).getCallSignatures()[0]?.getParameters()[0];
  const propsType = propsParam ? checker.getTypeOfSymbolAtLocation(propsParam, componentRef) : undefined;
  const defaults = componentDeclaration ? destructuredDefaults(checker, componentDeclaration) : new Map();

  const prop = (propName) => {
    const symbol = propsType?.getProperty(propName);
    if (!symbol) throw new Error(`elements/${name}: the component has no prop '${propName}'`);
    const type = checker.getTypeOfSymbolAtLocation(symbol, componentRef);
    return { symbol, type, description: docOf(checker, symbol), default: tagsOf(checker, symbol, 'default')[0] ?? defaults.get(propName) };
  };

  const attributes = [];
  const members = [];
  for (const [propName, kind] of stringEntries(objectProperty(spec, 'props'))) {
    const p = prop(propName);
    const type = { text: typeText(checker, p.type) };
    const attribute = REFLECTED.has(kind) ? attributeName(propName) : undefined;
    if (attribute) attributes.push(without({ name: attribute, fieldName: propName, type, description: p.description, default: p.default }, 'description', 'default'));
    members.push(without({ kind: 'field', name: propName, type, description: p.description, default: p.default, attribute, reflects: attribute ? true : undefined }, 'description', 'default', 'attribute', 'reflects'));
  }
  const events = stringEntries(objectProperty(spec, 'events')).map(([event, callback]) => {
    const p = prop(callback);
    const detail = checker.getNonNullableType(p.type).getCallSignatures()[0]?.getParameters()[0];
    const detailType = detail ? typeText(checker, checker.getTypeOfSymbolAtLocation(detail, componentRef)) : 'undefined';
    return without({ name: event, type: { text: `CustomEvent<${detailType}>` }, description: p.description }, 'description');
  });

  const { parts, slots } = partsAndSlots(program, dir);
  const partDocs = new Map(tagsOf(checker, elementSymbol, 'csspart').map(namedTag).map((t) => [t.name, t.description]));
  const slotDocs = new Map(tagsOf(checker, elementSymbol, 'slot').map(namedTag).map((t) => [t.name, t.description]));
  const elementModule = relative(root, declaration.getSourceFile().fileName);
  const className = declaration.name.getText();
  return {
    elementModule,
    defineModule: relative(root, defineSource.fileName),
    tagName,
    className,
    declaration: without({
      kind: 'class',
      customElement: true,
      name: className,
      tagName,
      summary: componentSymbol ? docOf(checker, componentSymbol) : undefined,
      description: docOf(checker, elementSymbol),
      superclass: { name: 'HTMLElement', package: 'global:' },
      attributes,
      members,
      events,
      slots: slots.map((s) => without({ name: s, description: slotDocs.get(s) }, 'description')),
      cssParts: parts.map((p) => without({ name: p, description: partDocs.get(p) }, 'description')),
      cssProperties: hostCssProperties(),
    }, 'summary', 'description', 'attributes', 'members', 'events', 'slots', 'cssParts'),
  };
}

/** The manifest object for every control under `elements/` that has a `define.ts`. */
export function buildManifest() {
  const names = elementDirs();
  const files = names.flatMap((n) => [join(ELEMENTS, n, 'define.ts'), join(ELEMENTS, n, 'element.ts')]);
  const program = createProgram(files);
  const checker = program.getTypeChecker();
  const modules = [];
  for (const name of names) {
    const e = describeElement(program, checker, name);
    const reference = { name: e.className, module: e.elementModule };
    modules.push({
      kind: 'javascript-module',
      path: e.elementModule,
      declarations: [e.declaration],
      exports: [{ kind: 'js', name: e.className, declaration: reference }],
    });
    modules.push({
      kind: 'javascript-module',
      path: e.defineModule,
      declarations: [],
      exports: [{ kind: 'custom-element-definition', name: e.tagName, declaration: reference }],
    });
  }
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}

/** The manifest as written to disk. */
export function serializeManifest(manifest) {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

const isMain = process.argv[1] && new URL(`file://${process.argv[1]}`).pathname === new URL(import.meta.url).pathname;
if (isMain) {
  const text = serializeManifest(buildManifest());
  if (process.argv.includes('--check')) {
    const committed = existsSync(MANIFEST_FILE) ? readFileSync(MANIFEST_FILE, 'utf8') : '';
    if (committed !== text) {
      console.error('custom-elements.json differs from the element definitions; run `npm run gen:manifest` and commit it');
      process.exit(1);
    }
    console.log(`custom-elements.json matches the ${JSON.parse(text).modules.length / 2} element definitions`);
  } else {
    writeFileSync(MANIFEST_FILE, text);
    console.log(`wrote custom-elements.json (${JSON.parse(text).modules.length / 2} elements)`);
  }
}
