import type en from './locales/en_US.js';

/** A message tree with the same keys as `T`, every leaf a string. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** The shape every language of the kit must have: exactly the keys of en_US. */
export type KitMessages = SameKeys<typeof en>;
