import { createKitElement } from '../core/define-element.js';
import { ImageInput } from './image-input.js';

/**
 * `<tb-image-input value="data:image/png;base64,…" max-size-byte="1048576" label="…" required disabled>` or
 * `<tb-image-input multiple images='["data:image/…"]'>`; fires `tb-change` with `{ value, images }` when an image
 * is added, removed or moved.
 */
export const ImageInputElement = createKitElement(ImageInput, {
  props: { value: 'string', images: 'json', multiple: 'boolean', label: 'string', maxSizeByte: 'number', required: 'boolean', disabled: 'boolean' },
  events: { 'tb-change': 'onChange' },
});
