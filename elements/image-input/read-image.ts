import { isImageContent } from './image-input.logic.js';

/** Reads a file as a data URL; answers null when it cannot be read or is not an image (§5: only data:image/ contents). */
export function readImage(file: Blob): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(isImageContent(reader.result) ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/** Reads files in order, keeping those that are images. */
export async function readImages(files: readonly Blob[]): Promise<string[]> {
  const read = await Promise.all(files.map(readImage));
  return read.filter((content): content is string => content !== null);
}
