import { ANY_CHAIN, SUCCESS_FAILURE, type ComponentSpec } from '../component-types.js';
import { bool, int, object, oneOf, text, textList, textMap } from '../schema.js';

const FETCH_MODES = ['FIRST', 'LAST', 'ALL'] as const;
const ORDER = ['ASC', 'DESC'] as const;
const AGGREGATIONS = ['NONE', 'MIN', 'MAX', 'AVG', 'SUM', 'COUNT'] as const;
const TIME_UNITS = ['MILLISECONDS', 'SECONDS', 'MINUTES', 'HOURS', 'DAYS'] as const;

const keyMapSchema = (title: string) => textMap(title);
const relationsQuerySchema = object({
  direction: oneOf('Direction', ['FROM', 'TO']),
  maxLevel: int('Maximum relation level', 1),
  fetchLastLevelOnly: bool('Only the last level'),
  filters: { type: 'array', title: 'Relation filters', items: object({ relationType: text('Relation type'), entityTypes: textList('Entity types') }) },
}, ['direction', 'maxLevel'], 'Relations query');

/** Enrichment nodes: add attributes, telemetry or entity fields to the message metadata. */
export const ENRICHMENT_COMPONENTS: ComponentSpec[] = [
  {
    clazz: 'org.thingsboard.rule.engine.metadata.TbGetAttributesNode',
    type: 'ENRICHMENT', name: 'originator attributes', icon: 'functions', chainTypes: ANY_CHAIN,
    description: 'Adds attributes and latest telemetry of the originator',
    details: 'Copies the chosen client, shared and server attributes and latest time-series values of the message originator into the metadata, prefixed with cs_, shared_ and ss_.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: {
      tellFailureIfAbsent: true, clientAttributeNames: [], sharedAttributeNames: [], serverAttributeNames: [],
      latestTsKeyNames: [], getLatestValueWithTs: false,
    },
    schema: object({
      clientAttributeNames: textList('Client attributes'),
      sharedAttributeNames: textList('Shared attributes'),
      serverAttributeNames: textList('Server attributes'),
      latestTsKeyNames: textList('Latest time-series keys'),
      tellFailureIfAbsent: bool('Fail when a key is missing'),
      getLatestValueWithTs: bool('Add the timestamp of latest values'),
    }),
  },
  {
    clazz: 'org.thingsboard.rule.engine.metadata.TbGetRelatedAttributeNode',
    type: 'ENRICHMENT', name: 'related attributes', icon: 'device_hub', chainTypes: ANY_CHAIN,
    description: 'Adds attributes of a related entity',
    details: 'Finds the first entity related to the originator by a relations query and copies the mapped attributes or latest values of that entity into the metadata.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: {
      relationsQuery: { direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: [] }], fetchLastLevelOnly: false },
      attrMapping: { temperature: 'tempo' }, telemetry: false,
    },
    schema: object({ relationsQuery: relationsQuerySchema, attrMapping: keyMapSchema('Source key to target key'), telemetry: bool('Latest telemetry instead of attributes') }, ['relationsQuery', 'attrMapping']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.metadata.TbGetCustomerAttributeNode',
    type: 'ENRICHMENT', name: 'customer attributes', icon: 'person', chainTypes: ANY_CHAIN,
    description: 'Adds attributes of the originator\'s customer',
    details: 'Copies the mapped attributes or latest values of the customer the originator is assigned to into the metadata.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { attrMapping: { temperature: 'tempo' }, telemetry: false },
    schema: object({ attrMapping: keyMapSchema('Source key to target key'), telemetry: bool('Latest telemetry instead of attributes') }, ['attrMapping']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.metadata.TbGetTenantAttributeNode',
    type: 'ENRICHMENT', name: 'tenant attributes', icon: 'domain', chainTypes: ANY_CHAIN,
    description: 'Adds attributes of the tenant',
    details: 'Copies the mapped attributes or latest values of the current tenant into the metadata.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { attrMapping: { temperature: 'tempo' }, telemetry: false },
    schema: object({ attrMapping: keyMapSchema('Source key to target key'), telemetry: bool('Latest telemetry instead of attributes') }, ['attrMapping']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.metadata.TbGetTelemetryNode',
    type: 'ENRICHMENT', name: 'originator telemetry', icon: 'timeline', chainTypes: ANY_CHAIN,
    description: 'Adds time-series values of the originator from a time range',
    details: 'Reads the chosen keys of the originator over an interval relative to now (or given by metadata patterns), optionally aggregated, and adds them to the metadata.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: {
      latestTsKeyNames: [], aggregation: 'NONE', fetchMode: 'FIRST', orderBy: 'ASC', limit: 1000,
      useMetadataIntervalPatterns: false, startInterval: 2, startIntervalTimeUnit: 'MINUTES', endInterval: 1,
      endIntervalTimeUnit: 'MINUTES', startIntervalPattern: '', endIntervalPattern: '',
    },
    schema: object({
      latestTsKeyNames: textList('Time-series keys'),
      fetchMode: oneOf('Fetch mode', FETCH_MODES),
      aggregation: oneOf('Aggregation', AGGREGATIONS),
      orderBy: oneOf('Order', ORDER),
      limit: int('Limit', 2, { maximum: 1000 }),
      useMetadataIntervalPatterns: bool('Interval from metadata patterns'),
      startInterval: int('Interval start'),
      startIntervalTimeUnit: oneOf('Interval start unit', TIME_UNITS),
      endInterval: int('Interval end'),
      endIntervalTimeUnit: oneOf('Interval end unit', TIME_UNITS),
      startIntervalPattern: text('Interval start pattern'),
      endIntervalPattern: text('Interval end pattern'),
    }, ['latestTsKeyNames', 'fetchMode']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.metadata.TbGetOriginatorFieldsNode',
    type: 'ENRICHMENT', name: 'originator fields', icon: 'description', chainTypes: ANY_CHAIN,
    description: 'Adds entity fields of the originator',
    details: 'Copies fields such as name, type or label of the originator into the metadata under the mapped keys.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { fieldsMapping: { name: 'originatorName', type: 'originatorType' }, ignoreNullStrings: false },
    schema: object({ fieldsMapping: keyMapSchema('Field to metadata key'), ignoreNullStrings: bool('Skip empty fields') }, ['fieldsMapping']),
  },
];
