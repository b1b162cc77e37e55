/** LwM2M binding modes. */
export const LWM2M_BINDING_MODES = ['U', 'M', 'H', 'T', 'S', 'N', 'UQ', 'UQS', 'TQ', 'TQS', 'SQ'] as const;

/** One binding mode of {@link LWM2M_BINDING_MODES}. */
export type Lwm2mBindingMode = (typeof LWM2M_BINDING_MODES)[number];

/** LwM2M observation attribute names (minimum period, maximum period, greater than, less than, step). */
export const LWM2M_ATTRIBUTES = ['pmin', 'pmax', 'gt', 'lt', 'st'] as const;

/** One attribute name of {@link LWM2M_ATTRIBUTES}. */
export type Lwm2mAttribute = (typeof LWM2M_ATTRIBUTES)[number];

/** Attributes that must be whole numbers of at least 0; the others are only required. */
export const LWM2M_PERIOD_ATTRIBUTES: readonly Lwm2mAttribute[] = ['pmin', 'pmax'];

/** LwM2M server types. */
export const LWM2M_SERVER_TYPES = ['LWM2M', 'BOOTSTRAP'] as const;

/** One server type of {@link LWM2M_SERVER_TYPES}. */
export type Lwm2mServerType = (typeof LWM2M_SERVER_TYPES)[number];

/** Device power modes (power saving, discontinuous reception, extended discontinuous reception). */
export const POWER_MODES = ['PSM', 'DRX', 'E_DRX'] as const;

/** One power mode of {@link POWER_MODES}. */
export type PowerMode = (typeof POWER_MODES)[number];

/** LwM2M security modes. */
export const LWM2M_SECURITY_MODES = ['PSK', 'RPK', 'X509', 'NO_SEC'] as const;

/** One security mode of {@link LWM2M_SECURITY_MODES}. */
export type Lwm2mSecurityMode = (typeof LWM2M_SECURITY_MODES)[number];

/** Lists of an LwM2M profile's observation settings. */
export const LWM2M_OBSERVE_LISTS = ['observe', 'attribute', 'telemetry', 'keyName', 'attributeLwm2m'] as const;

/** Client settings of a new LwM2M device profile. */
export const LWM2M_CLIENT_SETTINGS_DEFAULTS = {
  clientOnlyObserveAfterConnect: 1,
  fwUpdateStrategy: 1,
  swUpdateStrategy: 1,
  powerMode: 'DRX',
  compositeOperationsSupport: false,
} as const;

/** Default host of an LwM2M server. */
export const LWM2M_DEFAULT_HOST = 'localhost';

/** Default CoAP port of an LwM2M server without security. */
export const LWM2M_DEFAULT_PORT = 5685;

/** Default firmware and software update resource: CoAP on the default host and port. */
export const LWM2M_DEFAULT_UPDATE_RESOURCE = `coap://${LWM2M_DEFAULT_HOST}:${LWM2M_DEFAULT_PORT}`;

/** Smallest accepted port or instance number. */
export const LWM2M_PORT_MIN = 0;

/** Largest accepted port or instance number. */
export const LWM2M_PORT_MAX = 65535;

/** Page size used when listing LwM2M object models. */
export const LWM2M_OBJECTS_PAGE_SIZE = 50;

/** Default power-saving timer values in milliseconds. */
export const POWER_SAVING_DEFAULTS = {
  psmActivityTimer: 10000,
  edrxCycle: 81000,
  pagingTransmissionWindow: 10000,
} as const;

/** Fields of the client part of LwM2M device credentials. */
export const LWM2M_CLIENT_CREDENTIALS_FIELDS = ['securityConfigClientMode', 'endpoint', 'identity', 'key', 'cert'] as const;

/** Fields of bootstrap server security info. */
export const BOOTSTRAP_SECURITY_INFO_FIELDS = ['host', 'port', 'securityHost', 'securityPort', 'serverPublicKey'] as const;
