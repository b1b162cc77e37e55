import type { Authority } from '../../../sdk/catalogues/authorities.js';
import type { ClaimResult } from '../../../sdk/catalogues/credentials.js';

/** Whether a role claims devices with a secret key: customer users (`POST /api/customer/device/{deviceName}/claim`). */
export function canClaimDevices(authority: Authority | undefined): boolean {
  return authority === 'CUSTOMER_USER';
}

/** Whether a customer user may unclaim a device: one that belongs to its own customer. */
export function canUnclaim(authority: Authority | undefined, device: { customerId?: { id?: string } | null }, customerId: string | undefined): boolean {
  return authority === 'CUSTOMER_USER' && !!customerId && device.customerId?.id === customerId;
}

/** The claim call's path for a device name (the name is a path segment, so it is encoded). */
export function claimPath(deviceName: string): string {
  return `/api/customer/device/${encodeURIComponent(deviceName)}/claim`;
}

/** What a person is told after a claim: SUCCESS, FAILURE or CLAIMED (console-core §3), or the server's own refusal. */
export type ClaimOutcome = { kind: 'claimed' } | { kind: 'failure' } | { kind: 'already-claimed' } | { kind: 'refused'; message: string };

/** The outcome of a claim answer: the ClaimResult's `response` decides (the server answers 400 with it for FAILURE and CLAIMED), else the error message. */
export function claimOutcome(ok: boolean, body: unknown, message: string): ClaimOutcome {
  const response = (body as { response?: ClaimResult } | null | undefined)?.response;
  if (ok && response === 'SUCCESS') return { kind: 'claimed' };
  if (response === 'FAILURE') return { kind: 'failure' };
  if (response === 'CLAIMED') return { kind: 'already-claimed' };
  return { kind: 'refused', message };
}

/** The message key of a failed claim outcome in the `devices` namespace. */
export function claimOutcomeKey(outcome: ClaimOutcome): string {
  return outcome.kind === 'refused' ? 'devices:claim.refused' : `devices:claim.${outcome.kind}`;
}
