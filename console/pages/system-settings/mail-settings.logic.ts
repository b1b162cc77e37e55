import { isEmail } from '../../auth-logic/email.js';
import { errorsOf, flagOf, integerError, oneOf, REQUIRED, requiredError, textOf, type FieldError, type FormErrors } from './settings-form.logic.js';

/** Mail transfer protocols the server accepts. */
export const SMTP_PROTOCOLS = ['smtp', 'smtps'] as const;
/** TLS versions offered when TLS is on. */
export const TLS_VERSIONS = ['TLSv1', 'TLSv1.1', 'TLSv1.2', 'TLSv1.3'] as const;

/** The outgoing mail form; numbers are typed as text so a bad value can be shown and corrected. */
export interface MailForm {
  mailFrom: string;
  smtpProtocol: (typeof SMTP_PROTOCOLS)[number];
  smtpHost: string;
  smtpPort: string;
  timeout: string;
  enableTls: boolean;
  tlsVersion: (typeof TLS_VERSIONS)[number];
  username: string;
  /** Whether the stored password is replaced (the server never answers it). */
  changePassword: boolean;
  password: string;
  enableProxy: boolean;
  proxyHost: string;
  proxyPort: string;
  proxyUser: string;
  proxyPassword: string;
}

/** The form showing the stored `mail` settings JSON (the installer's defaults where a field is missing). */
export function mailFormOf(json: Record<string, unknown> | undefined): MailForm {
  const v = json ?? {};
  return {
    mailFrom: textOf(v.mailFrom),
    smtpProtocol: oneOf(v.smtpProtocol, SMTP_PROTOCOLS, 'smtp'),
    smtpHost: textOf(v.smtpHost),
    smtpPort: textOf(v.smtpPort) || '25',
    timeout: textOf(v.timeout) || '10000',
    enableTls: flagOf(v.enableTls),
    tlsVersion: oneOf(v.tlsVersion, TLS_VERSIONS, 'TLSv1.2'),
    username: textOf(v.username),
    changePassword: false,
    password: '',
    enableProxy: flagOf(v.enableProxy),
    proxyHost: textOf(v.proxyHost),
    proxyPort: textOf(v.proxyPort),
    proxyUser: textOf(v.proxyUser),
    proxyPassword: textOf(v.proxyPassword),
  };
}

/** A sender: an address, or a name with the address in angle brackets (`tbkit <noreply@example.com>`). */
export function mailFromError(text: string): FieldError | null {
  const value = text.trim();
  if (value === '') return REQUIRED;
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  return isEmail(named ? named[1]!.trim() : value) ? null : { key: 'syssettings:error.mail-from' };
}

/** Sender, host, port 1–65535 and a timeout of 0 ms or more are required; proxy host and port when the proxy is on. */
export function mailErrors(form: MailForm): FormErrors<MailForm> {
  return errorsOf<MailForm>([
    ['mailFrom', mailFromError(form.mailFrom)],
    ['smtpHost', requiredError(form.smtpHost)],
    ['smtpPort', integerError(form.smtpPort, 1, 65535)],
    ['timeout', integerError(form.timeout, 0)],
    ['proxyHost', form.enableProxy && requiredError(form.proxyHost)],
    ['proxyPort', form.enableProxy && integerError(form.proxyPort, 1, 65535)],
  ]);
}

/**
 * The mail settings JSON of the form (text trimmed, port and timeout as text as the installer stores them);
 * the password is sent only with `changePassword`, otherwise the server keeps the stored one.
 */
export function mailJson(stored: Record<string, unknown> | undefined, form: MailForm): Record<string, unknown> {
  const { password: _password, ...kept } = stored ?? {};
  const json: Record<string, unknown> = {
    ...kept,
    mailFrom: form.mailFrom.trim(),
    smtpProtocol: form.smtpProtocol,
    smtpHost: form.smtpHost.trim(),
    smtpPort: form.smtpPort.trim(),
    timeout: form.timeout.trim(),
    enableTls: form.enableTls,
    tlsVersion: form.tlsVersion,
    username: form.username.trim(),
    enableProxy: form.enableProxy,
    proxyHost: form.enableProxy ? form.proxyHost.trim() : '',
    proxyPort: form.enableProxy ? form.proxyPort.trim() : '',
    proxyUser: form.enableProxy ? form.proxyUser.trim() : '',
    proxyPassword: form.enableProxy ? form.proxyPassword : '',
    changePassword: form.changePassword,
  };
  if (form.changePassword) json.password = form.password;
  return json;
}

/** The `POST /api/admin/settings` body (the test mail takes the same one). */
export function mailBody(stored: Record<string, unknown> | undefined, form: MailForm): { key: 'mail'; jsonValue: Record<string, unknown> } {
  return { key: 'mail', jsonValue: mailJson(stored, form) };
}
