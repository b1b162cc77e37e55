import { formatFileSize } from '../../sdk/catalogues/file-size.js';

/** The message key of a missing file when it is required and shown as an error (§5: import.no-file). */
export const NO_FILE_KEY = 'editors:file.no-file';

/** §5: the optional comma-separated extension filter as lower-case extensions with a leading dot (`'csv, .JSON'` → `['.csv', '.json']`). */
export function parseExtensions(filter: string | null | undefined): string[] {
  return (filter ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '' && part !== '.')
    .map((part) => (part.startsWith('.') ? part : `.${part}`));
}

/** Whether a file name passes the filter (every name passes an empty one). */
export function fileAccepted(name: string, extensions: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return extensions.length === 0 || extensions.some((ext) => lower.endsWith(ext) && lower.length > ext.length);
}

/** The first file that passes the filter; other files are ignored (null when none passes). */
export function firstAccepted<F extends { name: string }>(files: readonly F[], extensions: readonly string[]): F | null {
  return files.find((file) => fileAccepted(file.name, extensions)) ?? null;
}

/** Whether the missing file shows as an error: only when required and asked to (required-as-error). */
export function noFileIsError(required: boolean, requiredAsError: boolean, hasFile: boolean): boolean {
  return required && requiredAsError && !hasFile;
}

/** The line shown for a chosen file: its name and its size in units of 1024 (`data.csv`, `1.5 KB`). */
export function fileSummary(file: { name: string; size: number }): { name: string; size: string } {
  return { name: file.name, size: formatFileSize(file.size) };
}

/** Extensions and sizes read left to right inside a right-to-left sentence: wrapped in a left-to-right isolate. */
export function ltrIsolate(text: string): string {
  return `\u2066${text}\u2069`;
}
