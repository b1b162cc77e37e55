import { type ChecksumAlgorithm, type OtaUpdateType } from '../../../sdk/catalogues/ota.js';
import { fieldError } from '../entity-list/entity-list.logic.js';

/** Algorithm the add dialog starts with. */
export const DEFAULT_CHECKSUM_ALGORITHM: ChecksumAlgorithm = 'SHA256';

/** Where the package's content comes from: a file uploaded to the server, or an address the devices download from. */
export type OtaSource = 'file' | 'url';

/** What a person filled in the add dialog. */
export interface OtaForm {
  title: string;
  version: string;
  type: OtaUpdateType;
  /** Id of the device profile the package is for; '' while none is chosen. */
  deviceProfileId: string;
  source: OtaSource;
  /** The chosen file, or null. */
  file: { name: string; size: number } | null;
  url: string;
  checksumAlgorithm: ChecksumAlgorithm;
  /** A checksum the person knows; blank lets the console or the server compute it. */
  checksum: string;
  description: string;
}

/** An empty form: FIRMWARE from a file, SHA256 (the dialog's defaults). */
export function emptyOtaForm(deviceProfileId = ''): OtaForm {
  return {
    title: '', version: '', type: 'FIRMWARE', deviceProfileId, source: 'file', file: null, url: '',
    checksumAlgorithm: DEFAULT_CHECKSUM_ALGORITHM, checksum: '', description: '',
  };
}

/** Hex digits of each algorithm's checksum as the server writes it (digest bytes, 32-bit values as 4 bytes). */
export const CHECKSUM_HEX_LENGTH: Readonly<Record<ChecksumAlgorithm, number>> = {
  MD5: 32, SHA256: 64, SHA384: 96, SHA512: 128, CRC32: 8, MURMUR3_32: 8, MURMUR3_128: 32,
};

/** Message keys of the form's problems, by field. */
export type OtaFormErrors = Partial<Record<'title' | 'version' | 'deviceProfileId' | 'file' | 'url' | 'checksum', string>>;

/** Whether a text is an http or https address. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The problem of a typed checksum under its algorithm: hex digits only, exactly as many as the algorithm gives; blank is fine. */
export function checksumError(algorithm: ChecksumAlgorithm, checksum: string): string | null {
  const text = checksum.trim();
  if (!text) return null;
  if (!/^[0-9a-f]+$/i.test(text)) return 'ota:form.checksum-hex';
  return text.length === CHECKSUM_HEX_LENGTH[algorithm] ? null : 'ota:form.checksum-length';
}

/** The problems of the add dialog's form (title and version required and at most 255 characters, a profile, a file or an http(s) URL, a well-formed checksum); empty when it may be saved. */
export function otaFormErrors(form: OtaForm): OtaFormErrors {
  const errors: OtaFormErrors = {};
  const title = fieldError({ key: 'title', required: true }, form.title);
  const version = fieldError({ key: 'version', required: true }, form.version);
  if (title) errors.title = title;
  if (version) errors.version = version;
  if (!form.deviceProfileId) errors.deviceProfileId = 'ota:form.profile-required';
  if (form.source === 'file') {
    if (!form.file) errors.file = 'ota:form.file-required';
    else if (form.file.size === 0) errors.file = 'ota:form.file-empty';
  } else if (!form.url.trim()) errors.url = 'lists:form.required';
  else if (!isHttpUrl(form.url)) errors.url = 'ota:form.url-invalid';
  const checksum = checksumError(form.checksumAlgorithm, form.checksum);
  if (checksum) errors.checksum = checksum;
  return errors;
}

/** How the checksum sent with a file is obtained: typed by the person, computed here (SHA-2 with crypto.subtle), or left to the server. */
export type ChecksumSource = 'given' | 'browser' | 'server';

/** Algorithms the browser computes itself through crypto.subtle; the others the server computes from the uploaded file. */
export const BROWSER_CHECKSUM_ALGORITHMS: readonly ChecksumAlgorithm[] = ['SHA256', 'SHA384', 'SHA512'];

/** Where the checksum of an upload comes from: a typed one wins, else the browser for SHA256/384/512, else the server. */
export function checksumSource(algorithm: ChecksumAlgorithm, checksum: string): ChecksumSource {
  if (checksum.trim()) return 'given';
  return BROWSER_CHECKSUM_ALGORITHMS.includes(algorithm) ? 'browser' : 'server';
}

/** The body of `POST /api/otaPackage` for a form: trimmed texts, the tag `title version`, the URL and its optional checksum, the description. */
export function otaInfoBody(form: OtaForm): Record<string, unknown> {
  const title = form.title.trim();
  const version = form.version.trim();
  const usesUrl = form.source === 'url';
  const checksum = form.checksum.trim().toLowerCase();
  const description = form.description.trim();
  return {
    title,
    version,
    tag: `${title} ${version}`,
    type: form.type,
    deviceProfileId: { entityType: 'DEVICE_PROFILE', id: form.deviceProfileId },
    usesUrl,
    ...(usesUrl ? { url: form.url.trim(), ...(checksum ? { checksumAlgorithm: form.checksumAlgorithm, checksum } : {}) } : {}),
    additionalInfo: description ? { description } : {},
  };
}

/** The query of the file upload: the algorithm always, the checksum when known (the server then checks the file against it). */
export function uploadQuery(algorithm: ChecksumAlgorithm, checksum: string | null): string {
  const query = new URLSearchParams({ checksumAlgorithm: algorithm });
  if (checksum) query.set('checksum', checksum.trim().toLowerCase());
  return query.toString();
}

/** Percentage of an upload for its progress bar: whole percent, 0 to 100; 0 while the total is unknown. */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}
