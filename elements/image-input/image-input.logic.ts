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
