/** Nested message tree of one namespace in one language. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Values for a message's `{{placeholders}}`; `count` also picks the plural form, `defaultValue` stands in for a missing key. */
export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

/** Plural suffixes a message key may carry (`devices_one`, `devices_other` …), as Intl.PluralRules names its categories. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in a language (`de_DE` or `de-DE`), from the platform's plural rules. */
export function pluralCategory(lang: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang.replace('_', '-'));
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

/** The message at a dotted path of a tree, when it is text. */
export function messageAt(tree: MessageTree | undefined, path: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(values: TranslateOptions, path: string): unknown {
  let value: unknown = values;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Fills `{{name}}` placeholders (dotted paths reach into objects) with the given values as plain text, no
 * HTML escaping (React escapes when it renders); a placeholder without a value stays as written.
 */
export function interpolate(text: string, values: TranslateOptions | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (whole, name: string) => {
    const value = valueAt(values, name.trim());
    if (value === undefined) return whole;
    return value === null ? '' : String(value);
  });
}

function deepMerge(target: MessageTree, source: MessageTree): MessageTree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && value !== null && typeof current === 'object') deepMerge(current, value);
    else target[key] = typeof value === 'object' && value !== null ? deepMerge({}, value) : value;
  }
  return target;
}

/**
 * Messages of several namespaces in several languages, looked up the way the kit's message files are
 * written: `ns:group.key` or `group.key` (the default namespace), the active language first and the fallback
 * language next, namespace by namespace (the named or default one, then every registered one in order).
 */
export class Translator {
  private active: string;
  private readonly resources = new Map<string, Map<string, MessageTree>>();
  private readonly order: string[];
  /** Messages found for keys asked without a count, in the active language; emptied when messages or the language change. */
  private readonly found = new Map<string, string | undefined>();

  constructor(
    readonly fallbackLanguage: string,
    readonly defaultNamespace: string,
    private readonly warn: (message: string) => void = (message) => console.warn(message),
  ) {
    this.active = fallbackLanguage;
    this.order = [defaultNamespace];
  }

  /** The active language, looked in before the fallback language. */
  get language(): string {
    return this.active;
  }

  set language(lang: string) {
    this.active = lang;
    this.found.clear();
  }

  /** Adds (deep-merges) one language's messages of a namespace; the namespace joins the lookup order. */
  add(lang: string, ns: string, tree: MessageTree): void {
    let byNs = this.resources.get(lang);
    if (!byNs) this.resources.set(lang, (byNs = new Map()));
    byNs.set(ns, deepMerge(byNs.get(ns) ?? {}, tree));
    if (!this.order.includes(ns)) this.order.push(ns);
    this.found.clear();
  }

  /** Whether a language's messages of a namespace have been added. */
  has(lang: string, ns: string): boolean {
    return this.resources.get(lang)?.has(ns) ?? false;
  }

  private split(key: string): { ns: string; path: string } {
    const match = /^([\w-]+):(.+)$/.exec(key);
    return match ? { ns: match[1]!, path: match[2]! } : { ns: this.defaultNamespace, path: key };
  }

  private resolve(ns: string, path: string, count: number | undefined): string | undefined {
    if (count !== undefined) return this.lookUp(ns, path, count);
    const key = `${ns}:${path}`;
    if (this.found.has(key)) return this.found.get(key);
    const text = this.lookUp(ns, path, undefined);
    this.found.set(key, text);
    return text;
  }

  private lookUp(ns: string, path: string, count: number | undefined): string | undefined {
    const languages = this.language === this.fallbackLanguage ? [this.language] : [this.language, this.fallbackLanguage];
    for (const space of [ns, ...this.order.filter((n) => n !== ns)]) {
      for (const lang of languages) {
        const tree = this.resources.get(lang)?.get(space);
        if (!tree) continue;
        if (count !== undefined) {
          const forms = count === 0 ? ['zero', pluralCategory(lang, count)] : [pluralCategory(lang, count)];
          for (const form of forms) {
            const text = messageAt(tree, `${path}_${form}`);
            if (text !== undefined) return text;
          }
        }
        const text = messageAt(tree, path);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  /** Whether a key has a message in the active or the fallback language. */
  exists(key: string): boolean {
    const { ns, path } = this.split(key);
    return this.resolve(ns, path, undefined) !== undefined;
  }

  /**
   * The message of a key with its placeholders filled; `count` picks the `_zero` form for 0 when there is one,
   * else the plural form of the language. A missing key warns and gives `defaultValue`, or the key itself.
   */
  t(key: string, options?: TranslateOptions): string {
    const { ns, path } = this.split(key);
    const count = typeof options?.count === 'number' ? options.count : undefined;
    const text = this.resolve(ns, path, count);
    if (text !== undefined) return interpolate(text, options);
    this.warn(`Missing translation: ${ns}:${path}`);
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : path;
  }
}
