import { DEFAULT_LANGUAGE, matchLanguage, type SupportedLanguage } from '../../sdk/catalogues/languages.js';
import { emailError } from './email.js';

/** The user record as the profile page reads and saves it (`GET` and `POST /api/user`). */
export interface ProfileUser {
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  additionalInfo?: Record<string, unknown> | null;
  [key: string]: unknown;
}

/** The profile form's fields. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  lang: SupportedLanguage;
  phone: string;
  defaultDashboardId: string;
  defaultDashboardFullscreen: boolean;
  homeDashboardId: string;
  homeDashboardHideToolbar: boolean;
}

/** Errors of the profile form by field, as message keys. */
export type ProfileErrors = Partial<Record<'email' | 'phone', string>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The phone of a user: the top-level field of newer servers, else the one the console keeps in additional info. */
export function phoneOf(user: ProfileUser): string {
  return text(user.phone) || text(user.additionalInfo?.phone);
}

/** The form's values for a user; the language falls back to the browser's, then en_US. */
export function profileFormOf(user: ProfileUser, browserLanguage: string | undefined = undefined): ProfileForm {
  const info = user.additionalInfo ?? {};
  return {
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    email: text(user.email),
    lang: matchLanguage(text(info.lang) || browserLanguage || DEFAULT_LANGUAGE),
    phone: phoneOf(user),
    defaultDashboardId: text(info.defaultDashboardId),
    defaultDashboardFullscreen: info.defaultDashboardFullscreen === true,
    homeDashboardId: text(info.homeDashboardId),
    homeDashboardHideToolbar: info.homeDashboardHideToolbar !== false,
  };
}

/** What keeps the form from being saved: a missing or malformed e-mail, a phone the phone input rejected. */
export function profileErrors(form: ProfileForm, phoneValid = true): ProfileErrors {
  const errors: ProfileErrors = {};
  const email = emailError(form.email, true);
  if (email) errors.email = email;
  if (!phoneValid) errors.phone = 'phone-input.phone-input-validation';
  return errors;
}

/** Whether any field differs from the saved values. */
export function profileChanged(form: ProfileForm, saved: ProfileForm): boolean {
  return (Object.keys(form) as (keyof ProfileForm)[]).some((key) => form[key] !== saved[key]);
}

/**
 * The user to save: the current record with the form's names, e-mail and additional info; an empty
 * dashboard choice is stored as null and turns its flag off. The phone goes to additional info (3.4 users
 * have no phone field) and to the top-level field when the server has one.
 */
export function userWithProfile(user: ProfileUser, form: ProfileForm): ProfileUser {
  const phone = form.phone.trim() || null;
  const saved: ProfileUser = {
    ...user,
    firstName: form.firstName.trim() || null,
    lastName: form.lastName.trim() || null,
    email: form.email.trim(),
    additionalInfo: {
      ...(user.additionalInfo ?? {}),
      lang: form.lang,
      phone,
      defaultDashboardId: form.defaultDashboardId || null,
      defaultDashboardFullscreen: !!form.defaultDashboardId && form.defaultDashboardFullscreen,
      homeDashboardId: form.homeDashboardId || null,
      homeDashboardHideToolbar: !!form.homeDashboardId && form.homeDashboardHideToolbar,
    },
  };
  if ('phone' in user) saved.phone = phone;
  return saved;
}

/** The name shown for a user: first and last name, or the e-mail when both are empty. */
export function displayName(user: Pick<ProfileUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [text(user.firstName), text(user.lastName)].filter(Boolean).join(' ').trim();
  return name || text(user.email);
}

/** Up to two initials for the avatar: of the name, else of the e-mail. */
export function initialsOf(user: Pick<ProfileUser, 'firstName' | 'lastName' | 'email'>): string {
  const parts = [text(user.firstName), text(user.lastName)].filter(Boolean);
  const source = parts.length ? parts : [text(user.email)];
  return source
    .map((part) => [...part.trim()][0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
