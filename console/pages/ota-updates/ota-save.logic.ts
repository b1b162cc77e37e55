/** What one call of the save sequence answered: its value, or the refusal (a cancelled upload is a refusal too). */
export type StepOutcome<T> = { ok: true; value: T } | { ok: false; message: string; cancelled?: boolean };

/** The calls of {@link saveOtaInTurn}, each given by the caller (the dialog passes the server calls, tests pass fakes). */
export interface OtaSaveSteps<T> {
  /** Saves the package information (`POST /api/otaPackage`). */
  saveInfo: () => Promise<StepOutcome<T>>;
  /** Uploads the file of the saved package; absent for a package that points to a URL. */
  upload?: (saved: T) => Promise<StepOutcome<T>>;
  /** Deletes the saved package (`DELETE /api/otaPackage/{id}`); answers whether it is gone. */
  remove: (saved: T) => Promise<boolean>;
}

/** How a save ended: saved; the information refused (nothing was created); the upload failed or was cancelled, and whether the package was deleted again. */
export type OtaSaveResult<T> =
  | { kind: 'saved'; value: T }
  | { kind: 'refused'; message: string }
  | { kind: 'upload-failed'; message: string; removed: boolean }
  | { kind: 'cancelled'; removed: boolean };

/**
 * Saves a package as console-core §5 asks: first the information, then the file; when the upload fails or is
 * cancelled, the just-created package is deleted so that no package without its file is left behind.
 */
export async function saveOtaInTurn<T>(steps: OtaSaveSteps<T>): Promise<OtaSaveResult<T>> {
  const info = await steps.saveInfo();
  if (!info.ok) return { kind: 'refused', message: info.message };
  if (!steps.upload) return { kind: 'saved', value: info.value };
  let uploaded: StepOutcome<T>;
  try {
    uploaded = await steps.upload(info.value);
  } catch (error) {
    uploaded = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (uploaded.ok) return { kind: 'saved', value: uploaded.value };
  const removed = await steps.remove(info.value).catch(() => false);
  return uploaded.cancelled ? { kind: 'cancelled', removed } : { kind: 'upload-failed', message: uploaded.message, removed };
}

/** The server's own words for a refused call: the `message` of its JSON error body, else null (the caller then says what failed). */
export function refusalMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    const message = (body as { message: string }).message.trim();
    return message || null;
  }
  return null;
}
