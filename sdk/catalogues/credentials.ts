/** Device credential types. */
export const DEVICE_CREDENTIALS_TYPES = ['ACCESS_TOKEN', 'X509_CERTIFICATE', 'MQTT_BASIC', 'LWM2M_CREDENTIALS'] as const;

/** One credential type of {@link DEVICE_CREDENTIALS_TYPES}. */
export type DeviceCredentialsType = (typeof DEVICE_CREDENTIALS_TYPES)[number];

/** Outcomes of a device claim. */
export const CLAIM_RESULTS = ['SUCCESS', 'FAILURE', 'CLAIMED'] as const;

/** One claim outcome of {@link CLAIM_RESULTS}. */
export type ClaimResult = (typeof CLAIM_RESULTS)[number];

/** Fields of basic MQTT credentials. */
export const MQTT_BASIC_CREDENTIALS_FIELDS = ['clientId', 'userName', 'password'] as const;
