/** §5 entity list: 'entity list empty' when required and empty, once a person left the field. */
export function entityListError(required: boolean, count: number, touched: boolean): 'list-empty' | null {
  return required && count === 0 && touched ? 'list-empty' : null;
}

/** Two id lists hold the same ids in the same order. */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
