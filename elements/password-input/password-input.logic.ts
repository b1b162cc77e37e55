/** Marks an input this control turned from password to text, so that it is still found while visible. */
export const TOGGLED_ATTRIBUTE = 'data-tb-password';

/** The input type for a visibility: the typed text shown, or hidden as a password. */
export function inputTypeFor(visible: boolean): 'text' | 'password' {
  return visible ? 'text' : 'password';
}

/** Whether an input's type and mark make it the password input this control toggles. */
export function isPasswordInput(input: { type: string; hasAttribute(name: string): boolean }): boolean {
  return input.type === 'password' || input.hasAttribute(TOGGLED_ATTRIBUTE);
}

/** The password input among the given elements or their descendants, or null when there is none. */
export function findPasswordInput(elements: readonly Element[]): HTMLInputElement | null {
  for (const element of elements) {
    const candidates = element.localName === 'input' ? [element] : [...element.querySelectorAll('input')];
    const found = candidates.find((c): c is HTMLInputElement => c.localName === 'input' && isPasswordInput(c as HTMLInputElement));
    if (found) return found;
  }
  return null;
}
