import { bodyProblem } from '../http/input-guards.js';

/** The command arrays of a wrapper, in the order the server processes them (protocol §4.2). */
export const WRAPPER_ORDER = [
  'attrSubCmds', 'tsSubCmds', 'historyCmds', 'entityDataCmds', 'alarmDataCmds', 'entityCountCmds',
  'entityDataUnsubscribeCmds', 'alarmDataUnsubscribeCmds', 'entityCountUnsubscribeCmds',
] as const;

/** One command array name of the wrapper. */
export type WrapperField = (typeof WRAPPER_ORDER)[number];

/** The decoded command wrapper. */
export type CommandWrapper = Partial<Record<WrapperField, Array<Record<string, any>> | null>>;

/** Thrown when a command cannot be decoded. */
export class CommandParseError extends Error {}

/** What a command part may hold: scalars, an open object, key filters, a strict object or a list. */
type Spec = 'scalar' | 'open' | 'keyFilters' | 'predicate' | { fields: Record<string, Spec> } | { list: Spec };

const obj = (fields: Record<string, Spec>): Spec => ({ fields });
const list = (item: Spec): Spec => ({ list: item });
const scalars = (...names: string[]): Record<string, Spec> => Object.fromEntries(names.map((n) => [n, 'scalar' as Spec]));

const SUB_CMD = scalars('cmdId', 'entityType', 'entityId', 'keys', 'scope', 'unsubscribe');
const KEY = obj(scalars('type', 'key'));
const VALUE = obj({ ...scalars('defaultValue', 'userValue'), dynamicValue: obj(scalars('sourceType', 'sourceAttribute', 'inherit')) });
const PAGE_LINK = { ...scalars('pageSize', 'page', 'textSearch', 'dynamic'), sortOrder: obj({ key: KEY, direction: 'scalar' }) };
const ALARM_PAGE_LINK = {
  ...PAGE_LINK, ...scalars('startTs', 'endTs', 'timeWindow', 'searchPropagatedAlarms'),
  typeList: list('scalar'), statusList: list('scalar'), severityList: list('scalar'),
};
const QUERY_BASE: Record<string, Spec> = { entityFilter: 'open', keyFilters: 'keyFilters', entityFields: list(KEY), latestValues: list(KEY) };
const TS_PARTS = { keys: list('scalar'), ...scalars('startTs', 'interval', 'limit', 'agg', 'fetchLatestPreviousPoint') };

const SPECS: Record<WrapperField, Spec> = {
  attrSubCmds: obj(SUB_CMD),
  tsSubCmds: obj({ ...SUB_CMD, ...scalars('startTs', 'timeWindow', 'interval', 'limit', 'agg') }),
  historyCmds: obj(scalars('cmdId', 'entityType', 'entityId', 'keys', 'startTs', 'endTs', 'interval', 'limit', 'agg')),
  entityDataCmds: obj({
    cmdId: 'scalar', query: obj({ ...QUERY_BASE, pageLink: obj(PAGE_LINK) }), latestCmd: obj({ keys: list(KEY) }),
    tsCmd: obj({ ...TS_PARTS, timeWindow: 'scalar' }), historyCmd: obj({ ...TS_PARTS, endTs: 'scalar' }),
  }),
  alarmDataCmds: obj({ cmdId: 'scalar', query: obj({ ...QUERY_BASE, pageLink: obj(ALARM_PAGE_LINK), alarmFields: list(KEY) }) }),
  entityCountCmds: obj({ cmdId: 'scalar', query: obj({ entityFilter: 'open', keyFilters: 'keyFilters' }) }),
  entityDataUnsubscribeCmds: obj(scalars('cmdId')),
  alarmDataUnsubscribeCmds: obj(scalars('cmdId')),
  entityCountUnsubscribeCmds: obj(scalars('cmdId')),
};

const KEY_FILTER = obj({ key: KEY, valueType: 'scalar', predicate: 'predicate' });
const SIMPLE_PREDICATE = obj({ ...scalars('type', 'operation', 'ignoreCase'), value: VALUE });
const COMPLEX_PREDICATE = obj({ ...scalars('type', 'operation'), predicates: list('predicate') });

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function check(value: unknown, spec: Spec, path: string): void {
  if (value === null || value === undefined) return;
  if (spec === 'scalar') {
    if (typeof value === 'object') throw new CommandParseError(`${path}: a plain value expected`);
    return;
  }
  if (spec === 'open') {
    if (!isObject(value)) throw new CommandParseError(`${path}: an object expected`);
    return;
  }
  if (spec === 'keyFilters') return check(value, list(KEY_FILTER), path);
  if (spec === 'predicate') {
    return check(value, isObject(value) && value.type === 'COMPLEX' ? COMPLEX_PREDICATE : SIMPLE_PREDICATE, path);
  }
  if ('list' in spec) {
    if (!Array.isArray(value)) throw new CommandParseError(`${path}: a list expected`);
    value.forEach((item, i) => check(item, spec.list, `${path}[${i}]`));
    return;
  }
  if (!isObject(value)) throw new CommandParseError(`${path}: an object expected`);
  for (const [k, v] of Object.entries(value)) {
    const inner = spec.fields[k];
    if (!inner) throw new CommandParseError(`${path}: unknown property ${k}`);
    check(v, inner, `${path}.${k}`);
  }
}

/** Decodes a command wrapper strictly: unknown properties anywhere (except inside `entityFilter`) are fatal. */
export function parseWrapper(text: string): CommandWrapper {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (_err) {
    throw new CommandParseError('malformed JSON');
  }
  const problem = bodyProblem(raw);
  if (problem) throw new CommandParseError(problem);
  if (!isObject(raw)) throw new CommandParseError('wrapper');
  for (const k of Object.keys(raw)) {
    if (!(WRAPPER_ORDER as readonly string[]).includes(k)) throw new CommandParseError(k);
    const cmds = raw[k];
    if (cmds === null || cmds === undefined) continue;
    if (!Array.isArray(cmds)) throw new CommandParseError(k);
    cmds.forEach((cmd, i) => check(cmd, SPECS[k as WrapperField], `${k}[${i}]`));
  }
  return raw as CommandWrapper;
}
