// Browser tests of the element kit and the console in Debian's Chromium. Each test file is bundled with
// esbuild (React ships only CommonJS) together with the compiled kit stylesheet.
import { chromeLauncher } from '@web/test-runner-chrome';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledChunk, bundleTestFile, CHUNKS_PATH } from './test/support/browser-bundle.mjs';

const files = process.env.TB_BROWSER_FILES?.split(',').filter(Boolean) ?? ['test/elements/**/*.test.tsx', 'test/console/**/*.test.tsx'];

export default {
  files,
  nodeResolve: false,
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 300_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 10_000 } },
  plugins: [
    {
      name: 'tbkit-bundle-tests',
      async serve(context) {
        if (/\.test\.tsx?$/.test(context.path)) return { body: await bundleTestFile(context.path.slice(1)), type: 'js' };
        if (context.path.startsWith(CHUNKS_PATH)) {
          const body = bundledChunk(context.path);
          if (body !== undefined) return { body, type: 'js' };
        }
        return undefined;
      },
    },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          `--user-data-dir=${mkdtempSync(join(tmpdir(), 'tbkit-wtr-'))}`,
        ],
      },
    }),
  ],
};
