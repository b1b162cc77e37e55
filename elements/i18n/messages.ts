import type en from './locales/en_US.js';

/** A message tree with the same keys as `T`, every leaf a string. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** A message tree with some of the keys of `T`; what is missing falls back to en_US at run time. */
export type SomeKeys<T> = { [K in keyof T]?: T[K] extends string ? string : SomeKeys<T[K]> };

/** The shape of a complete language of the kit: exactly the keys of en_US. */
export type KitMessages = SameKeys<typeof en>;

/** The shape other languages are checked against while their translation is under way. */
export type KitTranslation = SomeKeys<typeof en>;
