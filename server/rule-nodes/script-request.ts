import { badRequest } from '../http/errors.js';
import { objectBody } from '../http/validate.js';
import { DEFAULT_ARG_NAMES, type ScriptRun } from './script-sandbox.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function argNamesOf(value: unknown): string[] {
  if (value === undefined || value === null) return DEFAULT_ARG_NAMES;
  if (!Array.isArray(value) || value.length > 3 || value.some((v) => typeof v !== 'string' || !IDENTIFIER.test(v))) {
    throw badRequest('argNames must be a list of at most 3 JavaScript identifiers');
  }
  return value as string[];
}

function metadataOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('metadata must be an object of text values');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === null || v === undefined) continue;
    out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

function textOf(value: unknown, field: string, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`);
  return value;
}

/** Reads the body of `POST /api/ruleChain/testScript`: `{script, scriptType, argNames, msg, metadata, msgType}`. */
export function parseScriptRun(raw: unknown): ScriptRun {
  const body = objectBody(raw);
  if (typeof body.script !== 'string') throw badRequest('script should be specified!');
  const msg = body.msg === undefined || body.msg === null ? '{}' : typeof body.msg === 'string' ? body.msg : JSON.stringify(body.msg);
  return {
    script: body.script,
    scriptType: textOf(body.scriptType, 'scriptType', ''),
    argNames: argNamesOf(body.argNames),
    msg,
    metadata: metadataOf(body.metadata),
    msgType: textOf(body.msgType, 'msgType', ''),
  };
}
