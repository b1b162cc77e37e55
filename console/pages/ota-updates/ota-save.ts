import { computeChecksum } from '../../../sdk/checksum/index.js';
import { client } from '../../session/session.js';
import { deleteEntity } from '../entity-list/api.js';
import { checksumSource, otaInfoBody, type OtaForm } from './ota-form.logic.js';
import { refusalMessage, saveOtaInTurn, type OtaSaveResult, type StepOutcome } from './ota-save.logic.js';
import { uploadPackageFile, type UploadProgress } from './ota-upload.js';

/** A package as the server answers it (OtaPackageInfo). */
export type OtaPackageInfo = Record<string, unknown> & { id?: { id?: string } };

/** What saving a package needs besides the form: the chosen file, progress and phase reports, and the cancel signal. */
export interface SaveContext {
  file: File | null;
  /** Called as the save moves on: computing the checksum, saving the information, uploading, deleting again. */
  onPhase: (phase: 'checksum' | 'info' | 'upload' | 'removing') => void;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
  /** Text of a refusal the server gave no words for (connection lost, a bare status). */
  fallback: (status: number) => string;
}

const idOf = (info: OtaPackageInfo) => String(info.id?.id ?? '');

/** The checksum sent with the file: the typed one, one computed here for SHA-2 (crypto.subtle), or null for the server to compute. */
async function uploadChecksum(form: OtaForm, file: File): Promise<string | null> {
  const source = checksumSource(form.checksumAlgorithm, form.checksum);
  if (source === 'given') return form.checksum.trim().toLowerCase();
  return source === 'browser' ? computeChecksum(form.checksumAlgorithm, file) : null;
}

/** Saves a package from the add dialog's form: information, then the file with progress; a failed or cancelled upload deletes the package again. */
export async function savePackage(form: OtaForm, context: SaveContext): Promise<OtaSaveResult<OtaPackageInfo>> {
  const { file, signal } = context;
  let checksum: string | null = null;
  if (form.source === 'file' && file) {
    context.onPhase('checksum');
    checksum = await uploadChecksum(form, file);
  }
  const quiet = client.with({ ignoreErrors: true });
  return saveOtaInTurn<OtaPackageInfo>({
    saveInfo: async () => {
      context.onPhase('info');
      const answer = await quiet.call<OtaPackageInfo>('POST', '/api/otaPackage', { body: otaInfoBody(form) });
      return answer.ok ? { ok: true, value: answer.data } : { ok: false, message: refusalMessage(answer.error.body) ?? context.fallback(answer.error.status) };
    },
    upload: form.source === 'file' && file
      ? async (saved): Promise<StepOutcome<OtaPackageInfo>> => {
          context.onPhase('upload');
          try {
            const answer = await uploadPackageFile({ id: idOf(saved), file, algorithm: form.checksumAlgorithm, checksum, onProgress: context.onProgress, signal });
            if (answer.status >= 200 && answer.status < 300) return { ok: true, value: answer.body as OtaPackageInfo };
            return { ok: false, message: refusalMessage(answer.body) ?? context.fallback(answer.status) };
          } catch (error) {
            if (signal.aborted) return { ok: false, message: '', cancelled: true };
            throw error;
          }
        }
      : undefined,
    remove: async (saved) => {
      context.onPhase('removing');
      return deleteEntity('otaPackage', idOf(saved));
    },
  });
}
