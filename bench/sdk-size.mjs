#!/usr/bin/env node
// Prints the size of the SDK bundle as shipped: minified ES module, gzip level 9, in bytes.
// Run with `node bench/sdk-size.mjs`; add `--modules` for the largest contributors before minification.
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { kitBuild as config } from '../rollup.config.mjs';

const ENTRIES = ['sdk/index', 'sdk/catalogues', 'sdk/ota'];
const GOAL_BYTES = 15 * 1024;

/** Builds the SDK entry in memory and returns its chunk plus every chunk it imports statically. */
async function buildEntry(name) {
  const bundle = await rollup({ ...config, input: { [name]: config.input[name] } });
  try {
    const { output } = await bundle.generate({ ...config.output, sourcemap: false });
    const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
    const entry = output.find((item) => item.type === 'chunk' && item.name === name);
    const seen = new Set();
    const visit = (chunk) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      chunk.imports.forEach((name) => visit(chunks.get(name)));
    };
    visit(entry);
    return [...seen];
  } finally {
    await bundle.close();
  }
}

let chunks = [];
for (const entry of ENTRIES) {
  const built = await buildEntry(entry);
  const code = built.map((chunk) => chunk.code).join('\n');
  const minified = Buffer.byteLength(code);
  const gzipped = gzipSync(code, { level: 9 }).length;
  const goal = entry === 'sdk/index' ? `; goal under ${GOAL_BYTES / 1024} KB` : '';
  console.log(`${entry}: ${minified} bytes minified, ${gzipped} bytes gzip -9 (${(gzipped / 1024).toFixed(1)} KB${goal})`);
  if (entry === 'sdk/index') chunks = built;
}

if (process.argv.includes('--modules')) {
  const modules = chunks.flatMap((chunk) => Object.entries(chunk.modules));
  modules.sort((a, b) => b[1].renderedLength - a[1].renderedLength);
  for (const [id, info] of modules.slice(0, 25)) {
    console.log(`${String(info.renderedLength).padStart(8)}  ${id.replace(process.cwd() + '/', '')}`);
  }
}
