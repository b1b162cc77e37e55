// First step of `npm test`: fails when the OpenAPI document or the generated types drift from their inputs.
import { checkAll } from './lib.mjs';

const started = Date.now();
const { problems, notes } = await checkAll();
for (const note of notes) console.log(`note: ${note}`);
if (problems.length > 0) {
  console.error(`openapi check failed (${problems.length} problems):`);
  for (const problem of problems.slice(0, 50)) console.error(`  - ${problem}`);
  if (problems.length > 50) console.error(`  … and ${problems.length - 50} more`);
  process.exit(1);
}
console.log(`openapi check passed in ${Date.now() - started} ms`);
