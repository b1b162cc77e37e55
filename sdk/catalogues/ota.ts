/** Over-the-air package types. */
export const OTA_UPDATE_TYPES = ['FIRMWARE', 'SOFTWARE'] as const;

/** One package type of {@link OTA_UPDATE_TYPES}. */
export type OtaUpdateType = (typeof OTA_UPDATE_TYPES)[number];

/** The package type a picker starts with. */
export const DEFAULT_OTA_UPDATE_TYPE: OtaUpdateType = 'FIRMWARE';

/** Checksum algorithms of an over-the-air package. */
export const CHECKSUM_ALGORITHMS = ['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128'] as const;

/** One algorithm of {@link CHECKSUM_ALGORITHMS}. */
export type ChecksumAlgorithm = (typeof CHECKSUM_ALGORITHMS)[number];

/** Response header carrying the file name of a downloaded package. */
export const OTA_FILENAME_HEADER = 'x-filename';
