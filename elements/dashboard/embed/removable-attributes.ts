const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcElement = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The element class with the named text attributes clearable: removing one (`state`, `theme` …) or
 * emptying it gives the control no value, where r2wc alone would keep the old one.
 */
export function withRemovableAttributes(Base: CustomElementConstructor, names: readonly string[]): CustomElementConstructor {
  const base = Base.prototype as R2wcElement;
  return class extends (Base as new () => R2wcElement) {
    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (!value && names.includes(name)) {
        this[PROPS][camel(name)] = undefined;
        this[RENDER]();
        return;
      }
      base.attributeChangedCallback.call(this, name, oldValue, value);
    }
  };
}
