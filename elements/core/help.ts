import { DEFAULT_LANGUAGE, type SupportedLanguage } from '../../sdk/catalogues/languages.js';

/** What missing help shows. */
export const HELP_NOT_FOUND = '## Not found';

/** Where help pages live: the server's help base address and the local assets of this page. */
export interface HelpSources {
  /** The help base address from `GET /api/uiSettings/helpBaseUrl` (no trailing slash), or null when unknown. */
  helpBaseUrl: string | null;
  /** Base of the local help assets; default '' (this page's origin). */
  localBase?: string;
}

/** Encodes each segment of a help id (`widget/editor/markdown`) for a URL path. */
function helpPath(helpId: string): string {
  return helpId.split('/').map(encodeURIComponent).join('/');
}

/**
 * The addresses tried for a help page, in order: the help base in the user's language, then in the
 * default language, then the local assets in the user's language and in the default language.
 */
export function helpCandidates(helpId: string, lang: SupportedLanguage, sources: HelpSources): string[] {
  const langs = lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];
  const bases = [sources.helpBaseUrl, sources.localBase ?? ''].filter((b): b is string => b !== null);
  const urls = bases.flatMap((base) => langs.map((l) => `${base}/help/${l}/${helpPath(helpId)}.md`));
  return [...new Set(urls)];
}

/** Replaces the placeholders help pages may hold: `${helpBaseUrl}` and `${siteBaseUrl}`. */
export function expandHelpPlaceholders(markdown: string, helpBaseUrl: string, siteBaseUrl: string): string {
  return markdown.replaceAll('${helpBaseUrl}', helpBaseUrl).replaceAll('${siteBaseUrl}', siteBaseUrl);
}

const INCLUDE = /\{% include ([\w/-]+) %\}/g;
const MAX_INCLUDE_DEPTH = 3;

/** Options of {@link createHelpLoader}. */
export interface HelpLoaderOptions extends HelpSources {
  /** Fetches a URL (default the global fetch); only 2xx text answers count. */
  fetch?: (url: string) => Promise<Response>;
  /** Base address substituted for `${siteBaseUrl}`; default the help base or ''. */
  siteBaseUrl?: string;
}

/** Loads help markdown by id with the fallbacks of {@link helpCandidates}; 'Not found' when none answers. */
export function createHelpLoader(options: HelpLoaderOptions) {
  const fetchText = async (url: string): Promise<string | null> => {
    try {
      const response = await (options.fetch ?? ((u: string) => globalThis.fetch(u)))(url);
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  };
  const load = async (helpId: string, lang: SupportedLanguage, depth = 0): Promise<string> => {
    for (const url of helpCandidates(helpId, lang, options)) {
      const text = await fetchText(url);
      if (text === null) continue;
      const expanded = expandHelpPlaceholders(text, options.helpBaseUrl ?? '', options.siteBaseUrl ?? options.helpBaseUrl ?? '');
      if (depth >= MAX_INCLUDE_DEPTH) return expanded;
      const includes = await Promise.all([...expanded.matchAll(INCLUDE)].map((m) => load(m[1]!, lang, depth + 1)));
      let index = 0;
      return expanded.replace(INCLUDE, () => includes[index++] ?? '');
    }
    return HELP_NOT_FOUND;
  };
  return { load: (helpId: string, lang: SupportedLanguage) => load(helpId, lang) };
}
