import type { EntityColumn } from '../../../elements/entity-table/entity-columns.js';
import { formatFileSize } from '../../../sdk/catalogues/file-size.js';

/** The OTA updates page; a package's own address is this path and its id. */
export const OTA_UPDATES_PATH = '/otaUpdates';

/** The OTA packages list call of a tenant administrator. */
export const OTA_PACKAGES_PATH = '/api/otaPackages';

/** The first characters of a checksum shown in the list; the details show it whole. */
export const CHECKSUM_PREVIEW_LENGTH = 12;

/** A checksum shortened for the list: its first {@link CHECKSUM_PREVIEW_LENGTH} characters and an ellipsis. */
export function checksumPreview(checksum: unknown): string {
  if (typeof checksum !== 'string') return '';
  return checksum.length > CHECKSUM_PREVIEW_LENGTH ? `${checksum.slice(0, CHECKSUM_PREVIEW_LENGTH)}…` : checksum;
}

/** The list's checksum cell: the algorithm, then the checksum's first characters (`SHA256 f616b0fa69e4…`); empty without a checksum. */
export function checksumCell(row: { checksumAlgorithm?: unknown; checksum?: unknown }): string {
  const preview = checksumPreview(row.checksum);
  if (!preview) return '';
  return typeof row.checksumAlgorithm === 'string' && row.checksumAlgorithm ? `${row.checksumAlgorithm} ${preview}` : preview;
}

/**
 * Columns of the OTA updates list: created time, title, version, type, file name, size (base 1024, spec §9), and the
 * checksum with its algorithm in one cell, so that with the download action the list fits 1440 px without scrolling.
 */
export const OTA_COLUMNS: readonly EntityColumn[] = [
  { key: 'createdTime', title: 'entity-table.column.created-time', sortable: true, kind: 'time' },
  { key: 'title', title: 'entity-table.column.title', sortable: true },
  { key: 'version', title: 'lists:column.version', sortable: true, size: 'sm' },
  { key: 'type', title: 'entity-table.column.type', sortable: true, size: 'sm' },
  { key: 'fileName', title: 'lists:column.file-name', sortable: true, size: 'sm' },
  { key: 'dataSize', title: 'lists:column.size', sortable: true, size: 'sm', value: (row) => (typeof row.dataSize === 'number' ? formatFileSize(row.dataSize) : '') },
  { key: 'checksum', title: 'ota:field.checksum', value: checksumCell },
];

/** The file name of a download: the server's x-filename header, else the package's own file name, else its id. */
export function downloadFileName(header: string | null, row: { fileName?: unknown }, id: string): string {
  if (header) return header;
  return typeof row.fileName === 'string' && row.fileName ? row.fileName : id;
}

/** Whether a package has a file to download: an external URL package has none, though the server marks it `hasData` too. */
export function hasFile(row: { hasData?: unknown; dataSize?: unknown; url?: unknown }): boolean {
  if (typeof row.url === 'string' && row.url) return false;
  return row.hasData === true || (typeof row.dataSize === 'number' && row.dataSize > 0);
}

/** How a package is named in the breadcrumb: its title and version. */
export function packageTitle(row: { title?: unknown; version?: unknown }): string {
  return [row.title, row.version].filter((part) => typeof part === 'string' && part).join(' ');
}
