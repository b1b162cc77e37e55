// Helpers for browser tests of the element kit: real input, shadow-root queries, accessibility checks.
import axe from 'axe-core';
import { sendKeys, sendMouse } from '@web/test-runner-commands';

/** The first match inside the element's shadow root (fails the test when there is none). */
export function shadowQuery<T extends Element = HTMLElement>(host: Element, selector: string): T {
  const found = host.shadowRoot?.querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector} inside <${host.localName}>`);
  return found;
}

/** Clicks the middle of an element with the real mouse. */
export async function click(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** Presses a key (`Enter`, `Tab`, `Escape`, `Shift+Tab` …) with the real keyboard. */
export async function press(key: string): Promise<void> {
  if (key === 'Shift+Tab') {
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    return;
  }
  await sendKeys({ press: key });
}

/** Types text with the real keyboard into whatever has focus. */
export async function type(text: string): Promise<void> {
  await sendKeys({ type: text });
}

/** The deepest focused element, through shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Every animation and transition inside a node, its shadow roots included. */
function animationsWithin(root: Element | Document | ShadowRoot): Animation[] {
  const found = root instanceof Element ? root.getAnimations({ subtree: true }) : root.getAnimations();
  const hosts = [...root.querySelectorAll('*')].filter((el) => el.shadowRoot);
  if (root instanceof Element && root.shadowRoot) hosts.push(root);
  return [...found, ...hosts.flatMap((host) => animationsWithin(host.shadowRoot!))];
}

/** Resolves once the finite animations and transitions inside a node have ended, so colours are checked as they end up. */
export async function animationsSettled(root: Element | Document = document): Promise<void> {
  await nextFrame();
  const finite = animationsWithin(root).filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
}

/** Runs axe-core on a node (shadow roots included) once its animations have ended, and answers the violations as readable lines. */
export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  await animationsSettled(context);
  const result = await axe.run(context as Element, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Resolves once React has flushed pending renders (two animation frames). */
export async function nextFrame(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
