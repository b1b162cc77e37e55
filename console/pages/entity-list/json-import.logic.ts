/** What is wrong with the text of a JSON file before its content is looked at: nothing given, or not JSON (with the parser's message). */
export type JsonTextProblem = { key: 'lists:json-import.empty' } | { key: 'lists:json-import.not-json'; error: string };

/** The JSON a text holds, or why it holds none: blank text, or text the JSON parser refuses. */
export function jsonTextProblem(text: string): { ok: true; value: unknown } | { ok: false; problem: JsonTextProblem } {
  if (!text.trim()) return { ok: false, problem: { key: 'lists:json-import.empty' } };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (err) {
    return { ok: false, problem: { key: 'lists:json-import.not-json', error: err instanceof Error ? err.message : String(err) } };
  }
}

/** File extensions a JSON import offers to open. */
export const JSON_FILE_EXTENSIONS = '.json';

/** The values a problem's message names, as the translator takes them: every field but its key (`index`, `count`, `error`). */
export function problemValues(problem: { key: string; [value: string]: unknown }): Record<string, unknown> {
  const { key: _key, ...values } = problem;
  return values;
}
