/** Lowercase hex of a byte sequence, two digits per byte in order. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** Lowercase hex of the four little-endian bytes of a 32-bit value (the byte order of a 32-bit hash code). */
export function int32LeHex(value: number): string {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value >>> 0, true);
  return bytesToHex(bytes);
}
