/** Units of a shown file size, each 1024 times the one before. */
export const FILE_SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Base between two file size units. */
export const FILE_SIZE_BASE = 1024;

/** Decimals shown per unit: none for bytes, one for KB, MB and GB, none above. */
const UNIT_DECIMALS = [0, 1, 1, 1, 0, 0] as const;

/** Formats a byte count for display, e.g. `512 bytes`, `1.5 KB`, `2.0 MB`. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let value = bytes;
  while (value >= FILE_SIZE_BASE && unit < FILE_SIZE_UNITS.length - 1) {
    value /= FILE_SIZE_BASE;
    unit += 1;
  }
  return `${value.toFixed(UNIT_DECIMALS[unit] ?? 0)} ${FILE_SIZE_UNITS[unit]}`;
}
