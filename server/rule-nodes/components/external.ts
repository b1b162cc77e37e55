import { ANY_CHAIN, SUCCESS_FAILURE, type ComponentSpec } from '../component-types.js';
import { bool, int, object, oneOf, text, textMap } from '../schema.js';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const MQTT_CREDENTIALS = ['anonymous', 'basic', 'cert.PEM'] as const;
const KAFKA_ACKS = ['all', '-1', '0', '1'] as const;
const SMTP_PROTOCOLS = ['smtp', 'smtps'] as const;
const TLS_VERSIONS = ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const;

/** External nodes: hand the message to another system. */
export const EXTERNAL_COMPONENTS: ComponentSpec[] = [
  {
    clazz: 'org.thingsboard.rule.engine.rest.TbRestApiCallNode',
    type: 'EXTERNAL', name: 'rest api call', icon: 'http', chainTypes: ANY_CHAIN,
    description: 'Calls an HTTP endpoint with the message',
    details: 'Sends the message body to a URL built from a pattern; the answer body replaces the message and status details go to the metadata.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: {
      restEndpointUrlPattern: 'http://localhost/api', requestMethod: 'POST', headers: { 'Content-Type': 'application/json' },
      useSimpleClientHttpFactory: false, ignoreRequestBody: false, enableProxy: false, useSystemProxyProperties: false,
      readTimeoutMs: 0, maxParallelRequestsCount: 0, useRedisQueueForMsgPersistence: false, trimQueue: false, maxQueueSize: 0,
      credentials: { type: 'anonymous' },
    },
    schema: object({
      restEndpointUrlPattern: text('URL pattern'), requestMethod: oneOf('Method', HTTP_METHODS), headers: textMap('Headers'),
      ignoreRequestBody: bool('Send without body'), readTimeoutMs: int('Read timeout in milliseconds'),
      maxParallelRequestsCount: int('Maximum parallel requests'), enableProxy: bool('Use a proxy'),
      credentials: object({ type: oneOf('Credentials', ['anonymous', 'basic', 'cert.PEM']) }),
    }, ['restEndpointUrlPattern', 'requestMethod']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.mqtt.TbMqttNode',
    type: 'EXTERNAL', name: 'mqtt', icon: 'swap_horiz', chainTypes: ANY_CHAIN,
    description: 'Publishes the message to an MQTT broker',
    details: 'Publishes the message body to a topic built from a pattern, connecting with the given client id and credentials.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: {
      topicPattern: 'my-topic', host: null, port: 1883, connectTimeoutSec: 10, clientId: null, appendClientIdSuffix: false,
      cleanSession: true, retainedMessage: false, ssl: false, credentials: { type: 'anonymous' },
    },
    schema: object({
      topicPattern: text('Topic pattern'), host: text('Host'), port: int('Port', 1, { maximum: 65535 }),
      connectTimeoutSec: int('Connection timeout in seconds', 1, { maximum: 200 }), clientId: text('Client id'),
      cleanSession: bool('Clean session'), retainedMessage: bool('Retained'), ssl: bool('Enable SSL'),
      credentials: object({ type: oneOf('Credentials', MQTT_CREDENTIALS), username: text('User name'), password: text('Password') }),
    }, ['topicPattern', 'host', 'port']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.kafka.TbKafkaNode',
    type: 'EXTERNAL', name: 'kafka', icon: 'input',
    description: 'Publishes the message to a Kafka topic',
    details: 'Sends the message body to a topic built from a pattern; metadata can travel as record headers.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: {
      topicPattern: 'my-topic', keyPattern: null, bootstrapServers: 'localhost:9092', retries: 0, batchSize: 16384, linger: 0,
      bufferMemory: 33554432, acks: '-1', keySerializer: 'org.apache.kafka.common.serialization.StringSerializer',
      valueSerializer: 'org.apache.kafka.common.serialization.StringSerializer', otherProperties: {},
      addMetadataKeyValuesAsKafkaHeaders: false, kafkaHeadersCharset: 'UTF-8',
    },
    schema: object({
      topicPattern: text('Topic pattern'), keyPattern: text('Key pattern'), bootstrapServers: text('Bootstrap servers'),
      retries: int('Retries'), batchSize: int('Batch size in bytes'), linger: int('Linger in milliseconds'),
      bufferMemory: int('Buffer memory in bytes'), acks: oneOf('Acknowledgements', KAFKA_ACKS),
      otherProperties: textMap('Other properties'), addMetadataKeyValuesAsKafkaHeaders: bool('Metadata as headers'),
      kafkaHeadersCharset: text('Header charset'),
    }, ['topicPattern', 'bootstrapServers']),
  },
  {
    clazz: 'org.thingsboard.rule.engine.mail.TbSendEmailNode',
    type: 'EXTERNAL', name: 'send email', icon: 'send',
    description: 'Sends an e-mail message',
    details: 'Sends a message produced by the to email node, through the system mail server or one configured here.',
    relationTypes: SUCCESS_FAILURE,
    defaultConfiguration: {
      useSystemSmtpSettings: true, smtpProtocol: 'smtp', smtpHost: 'localhost', smtpPort: 25, timeout: 10000,
      enableTls: false, tlsVersion: 'TLSv1.2', enableProxy: false, username: null, password: null,
    },
    schema: object({
      useSystemSmtpSettings: bool('Use the system mail server'), smtpProtocol: oneOf('Protocol', SMTP_PROTOCOLS),
      smtpHost: text('Host'), smtpPort: int('Port', 1, { maximum: 65535 }), timeout: int('Timeout in milliseconds'),
      enableTls: bool('Enable TLS'), tlsVersion: oneOf('TLS version', TLS_VERSIONS), username: text('User name'), password: text('Password'),
    }, ['useSystemSmtpSettings']),
  },
];
