import Ajv from 'ajv';
import type { CommandArray, TelemetryPluginCmdsWrapper } from '../../sdk/realtime/commands.js';

/** A JSON schema, as plain data. */
type Schema = Record<string, unknown>;

// Every part may be null; unknown properties are refused everywhere but inside `entityFilter`.
const SCALAR: Schema = { not: { type: ['object', 'array'] } };
const OPEN: Schema = { type: ['object', 'null'] };
const obj = (properties: Record<string, Schema>): Schema => ({ type: ['object', 'null'], properties, additionalProperties: false });
const list = (items: Schema): Schema => ({ type: ['array', 'null'], items });
const scalars = (...names: string[]): Record<string, Schema> => Object.fromEntries(names.map((n) => [n, SCALAR]));

const KEY = obj(scalars('type', 'key'));
const VALUE = obj({ ...scalars('defaultValue', 'userValue'), dynamicValue: obj(scalars('sourceType', 'sourceAttribute', 'inherit')) });
const PREDICATE: Schema = { $ref: '#/$defs/predicate' };
const KEY_FILTERS = list(obj({ key: KEY, valueType: SCALAR, predicate: PREDICATE }));
const PAGE_LINK = { ...scalars('pageSize', 'page', 'textSearch', 'dynamic'), sortOrder: obj({ key: KEY, direction: SCALAR }) };
const ALARM_PAGE_LINK = {
  ...PAGE_LINK, ...scalars('startTs', 'endTs', 'timeWindow', 'searchPropagatedAlarms'),
  typeList: list(SCALAR), statusList: list(SCALAR), severityList: list(SCALAR),
};
const QUERY_BASE = { entityFilter: OPEN, keyFilters: KEY_FILTERS, entityFields: list(KEY), latestValues: list(KEY) };
const TS_PARTS = { keys: list(SCALAR), ...scalars('startTs', 'interval', 'limit', 'agg', 'fetchLatestPreviousPoint') };
const SUB_CMD = scalars('cmdId', 'entityType', 'entityId', 'keys', 'scope', 'unsubscribe');

const COMMANDS: Record<CommandArray, Schema> = {
  attrSubCmds: obj(SUB_CMD),
  tsSubCmds: obj({ ...SUB_CMD, ...scalars('startTs', 'timeWindow', 'interval', 'limit', 'agg') }),
  historyCmds: obj(scalars('cmdId', 'entityType', 'entityId', 'keys', 'startTs', 'endTs', 'interval', 'limit', 'agg')),
  entityDataCmds: obj({
    cmdId: SCALAR, query: obj({ ...QUERY_BASE, pageLink: obj(PAGE_LINK) }), latestCmd: obj({ keys: list(KEY) }),
    tsCmd: obj({ ...TS_PARTS, timeWindow: SCALAR }), historyCmd: obj({ ...TS_PARTS, endTs: SCALAR }),
  }),
  entityDataUnsubscribeCmds: obj(scalars('cmdId')),
  alarmDataCmds: obj({ cmdId: SCALAR, query: obj({ ...QUERY_BASE, pageLink: obj(ALARM_PAGE_LINK), alarmFields: list(KEY) }) }),
  alarmDataUnsubscribeCmds: obj(scalars('cmdId')),
  entityCountCmds: obj({ cmdId: SCALAR, query: obj({ entityFilter: OPEN, keyFilters: KEY_FILTERS }) }),
  entityCountUnsubscribeCmds: obj(scalars('cmdId')),
};

/**
 * The JSON schema of a websocket command wrapper (`TelemetryPluginCmdsWrapper` of the SDK): each of
 * the nine arrays may be absent or null; a COMPLEX key-filter predicate nests further predicates.
 */
export const COMMAND_WRAPPER_SCHEMA: Schema = {
  $defs: {
    predicate: {
      if: { type: 'object', properties: { type: { const: 'COMPLEX' } }, required: ['type'] },
      then: obj({ ...scalars('type', 'operation'), predicates: list(PREDICATE) }),
      else: obj({ ...scalars('type', 'operation', 'ignoreCase'), value: VALUE }),
    },
  },
  type: 'object',
  properties: Object.fromEntries(Object.entries(COMMANDS).map(([name, cmd]) => [name, list(cmd)])),
  additionalProperties: false,
};

/** The wrapper as the schema lets it through: any array may be absent or null. */
export type CommandWrapper = { [K in CommandArray]?: TelemetryPluginCmdsWrapper[K] | null };

const ajv = new Ajv.default({ strict: true, allowUnionTypes: true });

/** Checks a decoded wrapper against {@link COMMAND_WRAPPER_SCHEMA} (compiled once). */
export const isCommandWrapper = ajv.compile<CommandWrapper>(COMMAND_WRAPPER_SCHEMA);
