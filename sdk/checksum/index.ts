import type { ChecksumAlgorithm } from '../catalogues/ota.js';
import { crc32 } from './crc32.js';
import { bytesToHex, int32LeHex } from './hex.js';
import { md5 } from './md5.js';
import { murmur3x64_128, murmur3x86_32 } from './murmur3.js';

export { crc32 } from './crc32.js';
export { md5 } from './md5.js';
export { murmur3x86_32, murmur3x64_128 } from './murmur3.js';
export { bytesToHex, int32LeHex } from './hex.js';

/** Data a checksum can be computed over: raw bytes, a buffer or a file. */
export type ChecksumInput = Uint8Array | ArrayBuffer | ArrayBufferView | Blob;

const SUBTLE_NAMES = { SHA256: 'SHA-256', SHA384: 'SHA-384', SHA512: 'SHA-512' } as const;

/** Reads any checksum input into a byte array backed by a plain ArrayBuffer (shared memory is copied). */
export async function readBytes(data: ChecksumInput): Promise<Uint8Array<ArrayBuffer>> {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) {
    const view = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    return view.buffer instanceof ArrayBuffer ? (view as Uint8Array<ArrayBuffer>) : new Uint8Array(view);
  }
  return new Uint8Array(await data.arrayBuffer());
}

/**
 * Checksum of data in the hex form the server stores: digests as their bytes in order; CRC32 and
 * MURMUR3_32 as the 4 little-endian bytes of the 32-bit value; MURMUR3_128 as h1 then h2, little-endian.
 * SHA digests use WebCrypto (`globalThis.crypto.subtle`).
 */
export async function computeChecksum(algorithm: ChecksumAlgorithm, data: ChecksumInput): Promise<string> {
  const bytes = await readBytes(data);
  switch (algorithm) {
    case 'MD5':
      return bytesToHex(md5(bytes));
    case 'CRC32':
      return int32LeHex(crc32(bytes));
    case 'MURMUR3_32':
      return int32LeHex(murmur3x86_32(bytes));
    case 'MURMUR3_128':
      return bytesToHex(murmur3x64_128(bytes));
    default: {
      const digest = await globalThis.crypto.subtle.digest(SUBTLE_NAMES[algorithm], bytes);
      return bytesToHex(new Uint8Array(digest));
    }
  }
}
