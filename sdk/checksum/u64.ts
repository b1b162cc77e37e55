/** A 64-bit unsigned integer as two unsigned 32-bit halves: [high, low]. */
export type U64 = [number, number];

/** High 32 bits of the 64-bit product of two unsigned 32-bit numbers. */
function mulHigh32(a: number, b: number): number {
  const a0 = a & 0xffff;
  const a1 = a >>> 16;
  const b0 = b & 0xffff;
  const b1 = b >>> 16;
  const mid1 = a1 * b0;
  const mid2 = a0 * b1;
  const carry = (((a0 * b0) >>> 16) + (mid1 & 0xffff) + (mid2 & 0xffff)) >>> 16;
  return (a1 * b1 + (mid1 >>> 16) + (mid2 >>> 16) + carry) >>> 0;
}

/** Product modulo 2^64. */
export function mul(a: U64, b: U64): U64 {
  const high = mulHigh32(a[1], b[1]) + Math.imul(a[0], b[1]) + Math.imul(a[1], b[0]);
  return [high >>> 0, Math.imul(a[1], b[1]) >>> 0];
}

/** Sum modulo 2^64. */
export function add(a: U64, b: U64): U64 {
  const low = a[1] + b[1];
  return [(a[0] + b[0] + (low > 0xffffffff ? 1 : 0)) >>> 0, low >>> 0];
}

/** Bitwise exclusive or. */
export function xor(a: U64, b: U64): U64 {
  return [(a[0] ^ b[0]) >>> 0, (a[1] ^ b[1]) >>> 0];
}

/** Left rotation by 0 < n < 64 bits. */
export function rotl(a: U64, n: number): U64 {
  const [high, low] = n >= 32 ? [a[1], a[0]] : a;
  const s = n % 32;
  if (s === 0) return [high, low];
  return [((high << s) | (low >>> (32 - s))) >>> 0, ((low << s) | (high >>> (32 - s))) >>> 0];
}

/** Logical right shift by 32 <= n < 64 bits. */
export function shrOver32(a: U64, n: number): U64 {
  return [0, a[0] >>> (n - 32)];
}

/** Reads a little-endian 64-bit value. */
export function readLe(view: DataView, offset: number): U64 {
  return [view.getUint32(offset + 4, true), view.getUint32(offset, true)];
}

/** Writes a little-endian 64-bit value. */
export function writeLe(view: DataView, offset: number, value: U64): void {
  view.setUint32(offset, value[1], true);
  view.setUint32(offset + 4, value[0], true);
}
