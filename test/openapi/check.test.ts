import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  SPEC_FILE, TYPES_FILE, buildSpec, checkAll, checkEndpoints, checkRebuild, checkTypes, loadInputs, readJson,
  readUpstream, serializeSpec,
} from '../../openapi/lib.mjs';

const specText = readFileSync(SPEC_FILE, 'utf8');
const spec = JSON.parse(specText);
const { rows, overlay } = loadInputs();
const upstream = readUpstream();

describe('openapi check', () => {
  it('passes on the committed files', async () => {
    const { problems } = await checkAll();
    assert.deepEqual(problems, []);
  });

  it('reports an endpoint of the list that the document lacks', () => {
    const copy = structuredClone(spec);
    delete copy.paths['/api/relation'].delete;
    assert.deepEqual(checkEndpoints(rows, copy), ['DELETE /api/relation (deleteRelation) is missing from thingsboard.json']);
  });

  it('reports a query parameter of the list that the document lacks', () => {
    const copy = structuredClone(spec);
    const operation = copy.paths['/api/tenant/devices'].get;
    operation.parameters = operation.parameters.filter((p: { name: string }) => p.name !== 'deviceName');
    assert.deepEqual(checkEndpoints(rows, copy), ['GET /api/tenant/devices lacks query parameter deviceName']);
  });

  it('reports generated types that drift from the document', async () => {
    const committed = readFileSync(TYPES_FILE, 'utf8');
    assert.deepEqual(await checkTypes(spec, committed), []);
    assert.equal((await checkTypes(spec, `${committed}// edited\n`)).length, 1);
    assert.equal((await checkTypes(spec, undefined)).length, 1);
  });

  it('skips the rebuild comparison with a note when the upstream file is absent', async () => {
    const { problems, notes } = await checkAll({ TB_UPSTREAM_OPENAPI: '/nonexistent/upstream.json' });
    assert.deepEqual(problems, []);
    assert.equal(notes.length, 1);
    assert.match(notes[0] ?? '', /rebuild check skipped/);
  });

  it('rebuilds the committed document from the endpoint list, upstream file and overlay', (t) => {
    if (!upstream.spec) {
      t.skip(`upstream file ${upstream.file} not present`);
      return;
    }
    const inputs = { rows, upstream: upstream.spec, overlay };
    assert.deepEqual(checkRebuild(inputs, specText), []);
    assert.equal(checkRebuild(inputs, specText.replace('"3.4.1"', '"3.4.2"')).length, 1);
  });

  it('fails the build when a 3.4.1 endpoint is neither upstream nor in the overlay', (t) => {
    if (!upstream.spec) {
      t.skip('upstream file not present');
      return;
    }
    const trimmed = structuredClone(overlay);
    delete trimmed.operations['POST /api/auth/login/public'];
    assert.throws(() => buildSpec({ rows, upstream: upstream.spec, overlay: trimmed }),
      /POST \/api\/auth\/login\/public: missing from the upstream file and not described by the overlay/);
  });

  it('builds the same text twice', (t) => {
    if (!upstream.spec) {
      t.skip('upstream file not present');
      return;
    }
    const first = serializeSpec(buildSpec({ rows, upstream: upstream.spec, overlay }).spec);
    const second = serializeSpec(buildSpec({ rows, upstream: readJson(upstream.file), overlay }).spec);
    assert.equal(first, second);
  });
});
