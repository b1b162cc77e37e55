import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { DEFAULT_LANGUAGE, matchLanguage, type SupportedLanguage } from '../../sdk/catalogues/languages.js';
import { KIT_LOCALES } from '../i18n/loaders.js';
import kitEnglish from '../i18n/locales/en_US.js';
import { Translator, type MessageTree, type TranslateOptions } from './translator.js';

export type { MessageTree, TranslateOptions } from './translator.js';

/** Loads one language's messages of a namespace (a lazily loaded chunk). */
export type LocaleLoader = () => Promise<{ default: MessageTree }>;

/** The one translator of the page, shared by every element and the console; `kit` is the default namespace. */
export const kitI18n = new Translator(DEFAULT_LANGUAGE, 'kit');
// English is bundled (it is every language's fallback); other languages load on first use.
kitI18n.add(DEFAULT_LANGUAGE, 'kit', kitEnglish);

/** The active language (after matching); changes once its messages are loaded. */
export const $language = atom<SupportedLanguage>(DEFAULT_LANGUAGE);

const namespaces = new Map<string, Record<SupportedLanguage, LocaleLoader>>([['kit', KIT_LOCALES]]);

/** Bumped whenever messages arrive, so that translated text re-renders. */
const $messagesRevision = atom(0);

/**
 * Adds a namespace of messages (the console adds its own) with its English tree given at once, so that
 * English never waits; the active language's messages load before the promise resolves.
 */
export async function registerLocales(ns: string, english: MessageTree, loaders: Record<SupportedLanguage, LocaleLoader>): Promise<void> {
  namespaces.set(ns, loaders);
  kitI18n.add(DEFAULT_LANGUAGE, ns, english);
  await loadLanguage($language.get());
}

async function loadLanguage(lang: SupportedLanguage): Promise<void> {
  const wanted = lang === DEFAULT_LANGUAGE ? [lang] : [DEFAULT_LANGUAGE, lang];
  await Promise.all(
    [...namespaces].flatMap(([ns, loaders]) =>
      wanted
        .filter((l) => !kitI18n.has(l, ns))
        .map(async (l) => kitI18n.add(l, ns, (await loaders[l]()).default)),
    ),
  );
  $messagesRevision.set($messagesRevision.get() + 1);
}

/** Switches the language: full code, then base language, then en_US; resolves once its messages are in. */
export async function setLanguage(requested: string | null | undefined): Promise<SupportedLanguage> {
  const lang = matchLanguage(requested);
  await loadLanguage(lang);
  kitI18n.language = lang;
  $language.set(lang);
  return lang;
}

/** Writing direction of a language: Persian is right-to-left. */
export function directionOf(lang: SupportedLanguage): 'rtl' | 'ltr' {
  return lang === 'fa_IR' ? 'rtl' : 'ltr';
}

/** Translates a key of any registered namespace (`key` or `ns:key`). */
export function translate(key: string, options?: TranslateOptions): string {
  return kitI18n.t(key, options);
}

/** A caller's label: translated when it is a known message key, shown as given otherwise. */
export function labelText(t: typeof translate, label: string): string {
  return kitI18n.exists(label) ? t(label) : label;
}

/** The translate function, re-rendering the caller when the language changes. */
export function useTranslate(): typeof translate {
  useStore($language);
  useStore($messagesRevision);
  return translate;
}
