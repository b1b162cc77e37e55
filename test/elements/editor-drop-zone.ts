import { fixture, waitUntil } from '@open-wc/testing';
import { shadowQuery } from './support/kit-test.js';

/** Renders a drop-zone control (`tb-file-input`, `tb-image-input`) and records the details of its `tb-change` events. */
export async function dropZoneControl<E extends HTMLElement, C>(template: Parameters<typeof fixture>[0]) {
  const el = await fixture<E>(template);
  await waitUntil(() => el.shadowRoot?.querySelector('[part=drop-zone]'), 'rendered');
  const changes: C[] = [];
  el.addEventListener('tb-change', (e) => changes.push((e as CustomEvent<C>).detail));
  return { el, changes, zone: shadowQuery(el, '[part=drop-zone]') };
}

/** Drops files on a zone as a person dragging them from the desktop would. */
export function dropFiles(zone: Element, files: File[]): void {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
}
