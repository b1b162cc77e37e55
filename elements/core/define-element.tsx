import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { adoptKitStyles } from './stylesheet.js';
import { KitRootProvider } from './kit-root.js';

/**
 * How a prop reaches the element: `string` and `number` and `json` are attributes reflected as properties;
 * `boolean` attributes are true when present and false when removed; `property` is set from script only
 * (objects, callbacks, credentials: never an attribute).
 */
export type KitPropType = 'string' | 'number' | 'json' | 'boolean' | 'property';

/** What a control exposes as a custom element. */
export interface KitElementSpec<P> {
  /** The control's props by camelCase name, with how each is set; attributes are their kebab-case names. */
  props?: Partial<Record<Extract<keyof P, string>, KitPropType>>;
  /** The `tb-*` events the control fires, each mapped to the callback prop the control calls on user input. */
  events?: Record<`tb-${string}`, Extract<keyof P, string>>;
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  container: ShadowRoot;
}

/** `fooBar` → `foo-bar`, as attributes are named. */
export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

function hosted<P extends object>(Component: ComponentType<P>) {
  function Hosted(props: P & { container?: ShadowRoot }) {
    const { container, ...rest } = props;
    const host = (container?.host as HTMLElement | undefined) ?? null;
    return (
      <KitRootProvider value={{ portalTarget: container ?? document.body, host }}>
        <Component {...(rest as P)} />
      </KitRootProvider>
    );
  }
  Hosted.displayName = `Kit(${Component.displayName ?? Component.name})`;
  return Hosted;
}

/**
 * Turns a React control into a custom element class: open shadow root adopting the shared kit stylesheet,
 * typed attributes and properties, boolean attributes by presence, and `tb-*` CustomEvents (bubbling,
 * composed) dispatched when the control calls the mapped callback. Registers nothing.
 */
export function createKitElement<P extends object>(Component: ComponentType<P>, spec: KitElementSpec<P> = {}): CustomElementConstructor {
  const entries = Object.entries(spec.props ?? {}) as Array<[string, KitPropType]>;
  const reflected = Object.fromEntries(entries.filter(([, t]) => t === 'string' || t === 'number' || t === 'json'));
  const booleans = entries.filter(([, t]) => t === 'boolean').map(([name]) => name);
  const scripted = entries.filter(([, t]) => t === 'property').map(([name]) => name);
  const Base = r2wc(hosted(Component), { shadow: 'open', props: reflected as never }) as unknown as new () => HTMLElement & R2wcInternals;
  const baseObserved = (Base as unknown as { observedAttributes: string[] }).observedAttributes;

  class KitElement extends Base {
    static get observedAttributes(): string[] {
      return [...baseObserved, ...booleans.map(attributeName)];
    }

    constructor() {
      super();
      adoptKitStyles(this.container);
      this.upgradeProperties(entries.map(([name]) => name));
      for (const name of booleans) this[PROPS][name] = this.hasAttribute(attributeName(name));
      for (const [event, callback] of Object.entries(spec.events ?? {})) {
        this[PROPS][callback as string] = (detail: unknown) =>
          this.dispatchEvent(new CustomEvent(event, { detail, bubbles: true, composed: true }));
      }
    }

    /**
     * Renders only while connected. The base class starts out as if connected, so an attribute set while the
     * element sits in a detached fragment (as template libraries create it) would render there, and a
     * synchronous renderer would run the control's layout effects (a dialog's showModal()) outside the document.
     */
    override [RENDER](): void {
      if (this.isConnected) super[RENDER]();
    }

    /** Values a page set on the element before its tag was defined are re-applied through the accessors. */
    private upgradeProperties(names: string[]): void {
      for (const name of names) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = (this as unknown as Record<string, unknown>)[name];
        delete (this as unknown as Record<string, unknown>)[name];
        (this as unknown as Record<string, unknown>)[name] = value;
      }
    }

    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      const prop = booleans.find((b) => attributeName(b) === name);
      if (prop === undefined) {
        (Base.prototype as unknown as { attributeChangedCallback(n: string, o: string | null, v: string | null): void }).attributeChangedCallback.call(this, name, oldValue, value);
        return;
      }
      this[PROPS][prop] = value !== null;
      this[RENDER]();
    }
  }

  for (const name of booleans) {
    Object.defineProperty(KitElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: KitElement) {
        return this[PROPS][name] === true;
      },
      set(this: KitElement, value: unknown) {
        this.toggleAttribute(attributeName(name), Boolean(value));
      },
    });
  }
  for (const name of scripted) {
    Object.defineProperty(KitElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: KitElement) {
        return this[PROPS][name];
      },
      set(this: KitElement, value: unknown) {
        this[PROPS][name] = value;
        this[RENDER]();
      },
    });
  }
  return KitElement;
}

/** Registers `tag` once; calling it again (a second bundle, a hot reload) does nothing. */
export function defineKitElement(tag: `tb-${string}`, ctor: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, ctor);
}
