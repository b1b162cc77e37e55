import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { CHECKSUM_ALGORITHMS } from '../../sdk/catalogues/ota.js';
import {
  bytesToHex,
  computeChecksum,
  crc32,
  int32LeHex,
  md5,
  murmur3x64_128,
  murmur3x86_32,
  readBytes,
} from '../../sdk/checksum/index.js';

const text = (s: string) => new TextEncoder().encode(s);
const FOX = text('The quick brown fox jumps over the lazy dog');
const EMPTY = new Uint8Array();

/** A plain BigInt MurmurHash3 x64 128 used only to cross-check the 32-bit-halves implementation. */
function referenceMurmur128(bytes: Uint8Array, seed = 0n): Uint8Array {
  const M = (1n << 64n) - 1n;
  const c1 = 0x87c37b91114253d5n;
  const c2 = 0x4cf5ad432745937fn;
  const rotl = (x: bigint, r: bigint) => ((x << r) | (x >> (64n - r))) & M;
  const fmix = (k: bigint) => {
    k ^= k >> 33n;
    k = (k * 0xff51afd7ed558ccdn) & M;
    k ^= k >> 33n;
    k = (k * 0xc4ceb9fe1a85ec53n) & M;
    return k ^ (k >> 33n);
  };
  const le = (offset: number, count: number) => {
    let v = 0n;
    for (let i = count - 1; i >= 0; i--) v = (v << 8n) | BigInt(bytes[offset + i] ?? 0);
    return v;
  };
  let h1 = seed;
  let h2 = seed;
  const blocks = Math.floor(bytes.length / 16);
  for (let b = 0; b < blocks; b++) {
    const k1 = (rotl((le(b * 16, 8) * c1) & M, 31n) * c2) & M;
    h1 = (((rotl(h1 ^ k1, 27n) + h2) & M) * 5n + 0x52dce729n) & M;
    const k2 = (rotl((le(b * 16 + 8, 8) * c2) & M, 33n) * c1) & M;
    h2 = (((rotl(h2 ^ k2, 31n) + h1) & M) * 5n + 0x38495ab5n) & M;
  }
  const rest = bytes.length % 16;
  if (rest > 8) h2 ^= (rotl((le(blocks * 16 + 8, rest - 8) * c2) & M, 33n) * c1) & M;
  if (rest > 0) h1 ^= (rotl((le(blocks * 16, Math.min(rest, 8)) * c1) & M, 31n) * c2) & M;
  h1 ^= BigInt(bytes.length);
  h2 ^= BigInt(bytes.length);
  h1 = (h1 + h2) & M;
  h2 = (h2 + h1) & M;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 = (h1 + h2) & M;
  h2 = (h2 + h1) & M;
  const out = new Uint8Array(16);
  const view = new DataView(out.buffer);
  view.setBigUint64(0, h1, true);
  view.setBigUint64(8, h2, true);
  return out;
}

describe('md5', () => {
  it('matches the published vectors', () => {
    assert.equal(bytesToHex(md5(EMPTY)), 'd41d8cd98f00b204e9800998ecf8427e');
    assert.equal(bytesToHex(md5(FOX)), '9e107d9d372bb6826bd81d3542a419d6');
  });

  it('matches node:crypto for every length across the padding boundaries', () => {
    const data = randomBytes(200);
    for (let length = 0; length <= 200; length++) {
      const slice = data.subarray(0, length);
      assert.equal(bytesToHex(md5(slice)), createHash('md5').update(slice).digest('hex'), `length ${length}`);
    }
  });
});

describe('crc32', () => {
  it('matches the standard values', () => {
    assert.equal(crc32(EMPTY), 0);
    assert.equal(crc32(FOX), 0x414fa339);
    assert.equal(crc32(text('123456789')), 0xcbf43926);
  });
});

describe('murmur3', () => {
  it('matches the published 32-bit vectors', () => {
    assert.equal(murmur3x86_32(EMPTY), 0);
    assert.equal(murmur3x86_32(FOX), 0x2e4ff723);
    assert.equal(murmur3x86_32(text('hello')), 0x248bfa47);
    assert.equal(murmur3x86_32(EMPTY, 42), 0x087fcd5c);
  });

  it('matches the published 128-bit vectors', () => {
    assert.equal(bytesToHex(murmur3x64_128(EMPTY)), '00000000000000000000000000000000');
    assert.equal(bytesToHex(murmur3x64_128(FOX)), '6c1b07bc7bbc4be347939ac4a93c437a');
  });

  it('agrees with a BigInt reference for every tail length and a seed', () => {
    const data = randomBytes(80);
    for (let length = 0; length <= 80; length++) {
      const slice = new Uint8Array(data.subarray(0, length));
      assert.equal(bytesToHex(murmur3x64_128(slice)), bytesToHex(referenceMurmur128(slice)), `length ${length}`);
      assert.equal(bytesToHex(murmur3x64_128(slice, 7)), bytesToHex(referenceMurmur128(slice, 7n)), `seeded ${length}`);
    }
  });

  it('reads a byte view at an offset', () => {
    const padded = new Uint8Array(FOX.length + 3);
    padded.set(FOX, 3);
    assert.equal(murmur3x86_32(padded.subarray(3)), 0x2e4ff723);
    assert.equal(bytesToHex(murmur3x64_128(padded.subarray(3))), '6c1b07bc7bbc4be347939ac4a93c437a');
  });
});

describe('computeChecksum', () => {
  it('gives the fox sentence in the stored hex form for every algorithm', async () => {
    const expected: Record<(typeof CHECKSUM_ALGORITHMS)[number], string> = {
      MD5: '9e107d9d372bb6826bd81d3542a419d6',
      SHA256: 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
      SHA384: 'ca737f1014a48f4c0b6dd43cb177b0afd9e5169367544c494011e3317dbf9a509cb1e5dc1e85a941bbee3d7f2afbc9b1',
      SHA512:
        '07e547d9586f6a73f73fbac0435ed76951218fb7d0c8d788a309d785436bbb642e93a252a954f23912547d1e8a3b5ed6e1bfd7097821233fa0538f3db854fee6',
      CRC32: '39a34f41',
      MURMUR3_32: '23f74f2e',
      MURMUR3_128: '6c1b07bc7bbc4be347939ac4a93c437a',
    };
    for (const algorithm of CHECKSUM_ALGORITHMS) {
      assert.equal(await computeChecksum(algorithm, FOX), expected[algorithm], algorithm);
    }
  });

  it('gives the empty input in the stored hex form for every algorithm', async () => {
    const results = await Promise.all(CHECKSUM_ALGORITHMS.map((algorithm) => computeChecksum(algorithm, EMPTY)));
    assert.deepEqual(results, [
      'd41d8cd98f00b204e9800998ecf8427e',
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b',
      'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
      '00000000',
      '00000000',
      '00000000000000000000000000000000',
    ]);
  });

  it('matches node:crypto digests for a megabyte of random data', async () => {
    const data = randomBytes(1 << 20);
    assert.equal(await computeChecksum('MD5', data), createHash('md5').update(data).digest('hex'));
    assert.equal(await computeChecksum('SHA256', data), createHash('sha256').update(data).digest('hex'));
    assert.equal(await computeChecksum('SHA384', data), createHash('sha384').update(data).digest('hex'));
    assert.equal(await computeChecksum('SHA512', data), createHash('sha512').update(data).digest('hex'));
  });

  it('writes 32-bit values as their little-endian bytes', () => {
    assert.equal(int32LeHex(0x414fa339), '39a34f41');
    assert.equal(int32LeHex(0xcbf43926), '2639f4cb');
    assert.equal(int32LeHex(1), '01000000');
  });

  it('accepts a Blob, an ArrayBuffer and a DataView', async () => {
    assert.equal(await computeChecksum('CRC32', new Blob([FOX])), '39a34f41');
    assert.equal(await computeChecksum('CRC32', FOX.slice().buffer), '39a34f41');
    assert.equal(await computeChecksum('CRC32', new DataView(FOX.slice().buffer)), '39a34f41');
    assert.deepEqual(await readBytes(new Blob([FOX])), FOX);
  });
});
