import type { ApiSchema } from '../../../sdk/api-schema.js';

/** The repository settings as the server sends and takes them (`/api/admin/repositorySettings`); secrets come back null. */
export type RepositorySettings = ApiSchema<'RepositorySettings'>;

/** Ways to sign in at the repository. */
export const REPOSITORY_AUTH_METHODS = ['USERNAME_PASSWORD', 'PRIVATE_KEY'] as const;

/** One way of {@link REPOSITORY_AUTH_METHODS}. */
export type RepositoryAuthMethod = (typeof REPOSITORY_AUTH_METHODS)[number];

/** The branch the server uses when the settings name none. */
export const DEFAULT_BRANCH = 'main';

/** The repository settings form: texts as typed. */
export interface RepositoryForm {
  repositoryUri: string;
  defaultBranch: string;
  authMethod: RepositoryAuthMethod;
  username: string;
  /** A new password; empty keeps the saved one of the same repository. */
  password: string;
  privateKeyFileName: string;
  /** A new private key; empty keeps the saved one of the same repository. */
  privateKey: string;
  /** A new passphrase; empty keeps the saved one of the same repository. */
  privateKeyPassword: string;
}

/** A field of {@link RepositoryForm}. */
export type RepositoryField = keyof RepositoryForm;

/** The form of saved settings (secrets empty, since the server never sends them), or of none. */
export function repositoryFormOf(settings: RepositorySettings | null): RepositoryForm {
  return {
    repositoryUri: settings?.repositoryUri ?? '',
    defaultBranch: settings?.defaultBranch ?? DEFAULT_BRANCH,
    authMethod: settings?.authMethod === 'PRIVATE_KEY' ? 'PRIVATE_KEY' : 'USERNAME_PASSWORD',
    username: settings?.username ?? '',
    password: '',
    privateKeyFileName: settings?.privateKeyFileName ?? '',
    privateKey: '',
    privateKeyPassword: '',
  };
}

/** Whether a text is a branch name git accepts (the server's rule: a word character first, then words, dots, slashes, dashes; no `..`, `//`, trailing `/`, `.` or `.lock`; at most 200). */
export function validBranchName(name: string): boolean {
  return /^\w[\w./-]*$/.test(name) && !name.includes('..') && !name.includes('//') && !name.endsWith('/')
    && !name.endsWith('.lock') && !name.endsWith('.') && name.length <= 200;
}

/** Whether the saved settings keep a private key the form may leave empty: same repository, a key file saved. */
function keepsSavedKey(form: RepositoryForm, saved: RepositorySettings | null): boolean {
  return !!saved && saved.authMethod === 'PRIVATE_KEY' && !!saved.privateKeyFileName && saved.repositoryUri === form.repositoryUri.trim();
}

/** The problems of a form, as message keys of the `vc` namespace by field; `saved` are the settings the server holds. */
export function repositoryFormErrors(form: RepositoryForm, saved: RepositorySettings | null): Partial<Record<RepositoryField, string>> {
  const errors: Partial<Record<RepositoryField, string>> = {};
  if (!form.repositoryUri.trim()) errors.repositoryUri = 'vc:repository.uri-required';
  const branch = form.defaultBranch.trim();
  if (branch && !validBranchName(branch)) errors.defaultBranch = 'vc:branch-invalid';
  if (form.authMethod === 'USERNAME_PASSWORD' && form.password && !form.username.trim()) errors.username = 'vc:repository.username-required';
  if (form.authMethod === 'PRIVATE_KEY' && !form.privateKey.trim() && !keepsSavedKey(form, saved)) errors.privateKey = 'vc:repository.private-key-required';
  return errors;
}

/** The settings body of a form (Save and Check access): the other method's fields dropped, empty secrets sent as null (kept by the server). */
export function repositorySettingsOf(form: RepositoryForm): RepositorySettings {
  const text = (value: string) => (value.trim() === '' ? null : value);
  const byPassword = form.authMethod === 'USERNAME_PASSWORD';
  return {
    repositoryUri: form.repositoryUri.trim(),
    defaultBranch: form.defaultBranch.trim() || DEFAULT_BRANCH,
    authMethod: form.authMethod,
    username: byPassword ? text(form.username.trim()) : null,
    password: byPassword ? text(form.password) : null,
    privateKeyFileName: byPassword ? null : text(form.privateKeyFileName),
    privateKey: byPassword ? null : text(form.privateKey),
    privateKeyPassword: byPassword ? null : text(form.privateKeyPassword),
  };
}
