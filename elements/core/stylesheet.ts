import css from 'virtual:tbkit-styles';

let shared: CSSStyleSheet | undefined;

/** The one constructable stylesheet every element of the page adopts. */
export function kitStyleSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(css);
  }
  return shared;
}

/** Adopts the kit stylesheet into a shadow root or document, once. */
export function adoptKitStyles(target: ShadowRoot | Document): void {
  const sheet = kitStyleSheet();
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
}
