import { E164, errorsOf, integerError, oneOf, REQUIRED, requiredError, textOf, type FieldError, type FormErrors } from './settings-form.logic.js';

/** SMS providers the server accepts. */
export const SMS_PROVIDERS = ['AWS_SNS', 'TWILIO', 'SMPP'] as const;
/** One of {@link SMS_PROVIDERS}. */
export type SmsProvider = (typeof SMS_PROVIDERS)[number];
/** SMPP protocol versions. */
export const SMPP_VERSIONS = ['3.3', '3.4'] as const;
/** SMPP bind types: transmitter, receiver, transceiver. */
export const SMPP_BIND_TYPES = ['TX', 'RX', 'TRX'] as const;
/** The longest test SMS the server sends. */
export const SMS_MESSAGE_MAX = 1600;

/** The SMS provider form: the provider and the fields of each (all kept while another provider is chosen). */
export interface SmsForm {
  type: SmsProvider;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  numberFrom: string;
  accountSid: string;
  accountToken: string;
  protocolVersion: (typeof SMPP_VERSIONS)[number];
  host: string;
  port: string;
  systemId: string;
  password: string;
  systemType: string;
  bindType: (typeof SMPP_BIND_TYPES)[number];
  sourceAddress: string;
}

/** The fields each provider sends. */
export const SMS_PROVIDER_FIELDS: Record<SmsProvider, readonly (keyof SmsForm & string)[]> = {
  AWS_SNS: ['accessKeyId', 'secretAccessKey', 'region'],
  TWILIO: ['numberFrom', 'accountSid', 'accountToken'],
  SMPP: ['protocolVersion', 'host', 'port', 'systemId', 'password', 'systemType', 'bindType', 'sourceAddress'],
};

/** The form showing the stored `sms` settings JSON; none stored starts with Amazon SNS. */
export function smsFormOf(json: Record<string, unknown> | undefined): SmsForm {
  const v = json ?? {};
  return {
    type: oneOf(v.type, SMS_PROVIDERS, 'AWS_SNS'),
    accessKeyId: textOf(v.accessKeyId),
    secretAccessKey: textOf(v.secretAccessKey),
    region: textOf(v.region) || 'us-east-1',
    numberFrom: textOf(v.numberFrom),
    accountSid: textOf(v.accountSid),
    accountToken: textOf(v.accountToken),
    protocolVersion: oneOf(textOf(v.protocolVersion), SMPP_VERSIONS, '3.4'),
    host: textOf(v.host),
    port: textOf(v.port),
    systemId: textOf(v.systemId),
    password: textOf(v.password),
    systemType: textOf(v.systemType),
    bindType: oneOf(v.bindType, SMPP_BIND_TYPES, 'TX'),
    sourceAddress: textOf(v.sourceAddress),
  };
}

/** A Twilio sender: an E.164 number, or a messaging service SID (MG and 32 hex digits). */
export function numberFromError(text: string): FieldError | null {
  const value = text.trim();
  if (value === '') return REQUIRED;
  return E164.test(value) || /^MG[0-9a-fA-F]{32}$/.test(value) ? null : { key: 'syssettings:error.number-from' };
}

/** The chosen provider's required fields; Twilio's sender as a number or service SID; SMPP's port 1–65535. */
export function smsErrors(form: SmsForm): FormErrors<SmsForm> {
  if (form.type === 'AWS_SNS') {
    return errorsOf<SmsForm>([['accessKeyId', requiredError(form.accessKeyId)], ['secretAccessKey', requiredError(form.secretAccessKey)], ['region', requiredError(form.region)]]);
  }
  if (form.type === 'TWILIO') {
    return errorsOf<SmsForm>([['numberFrom', numberFromError(form.numberFrom)], ['accountSid', requiredError(form.accountSid)], ['accountToken', requiredError(form.accountToken)]]);
  }
  return errorsOf<SmsForm>([['host', requiredError(form.host)], ['port', integerError(form.port, 1, 65535)], ['systemId', requiredError(form.systemId)], ['password', requiredError(form.password)]]);
}

/** The provider configuration JSON: its type and its own fields only (text trimmed, SMPP's port a number; passwords as typed). */
export function smsJson(form: SmsForm): Record<string, unknown> {
  const json: Record<string, unknown> = { type: form.type };
  for (const field of SMS_PROVIDER_FIELDS[form.type]) {
    const value = form[field];
    if (field === 'port') json.port = Number(value.trim());
    else if (field === 'password' || field === 'secretAccessKey' || field === 'accountToken') json[field] = value;
    else if (value.trim() !== '') json[field] = value.trim();
  }
  return json;
}

/** The `POST /api/admin/settings` body of the form. */
export function smsBody(form: SmsForm): { key: 'sms'; jsonValue: Record<string, unknown> } {
  return { key: 'sms', jsonValue: smsJson(form) };
}

/** The test SMS dialog's fields. */
export interface TestSmsForm {
  numberTo: string;
  message: string;
}

/** The phone number must be valid E.164 and the message not blank and at most 1600 characters, as the server checks them. */
export function testSmsErrors(form: TestSmsForm, phoneValid: boolean): FormErrors<TestSmsForm> {
  const number = form.numberTo.trim();
  return errorsOf<TestSmsForm>([
    ['numberTo', number === '' ? REQUIRED : (!phoneValid || !E164.test(number)) && { key: 'syssettings:error.phone' }],
    ['message', form.message.trim() === '' ? REQUIRED : form.message.length > SMS_MESSAGE_MAX && { key: 'syssettings:error.max-length', values: { max: SMS_MESSAGE_MAX } }],
  ]);
}

/** The `POST /api/admin/settings/testSms` body. */
export function testSmsBody(settings: SmsForm, form: TestSmsForm): { numberTo: string; message: string; providerConfiguration: Record<string, unknown> } {
  return { numberTo: form.numberTo.trim(), message: form.message, providerConfiguration: smsJson(settings) };
}
