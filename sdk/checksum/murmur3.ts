import { add, mul, readLe, rotl, shrOver32, writeLe, xor, type U64 } from './u64.js';

const C1_32 = 0xcc9e2d51;
const C2_32 = 0x1b873593;

function rotl32(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n));
}

function mixK32(k: number): number {
  return Math.imul(rotl32(Math.imul(k, C1_32), 15), C2_32);
}

/** MurmurHash3 x86 32-bit of a byte sequence with a seed (default 0), as an unsigned number. */
export function murmur3x86_32(bytes: Uint8Array, seed = 0): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const blocks = bytes.length - (bytes.length % 4);
  let h = seed | 0;
  for (let i = 0; i < blocks; i += 4) {
    h = rotl32(h ^ mixK32(view.getUint32(i, true)), 13);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  let tail = 0;
  for (let i = bytes.length - 1; i >= blocks; i--) tail = (tail << 8) | (bytes[i] as number);
  if (bytes.length > blocks) h ^= mixK32(tail);
  h ^= bytes.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const C1: U64 = [0x87c37b91, 0x114253d5];
const C2: U64 = [0x4cf5ad43, 0x2745937f];
const FIVE: U64 = [0, 5];
const N1: U64 = [0, 0x52dce729];
const N2: U64 = [0, 0x38495ab5];
const FMIX1: U64 = [0xff51afd7, 0xed558ccd];
const FMIX2: U64 = [0xc4ceb9fe, 0x1a85ec53];

function mixK1(k: U64): U64 {
  return mul(rotl(mul(k, C1), 31), C2);
}

function mixK2(k: U64): U64 {
  return mul(rotl(mul(k, C2), 33), C1);
}

function fmix(k: U64): U64 {
  let h = xor(k, shrOver32(k, 33));
  h = mul(h, FMIX1);
  h = xor(h, shrOver32(h, 33));
  h = mul(h, FMIX2);
  return xor(h, shrOver32(h, 33));
}

/**
 * MurmurHash3 x64 128-bit of a byte sequence with a seed (default 0): 16 bytes, the two 64-bit
 * halves h1 then h2, each little-endian (the byte order of a 128-bit hash code).
 */
export function murmur3x64_128(bytes: Uint8Array, seed = 0): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const blocks = bytes.length - (bytes.length % 16);
  let h1: U64 = [0, seed >>> 0];
  let h2: U64 = [0, seed >>> 0];
  for (let i = 0; i < blocks; i += 16) {
    h1 = xor(h1, mixK1(readLe(view, i)));
    h1 = add(mul(add(rotl(h1, 27), h2), FIVE), N1);
    h2 = xor(h2, mixK2(readLe(view, i + 8)));
    h2 = add(mul(add(rotl(h2, 31), h1), FIVE), N2);
  }
  const tail = new Uint8Array(16);
  tail.set(bytes.subarray(blocks));
  const tailView = new DataView(tail.buffer);
  // A zero tail word mixes to zero, so mixing both words unconditionally matches the reference switch.
  h2 = xor(h2, mixK2(readLe(tailView, 8)));
  h1 = xor(h1, mixK1(readLe(tailView, 0)));
  const length: U64 = [Math.floor(bytes.length / 2 ** 32) >>> 0, bytes.length >>> 0];
  h1 = xor(h1, length);
  h2 = xor(h2, length);
  h1 = add(h1, h2);
  h2 = add(h2, h1);
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 = add(h1, h2);
  h2 = add(h2, h1);
  const out = new Uint8Array(16);
  const outView = new DataView(out.buffer);
  writeLe(outView, 0, h1);
  writeLe(outView, 8, h2);
  return out;
}
