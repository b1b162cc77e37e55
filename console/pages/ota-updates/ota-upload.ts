import type { ChecksumAlgorithm } from '../../../sdk/catalogues/ota.js';
import { client } from '../../session/session.js';
import { uploadQuery } from './ota-form.logic.js';

/** How far an upload got: bytes sent and bytes in all. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The server's answer to an upload: its status (0 when the connection failed) and its body, parsed when JSON. */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

/** Options of {@link sendWithProgress}. */
export interface SendOptions {
  /** Address of the call. */
  url: string;
  /** The multipart body. */
  body: FormData;
  /** Request headers (the token header among them). */
  headers: Readonly<Record<string, string>>;
  /** Reports the bytes sent, from the upload's progress events. */
  onProgress: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload; the promise then rejects with an AbortError. */
  signal: AbortSignal;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * POSTs a body with XMLHttpRequest, which (unlike fetch) reports upload progress; resolves with the answer
 * (status 0 when the connection failed) and rejects with an AbortError when `signal` aborts.
 */
export function sendWithProgress({ url, body, headers, onProgress, signal }: SendOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }));
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parsed(xhr.responseText) }));
    xhr.addEventListener('error', () => resolve({ status: 0, body: null }));
    xhr.addEventListener('abort', () => reject(abortError()));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** A file upload of a saved package. */
export interface PackageUpload {
  id: string;
  file: File;
  algorithm: ChecksumAlgorithm;
  /** The checksum the server checks the file against; null lets the server compute it. */
  checksum: string | null;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

/**
 * Uploads a package's file (`POST /api/otaPackage/{id}?checksumAlgorithm&checksum`, multipart field `file`) with
 * the signed-in user's token in the X-Authorization header, as the console's client sends it (never in the address).
 */
export async function uploadPackageFile({ id, file, algorithm, checksum, onProgress, signal }: PackageUpload): Promise<UploadAnswer> {
  const token = await client.auth.getAccessToken();
  if (!token) return { status: 401, body: null };
  const body = new FormData();
  body.append('file', file, file.name);
  const url = new URL(`${client.baseUrl}/api/otaPackage/${encodeURIComponent(id)}?${uploadQuery(algorithm, checksum)}`, window.location.href).href;
  return sendWithProgress({ url, body, headers: { 'X-Authorization': `Bearer ${token}` }, onProgress, signal });
}
