import { ENTITY_TYPES } from '../../../sdk/catalogues/entity-types.js';
import { ANY_CHAIN, SUCCESS_FAILURE, type ComponentSpec } from '../component-types.js';
import { bool, int, object, oneOf, script, text, textList } from '../schema.js';

const ATTRIBUTE_SCOPES = ['SERVER_SCOPE', 'SHARED_SCOPE', 'CLIENT_SCOPE'] as const;
const SEVERITIES = ['CRITICAL', 'MAJOR', 'MINOR', 'WARNING', 'INDETERMINATE'] as const;
const MSG_ARGS = ['msg', 'metadata', 'msgType'];

const ALARM_DETAILS = 'const details = {};\nif (metadata.prevAlarmDetails) {\n  Object.assign(details, JSON.parse(metadata.prevAlarmDetails));\n}\nreturn details;';

/** Action nodes: store, alarm, log, RPC and timing. */
export const ACTION_COMPONENTS: ComponentSpec[] = [
  {
    clazz: 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode',
    type: 'ACTION', name: 'save timeseries', icon: 'file_upload', chainTypes: ANY_CHAIN,
    description: 'Stores the message values as time series',
    details: 'Expects a POST_TELEMETRY_REQUEST message and stores every key with the timestamp of the message (or its ts field). A TTL of 0 keeps the data as long as the tenant profile allows.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { defaultTTL: 0 },
    schema: object({ defaultTTL: int('Time to live in seconds') }, ['defaultTTL']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.telemetry.TbMsgAttributesNode',
    type: 'ACTION', name: 'save attributes', icon: 'file_upload', chainTypes: ANY_CHAIN,
    description: 'Stores the message values as attributes',
    details: 'Expects a POST_ATTRIBUTES_REQUEST message and stores every key as an attribute of the chosen scope; shared attribute changes can be pushed to the device.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { scope: 'SERVER_SCOPE', notifyDevice: false },
    schema: object({ scope: oneOf('Attribute scope', ATTRIBUTE_SCOPES), notifyDevice: bool('Notify the device') }, ['scope']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.action.TbCreateAlarmNode',
    type: 'ACTION', name: 'create alarm', icon: 'notifications_active', chainTypes: ANY_CHAIN,
    description: 'Creates or updates an alarm of the originator',
    details: 'Creates an alarm of the given type and severity, or updates the active one; its details come from a script. The alarm can be propagated to related entities, the owner or the tenant.',
    relationTypes: ['Created', 'Updated', 'Failure'],
    defaultConfiguration: {
      alarmDetailsBuildJs: ALARM_DETAILS, useMessageAlarmData: false, overwriteAlarmDetails: false, alarmType: 'General Alarm',
      severity: 'CRITICAL', propagate: false, relationTypes: [], propagateToOwner: false, propagateToTenant: false, dynamicSeverity: false,
    },
    schema: object({
      alarmType: text('Alarm type'), severity: oneOf('Severity', SEVERITIES), alarmDetailsBuildJs: script('Details function', MSG_ARGS),
      useMessageAlarmData: bool('Take alarm data from the message'), overwriteAlarmDetails: bool('Overwrite alarm details'),
      propagate: bool('Propagate to related entities'), relationTypes: textList('Propagation relation types'),
      propagateToOwner: bool('Propagate to owner'), propagateToTenant: bool('Propagate to tenant'), dynamicSeverity: bool('Severity from a pattern'),
    }, ['alarmType', 'severity']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.action.TbClearAlarmNode',
    type: 'ACTION', name: 'clear alarm', icon: 'notifications_off', chainTypes: ANY_CHAIN,
    description: 'Clears the active alarm of the originator',
    details: 'Clears the active alarm of the given type, updating its details from a script; False is followed when there is no such alarm.',
    relationTypes: ['Cleared', 'False', 'Failure'],
    defaultConfiguration: { alarmDetailsBuildJs: ALARM_DETAILS, alarmType: 'General Alarm' },
    schema: object({ alarmType: text('Alarm type'), alarmDetailsBuildJs: script('Details function', MSG_ARGS) }, ['alarmType']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.action.TbLogNode',
    type: 'ACTION', name: 'log', icon: 'menu', chainTypes: ANY_CHAIN,
    description: 'Writes the message to the server log',
    details: 'Formats the message with a script that answers a text and writes it to the log at INFO level.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { jsScript: 'return \'Message: \' + JSON.stringify(msg) + \'\\nMetadata: \' + JSON.stringify(metadata);' },
    schema: object({ jsScript: script('Text function', MSG_ARGS) }, ['jsScript']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.rpc.TbSendRPCRequestNode',
    type: 'ACTION', name: 'rpc call request', icon: 'call_made', chainTypes: ANY_CHAIN,
    description: 'Sends an RPC request to the originator device',
    details: 'Expects a message with method and params and forwards it to the device; the device answer continues along Success, a timeout or error along Failure.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { timeoutInSeconds: 60 },
    schema: object({ timeoutInSeconds: int('Timeout in seconds', 1) }, ['timeoutInSeconds']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.rpc.TbSendRPCReplyNode',
    type: 'ACTION', name: 'rpc call reply', icon: 'call_received', chainTypes: ANY_CHAIN,
    description: 'Answers an RPC request of a device',
    details: 'Sends the message body as the reply to the device request whose id is read from the given metadata key.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { requestIdMetaDataAttribute: 'requestId' },
    schema: object({ requestIdMetaDataAttribute: text('Request id metadata key') }, ['requestIdMetaDataAttribute']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.delay.TbMsgDelayNode',
    type: 'ACTION', name: 'delay', icon: 'pause',
    description: 'Holds the message for a while',
    details: 'Delays each message by a fixed number of seconds (or one read from metadata), keeping at most the given number of pending messages.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { periodInSeconds: 60, maxPendingMsgs: 1000, periodInSecondsPattern: null, useMetadataPeriodInSecondsPatterns: false },
    schema: object({
      periodInSeconds: int('Period in seconds'), maxPendingMsgs: int('Maximum pending messages', 1, { maximum: 100000 }),
      useMetadataPeriodInSecondsPatterns: bool('Period from metadata'), periodInSecondsPattern: text('Period pattern'),
    }, ['periodInSeconds', 'maxPendingMsgs']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.debug.TbMsgGeneratorNode',
    type: 'ACTION', name: 'generator', icon: 'repeat', inEnabled: false, chainTypes: ANY_CHAIN,
    description: 'Produces messages periodically',
    details: 'Calls a script every period with the previous message and sends what it answers; a count of 0 generates without end.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: {
      msgCount: 0, periodInSeconds: 1, originatorId: null, originatorType: null,
      jsScript: 'const next = {temperature: 20 + Math.round(Math.random() * 10)};\nreturn {msg: next, metadata: {data: \'generated\'}, msgType: \'POST_TELEMETRY_REQUEST\'};',
    },
    schema: object({
      msgCount: int('Message count'), periodInSeconds: int('Period in seconds', 1),
      originatorType: oneOf('Originator type', ENTITY_TYPES), originatorId: text('Originator id', { format: 'uuid' }),
      jsScript: script('Generator function', ['prevMsg', 'prevMetadata', 'prevMsgType']),
    }, ['msgCount', 'periodInSeconds', 'jsScript']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.action.TbMsgCountNode',
    type: 'ACTION', name: 'message count', icon: 'functions',
    description: 'Counts incoming messages per interval',
    details: 'Every interval sends a telemetry message with the number of messages received since the previous one, under a key with the given prefix.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { interval: 1, telemetryPrefix: 'messageCount' },
    schema: object({ interval: int('Interval in seconds', 1), telemetryPrefix: text('Telemetry key prefix') }, ['interval', 'telemetryPrefix']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.profile.TbDeviceProfileNode',
    type: 'ACTION', name: 'device profile', icon: 'memory', chainTypes: ANY_CHAIN,
    description: 'Evaluates the alarm rules of the device profile',
    details: 'Checks every message of a device against the alarm rules of its profile, creating, updating and clearing alarms; the outcome names the connection taken.',
    relationTypes: ['Success', 'Failure', 'Alarm Created', 'Alarm Updated', 'Alarm Severity Updated', 'Alarm Cleared'],
    defaultConfiguration: { persistAlarmRulesState: false, fetchAlarmRulesStateOnStart: false },
    schema: object({ persistAlarmRulesState: bool('Persist the state of alarm rules'), fetchAlarmRulesStateOnStart: bool('Read the state on start') }),
  },
  {
    clazz: 'org.thingsboard.rule.engine.edge.TbMsgPushToEdgeNode',
    type: 'ACTION', name: 'push to edge', icon: 'cloud_download',
    description: 'Sends the message to the edges of the originator',
    details: 'Queues attribute, time-series and entity messages for every edge the originator is assigned to.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { scope: 'SERVER_SCOPE' },
    schema: object({ scope: oneOf('Attribute scope', ATTRIBUTE_SCOPES) }),
  },
  {
    clazz: 'org.thingsboard.rule.engine.edge.TbMsgPushToCloudNode',
    type: 'ACTION', name: 'push to cloud', icon: 'cloud_upload', chainTypes: ['EDGE'],
    description: 'Sends the message from the edge to the cloud',
    details: 'Queues attribute, time-series and entity messages of the edge for delivery to the cloud server.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { scope: 'SERVER_SCOPE' },
    schema: object({ scope: oneOf('Attribute scope', ATTRIBUTE_SCOPES) }),
  },
];
