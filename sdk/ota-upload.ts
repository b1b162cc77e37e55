import type { Client } from 'openapi-fetch';
import type { ChecksumAlgorithm } from './catalogues/ota.js';
import { computeChecksum } from './checksum/index.js';
import type { components, paths } from './generated/schema.js';
import { requireData } from './require-data.js';

/** Information about an over-the-air package as the server stores it. */
export type OtaPackageInfo = components['schemas']['OtaPackageInfo'];

/** Body of `POST /api/otaPackage`: the package information plus whether it points to a URL. */
export type SaveOtaPackageInfoRequest = components['schemas']['SaveOtaPackageInfoRequest'];

/** The calls of the typed client the package helpers use. */
export type OtaClient = Pick<Client<paths>, 'POST' | 'DELETE'>;

/** Algorithm used when neither the package nor the caller names one. */
export const DEFAULT_UPLOAD_CHECKSUM_ALGORITHM: ChecksumAlgorithm = 'SHA256';

/** Options of a package file upload. */
export interface OtaUploadOptions {
  /** Checksum algorithm sent with the file; default the package's, else SHA256. */
  checksumAlgorithm?: ChecksumAlgorithm;
  /** Checksum sent with the file; when empty the server computes it, unless `computeChecksum` is set. */
  checksum?: string | null;
  /** Computes the checksum here when none is given, so the server can verify the upload. Default false. */
  computeChecksum?: boolean;
  /** File name sent in the multipart part; default the File's own name, else `file`. */
  fileName?: string;
  /** Cancels the requests. */
  signal?: AbortSignal;
}

async function checksumFor(file: Blob, algorithm: ChecksumAlgorithm, options: OtaUploadOptions): Promise<string | undefined> {
  if (options.checksum) return options.checksum;
  return options.computeChecksum ? computeChecksum(algorithm, file) : undefined;
}

function fileNameOf(file: Blob, fileName: string | undefined): string {
  return fileName ?? ((file as { name?: unknown }).name as string | undefined) ?? 'file';
}

/** Uploads a package file: multipart `POST /api/otaPackage/{id}?checksumAlgorithm=..&checksum=..` with the field `file`. */
export async function uploadOtaPackageFile(
  client: OtaClient,
  otaPackageId: string,
  file: Blob,
  options: OtaUploadOptions = {},
): Promise<OtaPackageInfo> {
  const checksumAlgorithm = options.checksumAlgorithm ?? DEFAULT_UPLOAD_CHECKSUM_ALGORITHM;
  const checksum = await checksumFor(file, checksumAlgorithm, options);
  const form = new FormData();
  form.append('file', file, fileNameOf(file, options.fileName));
  const answer = await client.POST('/api/otaPackage/{otaPackageId}', {
    params: { path: { otaPackageId }, query: checksum ? { checksumAlgorithm, checksum } : { checksumAlgorithm } },
    // The schema types the binary part as a string; openapi-fetch sends a FormData body as it is.
    body: form as unknown as { file: string },
    signal: options.signal,
  });
  return requireData(answer, 'POST', `/api/otaPackage/${otaPackageId}`);
}

/** Deletes a package (`DELETE /api/otaPackage/{id}`). */
export async function deleteOtaPackage(client: OtaClient, otaPackageId: string, signal?: AbortSignal): Promise<void> {
  const answer = await client.DELETE('/api/otaPackage/{otaPackageId}', { params: { path: { otaPackageId } }, signal });
  requireData(answer, 'DELETE', `/api/otaPackage/${otaPackageId}`);
}

/**
 * Saves a package: first its information (`POST /api/otaPackage`), then, when a file is given, the file.
 * If the upload fails the just-saved package is deleted and the upload error is thrown.
 */
export async function saveOtaPackage(
  client: OtaClient,
  info: SaveOtaPackageInfoRequest,
  file?: Blob | null,
  options: OtaUploadOptions = {},
): Promise<OtaPackageInfo> {
  const answer = await client.POST('/api/otaPackage', { body: info, signal: options.signal });
  const saved = requireData(answer, 'POST', '/api/otaPackage');
  const id = saved.id?.id;
  if (!file || !id) return saved;
  try {
    return await uploadOtaPackageFile(client, id, file, {
      ...options,
      checksumAlgorithm: options.checksumAlgorithm ?? info.checksumAlgorithm ?? undefined,
      checksum: options.checksum ?? info.checksum,
    });
  } catch (error) {
    await deleteOtaPackage(client, id).catch(() => undefined);
    throw error;
  }
}
