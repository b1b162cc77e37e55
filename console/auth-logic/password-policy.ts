import type { components } from '../../sdk/generated/schema.js';

/** The server's password rules (`GET /api/noauth/userPasswordPolicy`); a null or 0 number means no rule. */
export type UserPasswordPolicy = components['schemas']['UserPasswordPolicy'];

/** Message shown when the new password and its confirmation differ. */
export const PASSWORDS_MISMATCH_KEY = 'login.passwords-mismatch-error';

/** One rule of a policy, with the key of its text, the number it names and whether a password meets it. */
export interface PasswordRule {
  key:
    | 'security.password-requirement.minimum-length'
    | 'security.password-requirement.uppercase'
    | 'security.password-requirement.lowercase'
    | 'security.password-requirement.digits'
    | 'security.password-requirement.special'
    | 'security.password-requirement.no-whitespace';
  count: number;
  met: boolean;
}

const counted: [keyof UserPasswordPolicy, PasswordRule['key'], RegExp][] = [
  ['minimumUppercaseLetters', 'security.password-requirement.uppercase', /\p{Lu}/gu],
  ['minimumLowercaseLetters', 'security.password-requirement.lowercase', /\p{Ll}/gu],
  ['minimumDigits', 'security.password-requirement.digits', /\p{Nd}/gu],
  ['minimumSpecialCharacters', 'security.password-requirement.special', /[^\p{L}\p{N}\s]/gu],
];

function positive(value: unknown): value is number {
  return typeof value === 'number' && value > 0;
}

/** Every rule the policy sets, each marked met or not for the password (empty when the policy sets none). */
export function passwordRules(password: string, policy: UserPasswordPolicy | null | undefined): PasswordRule[] {
  if (!policy) return [];
  const rules: PasswordRule[] = [];
  if (positive(policy.minimumLength)) {
    rules.push({ key: 'security.password-requirement.minimum-length', count: policy.minimumLength, met: [...password].length >= policy.minimumLength });
  }
  for (const [field, key, pattern] of counted) {
    const count = policy[field];
    if (positive(count)) rules.push({ key, count, met: (password.match(pattern)?.length ?? 0) >= count });
  }
  if (policy.allowWhitespaces === false) {
    rules.push({ key: 'security.password-requirement.no-whitespace', count: 0, met: !/\s/u.test(password) });
  }
  return rules;
}

/** Whether a password meets every rule of the policy. */
export function meetsPolicy(password: string, policy: UserPasswordPolicy | null | undefined): boolean {
  return passwordRules(password, policy).every((rule) => rule.met);
}

/** Problem of a new password and its confirmation on submit: mismatch first (no call is made), then the policy. */
export function newPasswordProblem(
  password: string,
  confirmation: string,
  policy: UserPasswordPolicy | null | undefined,
): 'required' | typeof PASSWORDS_MISMATCH_KEY | 'policy' | null {
  if (!password) return 'required';
  if (password !== confirmation) return PASSWORDS_MISMATCH_KEY;
  return meetsPolicy(password, policy) ? null : 'policy';
}
