/** §5: only contents beginning with this are accepted as images. */
export const IMAGE_DATA_PREFIX = 'data:image/';

/** §5: the file types an image input accepts. */
export const IMAGE_ACCEPT = 'image/*';

/** Whether a maximum byte size is set (a positive finite number). */
export function hasMaxSize(maxSizeByte: number | null | undefined): maxSizeByte is number {
  return typeof maxSizeByte === 'number' && Number.isFinite(maxSizeByte) && maxSizeByte > 0;
}

/** §5: with a maximum byte size set, a larger file is rejected (a file of exactly the maximum passes). */
export function oversize(size: number, maxSizeByte: number | null | undefined): boolean {
  return hasMaxSize(maxSizeByte) && size > maxSizeByte;
}

/** §5: a read content is an image only when it begins with data:image/. */
export function isImageContent(content: unknown): content is string {
  return typeof content === 'string' && content.startsWith(IMAGE_DATA_PREFIX);
}

/** Splits chosen files into those within the maximum size and whether any was skipped as oversize. */
export function withinMaxSize<F extends { size: number }>(files: readonly F[], maxSizeByte: number | null | undefined): { kept: F[]; skipped: boolean } {
  const kept = files.filter((file) => !oversize(file.size, maxSizeByte));
  return { kept, skipped: kept.length < files.length };
}

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The new position of an image moved by a key (logical: the earlier key is ArrowLeft left-to-right, ArrowRight right-to-left); null for other keys. */
export function keyboardMoveTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  const earlier = rtl ? 'ArrowRight' : 'ArrowLeft';
  const later = rtl ? 'ArrowLeft' : 'ArrowRight';
  if (key === earlier || key === 'ArrowUp') return index > 0 ? index - 1 : null;
  if (key === later || key === 'ArrowDown') return index < count - 1 ? index + 1 : null;
  if (key === 'Home') return index > 0 ? 0 : null;
  if (key === 'End') return index < count - 1 ? count - 1 : null;
  return null;
}

/**
 * §4 chip drag: where an image dragged from `from` lands when dropped on the image at `over` — before it when the
 * pointer is in the chip's first half, after it in its second half (first and second in reading order).
 */
export function dropIndex(from: number, over: number, secondHalf: boolean): number {
  const insertAt = over + (secondHalf ? 1 : 0);
  return from < insertAt ? insertAt - 1 : insertAt;
}

/** Whether a pointer at `x` is in the second half of a chip spanning `left` to `left + width`, in reading order. */
export function inSecondHalf(x: number, left: number, width: number, rtl: boolean): boolean {
  const pastMiddle = x > left + width / 2;
  return rtl ? !pastMiddle : pastMiddle;
}
