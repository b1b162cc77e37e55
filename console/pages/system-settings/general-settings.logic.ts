import { errorsOf, flagOf, isHttpUrl, REQUIRED, textOf, type FormErrors } from './settings-form.logic.js';

/** The general settings form: the platform's base URL and whether links must always use it. */
export interface GeneralForm {
  baseUrl: string;
  prohibitDifferentUrl: boolean;
}

/** The form showing the stored `general` settings JSON. */
export function generalFormOf(json: Record<string, unknown> | undefined): GeneralForm {
  return { baseUrl: textOf(json?.baseUrl), prohibitDifferentUrl: flagOf(json?.prohibitDifferentUrl) };
}

/** The base URL is required and must be an http(s) URL, as the server checks it. */
export function generalErrors(form: GeneralForm): FormErrors<GeneralForm> {
  const url = form.baseUrl.trim();
  return errorsOf<GeneralForm>([['baseUrl', url === '' ? REQUIRED : !isHttpUrl(url) && { key: 'syssettings:error.url' }]]);
}

/** The `POST /api/admin/settings` body of the form (text trimmed; other stored fields kept). */
export function generalBody(stored: Record<string, unknown> | undefined, form: GeneralForm): { key: 'general'; jsonValue: Record<string, unknown> } {
  return { key: 'general', jsonValue: { ...(stored ?? {}), baseUrl: form.baseUrl.trim(), prohibitDifferentUrl: form.prohibitDifferentUrl } };
}
