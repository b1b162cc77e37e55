// Compiles the kit stylesheet at build time: design tokens as custom properties, Tailwind v4 utilities for
// the class names used under the given source folders, rem converted to px (elements must not follow the
// host page's root font size), and Tailwind's property defaults made to work inside shadow roots.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import postcss from 'postcss';
import tailwind from '@tailwindcss/postcss';
import { COLORS, ELEVATION, CONSTANT_TOKENS } from './tokens.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const ROOT_FONT_PX = 16;

/** The declarations of one theme: colour roles and elevation. */
function themeDeclarations(theme) {
  const colors = Object.entries(COLORS[theme]).map(([name, value]) => `--tb-color-${name}:${value};`);
  const shadows = Object.entries(ELEVATION[theme]).map(([name, value]) => `--tb-elevation-${name}:${value};`);
  return [...colors, ...shadows, `color-scheme:${theme};`].join('');
}

/**
 * The token rules: light by default, dark by system preference unless light is forced, or forced dark. Forced light
 * needs no rule of its own: the preference rule leaves it out, so the default stands.
 */
export function tokenCss() {
  const constants = Object.entries(CONSTANT_TOKENS).map(([name, value]) => `--tb-${name}:${value};`).join('');
  const light = themeDeclarations('light');
  const dark = themeDeclarations('dark');
  return [
    `:root,:host{${constants}${light}}`,
    `@media (prefers-color-scheme: dark){:root:not([data-theme=light]),:host(:not([theme=light])){${dark}}}`,
    `:root[data-theme=dark],:host([theme=dark]){${dark}}`,
  ].join('\n');
}

/**
 * Resets what leaks into a shadow root from the host page (inherited colour, font, size) and gives the
 * element the kit's font and colour. Unlayered, so it wins over the layered utilities' base.
 */
const HOST_RESET = `:host{all:initial;display:block;font-family:var(--tb-font-sans);font-size:var(--tb-text-base);line-height:20px;color:var(--tb-color-text);-webkit-text-size-adjust:100%}:host([hidden]){display:none}`;

/** Replaces every rem length in declaration values with px at 16 px per rem; selectors (`max-w-[calc(100%-2rem)]`) keep their names. */
export function remToPx(css) {
  return css.replace(/:[^;{}]*(?=[;}])/g, (declaration) =>
    declaration.replace(/(-?\d*\.?\d+)rem\b/g, (_, n) => `${+(Number(n) * ROOT_FONT_PX).toFixed(4)}px`),
  );
}

/**
 * Tailwind guards its property defaults with `@supports` for browsers without `@property`; inside shadow
 * roots `@property` is ignored, so the defaults must always apply: drop the guard, keep the rules.
 */
export function unguardPropertyDefaults(css) {
  const parsed = postcss.parse(css);
  parsed.walkAtRules('supports', (rule) => {
    const parent = rule.parent;
    if (parent?.type === 'atrule' && parent.name === 'layer' && parent.params === 'properties') rule.replaceWith(rule.nodes ?? []);
  });
  return parsed.toString();
}

/**
 * Compiles the stylesheet for the class names found under `sources` (folders relative to the repo root), leaving
 * out those only found under `exclude`. `host` adds the shadow-root reset (elements); the console's document sheet
 * leaves it out.
 */
export async function compileKitCss({ sources = ['elements'], exclude = [], host = true, minify = true } = {}) {
  const entry = readFileSync(resolve(here, 'kit.css'), 'utf8')
    .replace('@import "tailwindcss/utilities.css" layer(utilities);', '@import "tailwindcss/utilities.css" layer(utilities) source(none);')
    .concat(sources.map((s) => `\n@source "${resolve(root, s)}";`).join(''))
    .concat(exclude.map((s) => `\n@source not "${resolve(root, s)}";`).join(''));
  const result = await postcss([tailwind({ base: root, optimize: minify ? { minify: true } : false })]).process(entry, {
    from: resolve(here, 'kit.css'),
  });
  const body = unguardPropertyDefaults(remToPx(result.css));
  return [tokenCss(), host ? HOST_RESET : 'body{margin:0;font-family:var(--tb-font-sans);font-size:var(--tb-text-base);line-height:20px;color:var(--tb-color-text);background:var(--tb-color-surface-sunken)}', body].join('\n');
}
