import { ANY_CHAIN, SUCCESS_FAILURE, type ComponentSpec } from '../component-types.js';
import { bool, object, oneOf, script, template, text, textList } from '../schema.js';

const ORIGINATOR_SOURCES = ['CUSTOMER', 'TENANT', 'RELATED', 'ALARM_ORIGINATOR'] as const;
const MAIL_BODY_TYPES = ['false', 'true', 'dynamic'] as const;

/** Transformation nodes: change the message, its originator or turn it into an e-mail. */
export const TRANSFORMATION_COMPONENTS: ComponentSpec[] = [
  {
    clazz: 'org.thingsboard.rule.engine.transform.TbTransformMsgNode',
    type: 'TRANSFORMATION', name: 'script transformation', icon: 'transform', chainTypes: ANY_CHAIN,
    description: 'Rewrites the message with a script',
    details: 'Runs a JavaScript function that answers an object with any of msg, metadata and msgType; the parts it leaves out stay as they were.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: { jsScript: 'return {msg: msg, metadata: metadata, msgType: msgType};' },
    schema: object({ jsScript: script('Transformation function', ['msg', 'metadata', 'msgType']) }, ['jsScript']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.transform.TbChangeOriginatorNode',
    type: 'TRANSFORMATION', name: 'change originator', icon: 'call_merge', chainTypes: ANY_CHAIN,
    description: 'Makes another entity the originator of the message',
    details: 'Replaces the originator with its customer, its tenant, the first entity found by a relations query, or the originator of the alarm the message is about.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: {
      originatorSource: 'CUSTOMER',
      relationsQuery: { direction: 'FROM', maxLevel: 1, filters: [{ relationType: 'Contains', entityTypes: [] }], fetchLastLevelOnly: false },
    },
    schema: object({
      originatorSource: oneOf('New originator', ORIGINATOR_SOURCES),
      relationsQuery: object({ direction: oneOf('Direction', ['FROM', 'TO']), filters: { type: 'array', items: object({ relationType: text('Relation type'), entityTypes: textList('Entity types') }) } }),
    }, ['originatorSource']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.mail.TbMsgToEmailNode',
    type: 'TRANSFORMATION', name: 'to email', icon: 'email',
    description: 'Turns the message into an e-mail message',
    details: 'Fills sender, recipients, subject and body from templates using message and metadata values; the result has the SEND_EMAIL type and can be sent by the send email node.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: {
      fromTemplate: 'info@example.com', toTemplate: '${userEmail}', ccTemplate: null, bccTemplate: null,
      subjectTemplate: 'Device ${deviceType} temperature high', isHtml: false, mailBodyType: 'false',
      bodyTemplate: 'Device ${deviceName} has high temperature $[temperature]',
    },
    schema: object({
      fromTemplate: template('From'), toTemplate: template('To'), ccTemplate: template('Cc'), bccTemplate: template('Bcc'),
      subjectTemplate: template('Subject'), mailBodyType: oneOf('HTML body', MAIL_BODY_TYPES), isHtml: bool('HTML body'),
      bodyTemplate: template('Body'),
    }, ['fromTemplate', 'toTemplate', 'subjectTemplate', 'bodyTemplate']),
  },
];
