// Reading and writing the CSV of a bulk import with papaparse, loaded only when a file is imported.

/** The lines of a CSV file as cells, blank lines left out. */
export async function readCsv(text: string, delimiter: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  return parsed.data;
}

/** Lines of cells written back as CSV with the delimiter, quoting cells that need it. */
export async function writeCsv(records: readonly string[][], delimiter: string): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(records as string[][], { delimiter, newline: '\n' });
}
