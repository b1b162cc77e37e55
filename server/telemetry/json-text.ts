/**
 * A JSON reader that keeps number literals as written, so `22.0` stays a double and
 * `9007199254740993` stays exact: devices and the console tell long from double by the literal.
 */

/** A JSON number literal as written in the request. */
export class JsonNumber {
  constructor(readonly raw: string) {}
}

/** A parsed JSON value: objects are Maps (insertion order, no prototype keys), numbers keep their text. */
export type JsonTree = null | boolean | string | JsonNumber | JsonTree[] | Map<string, JsonTree>;

/** Thrown for JSON nested deeper than the reader follows. */
export class JsonNestingError extends SyntaxError {}

const NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

class Reader {
  pos = 0;
  constructor(readonly text: string) {}

  fail(what: string): never {
    throw new SyntaxError(`Malformed JSON: ${what} at position ${this.pos}`);
  }

  skipSpace(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c !== 32 && c !== 9 && c !== 10 && c !== 13) break;
      this.pos++;
    }
  }

  value(depth: number): JsonTree {
    if (depth > 512) throw new JsonNestingError(`Malformed JSON: nesting too deep at position ${this.pos}`);
    this.skipSpace();
    const c = this.text[this.pos];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    if (this.text.startsWith('true', this.pos)) return this.word('true', true);
    if (this.text.startsWith('false', this.pos)) return this.word('false', false);
    if (this.text.startsWith('null', this.pos)) return this.word('null', null);
    NUMBER_RE.lastIndex = this.pos;
    const m = NUMBER_RE.exec(this.text);
    if (!m) this.fail('unexpected character');
    this.pos += m[0].length;
    return new JsonNumber(m[0]);
  }

  word<T>(word: string, value: T): T {
    this.pos += word.length;
    return value;
  }

  object(depth: number): Map<string, JsonTree> {
    const out = new Map<string, JsonTree>();
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') this.fail('expected a key');
      const key = this.string();
      this.skipSpace();
      if (this.text[this.pos] !== ':') this.fail("expected ':'");
      this.pos++;
      out.set(key, this.value(depth + 1));
      this.skipSpace();
      const c = this.text[this.pos++];
      if (c === '}') return out;
      if (c !== ',') this.fail("expected ',' or '}'");
    }
  }

  array(depth: number): JsonTree[] {
    const out: JsonTree[] = [];
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return out;
    }
    for (;;) {
      out.push(this.value(depth + 1));
      this.skipSpace();
      const c = this.text[this.pos++];
      if (c === ']') return out;
      if (c !== ',') this.fail("expected ',' or ']'");
    }
  }

  string(): string {
    const t = this.text;
    let out = '';
    let start = ++this.pos;
    for (;;) {
      if (this.pos >= t.length) this.fail('unterminated string');
      const c = t.charCodeAt(this.pos);
      if (c === 34) {
        out += t.slice(start, this.pos++);
        return out;
      }
      if (c < 32) this.fail('control character in string');
      if (c !== 92) {
        this.pos++;
        continue;
      }
      out += t.slice(start, this.pos);
      const e = t[this.pos + 1] ?? '';
      if (e === 'u') {
        const hex = t.slice(this.pos + 2, this.pos + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('bad unicode escape');
        out += String.fromCharCode(parseInt(hex, 16));
        this.pos += 6;
      } else {
        const r = ESCAPES[e];
        if (r === undefined) this.fail('bad escape');
        out += r;
        this.pos += 2;
      }
      start = this.pos;
    }
  }
}

/** Parses JSON text keeping number literals; an empty text reads as null; throws SyntaxError when malformed. */
export function parseJsonText(text: string): JsonTree {
  if (text.trim() === '') return null;
  const reader = new Reader(text);
  const value = reader.value(0);
  reader.skipSpace();
  if (reader.pos !== text.length) reader.fail('unexpected trailing text');
  return value;
}

/** Writes a tree as compact JSON text, number literals as they were read. */
export function stringifyTree(tree: JsonTree): string {
  if (tree === null) return 'null';
  if (tree instanceof JsonNumber) return tree.raw;
  if (typeof tree === 'string' || typeof tree === 'boolean') return JSON.stringify(tree);
  if (Array.isArray(tree)) return '[' + tree.map(stringifyTree).join(',') + ']';
  const parts: string[] = [];
  for (const [k, v] of tree) parts.push(JSON.stringify(k) + ':' + stringifyTree(v));
  return '{' + parts.join(',') + '}';
}

/** Converts a tree to plain JavaScript values (numbers become `number`). */
export function toPlain(tree: JsonTree): unknown {
  if (tree === null || typeof tree === 'string' || typeof tree === 'boolean') return tree;
  if (tree instanceof JsonNumber) return Number(tree.raw);
  if (Array.isArray(tree)) return tree.map(toPlain);
  const out: Record<string, unknown> = {};
  for (const [k, v] of tree) Object.defineProperty(out, k, { value: toPlain(v), enumerable: true, writable: true, configurable: true });
  return out;
}

/** True when the tree is a JSON object. */
export const isJsonObject = (tree: unknown): tree is Map<string, JsonTree> => tree instanceof Map;
