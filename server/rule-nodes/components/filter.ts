import { MESSAGE_TYPES, MESSAGE_TYPE_NAMES } from '../../../sdk/catalogues/rule-nodes.js';
import { ENTITY_TYPES } from '../../../sdk/catalogues/entity-types.js';
import { ANY_CHAIN, TRUE_FALSE, type ComponentSpec } from '../component-types.js';
import { bool, num, object, oneOf, script, text, textList } from '../schema.js';

const MSG_ARGS = ['msg', 'metadata', 'msgType'];
const PERIMETER_TYPES = ['POLYGON', 'CIRCLE'] as const;
const RANGE_UNITS = ['METER', 'KILOMETER', 'FOOT', 'MILE', 'NAUTICAL_MILE'] as const;

/** Filter nodes: route a message by a condition. */
export const FILTER_COMPONENTS: ComponentSpec[] = [
  {
    clazz: 'org.thingsboard.rule.engine.filter.TbJsFilterNode',
    type: 'FILTER', name: 'script filter', icon: 'filter_list', chainTypes: ANY_CHAIN,
    description: 'Routes the message by a boolean script',
    details: 'Runs a JavaScript function with the message, its metadata and type. A true answer follows the True connection, false the False one; an error follows Failure.',
    relationTypes: TRUE_FALSE,
    defaultConfiguration: { jsScript: 'return msg.temperature > 20;' },
    schema: object({ jsScript: script('Filter function', MSG_ARGS) }, ['jsScript']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.filter.TbJsSwitchNode',
    type: 'FILTER', name: 'script switch', icon: 'call_split', chainTypes: ANY_CHAIN, customRelations: true,
    description: 'Routes the message to the connections a script names',
    details: 'Runs a JavaScript function that answers one connection label or a list of labels; the message is sent along each of them.',
    relationTypes: ['Failure'],
    defaultConfiguration: {
      jsScript: 'const routes = [];\nif (msgType === \'POST_TELEMETRY_REQUEST\') {\n  routes.push(msg.temperature > 20 ? \'Hot\' : \'Normal\');\n}\nreturn routes;',
    },
    schema: object({ jsScript: script('Switch function', MSG_ARGS) }, ['jsScript']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.filter.TbMsgTypeFilterNode',
    type: 'FILTER', name: 'message type filter', icon: 'sort', chainTypes: ANY_CHAIN,
    description: 'Lets through the message types of a list',
    details: 'Follows True when the message type is one of the selected types, False otherwise. Custom types may be typed in.',
    relationTypes: TRUE_FALSE,
    defaultConfiguration: { messageTypes: ['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST'] },
    schema: object({ messageTypes: textList('Message types', MESSAGE_TYPES) }, ['messageTypes']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode',
    type: 'FILTER', name: 'message type switch', icon: 'device_hub', chainTypes: ANY_CHAIN,
    description: 'Routes the message by its type',
    details: 'Each known message type has a connection named after it; any other type follows Other.',
    relationTypes: [...Object.values(MESSAGE_TYPE_NAMES), 'Other', 'Failure'],
    defaultConfiguration: { version: 0 },
    schema: object({ version: { type: 'integer', title: 'Version', readOnly: true } }),
  },
  {
    clazz: 'org.thingsboard.rule.engine.filter.TbCheckRelationNode',
    type: 'FILTER', name: 'check relation', icon: 'compare_arrows', chainTypes: ANY_CHAIN,
    description: 'Checks that the originator is related to an entity',
    details: 'Looks for a relation of the given type and direction between the originator and one chosen entity, or any entity when no entity is chosen.',
    relationTypes: TRUE_FALSE,
    defaultConfiguration: { checkForSingleEntity: true, direction: 'FROM', entityType: null, entityId: null, relationType: 'Contains' },
    schema: object({
      checkForSingleEntity: bool('Check relation to a specific entity'),
      direction: oneOf('Direction', ['FROM', 'TO']),
      entityType: oneOf('Entity type', ENTITY_TYPES),
      entityId: text('Entity id', { format: 'uuid' }),
      relationType: text('Relation type'),
    }, ['direction', 'relationType']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.filter.TbOriginatorTypeFilterNode',
    type: 'FILTER', name: 'originator type filter', icon: 'category', chainTypes: ANY_CHAIN,
    description: 'Lets through messages of chosen originator types',
    details: 'Follows True when the entity type of the message originator is one of the selected types, False otherwise.',
    relationTypes: TRUE_FALSE,
    defaultConfiguration: { originatorTypes: ['DEVICE'] },
    schema: object({ originatorTypes: textList('Originator types', ENTITY_TYPES) }, ['originatorTypes']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.geo.TbGpsGeofencingFilterNode',
    type: 'FILTER', name: 'gps geofencing filter', icon: 'location_on',
    description: 'Checks whether a reported position lies inside a perimeter',
    details: 'Reads latitude and longitude from the message and tests them against a polygon or a circle, given here or taken from the message metadata.',
    relationTypes: TRUE_FALSE,
    defaultConfiguration: {
      latitudeKeyName: 'latitude', longitudeKeyName: 'longitude', perimeterType: 'POLYGON',
      fetchPerimeterInfoFromMessageMetadata: true, perimeterKeyName: 'ss_perimeter',
      polygonsDefinition: null, centerLatitude: null, centerLongitude: null, range: null, rangeUnit: null,
    },
    schema: object({
      latitudeKeyName: text('Latitude key'),
      longitudeKeyName: text('Longitude key'),
      perimeterType: oneOf('Perimeter type', PERIMETER_TYPES),
      fetchPerimeterInfoFromMessageMetadata: bool('Take the perimeter from message metadata'),
      perimeterKeyName: text('Perimeter metadata key'),
      polygonsDefinition: text('Polygon definition', { description: 'JSON list of [latitude, longitude] points' }),
      centerLatitude: num('Center latitude'),
      centerLongitude: num('Center longitude'),
      range: num('Range'),
      rangeUnit: oneOf('Range unit', RANGE_UNITS),
    }, ['latitudeKeyName', 'longitudeKeyName', 'perimeterType']),
  },
];
