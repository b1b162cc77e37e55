import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { EntityAutocomplete } from '../../../elements/entity-autocomplete/entity-autocomplete.js';
import { CHECKSUM_ALGORITHMS, OTA_UPDATE_TYPES, type ChecksumAlgorithm, type OtaUpdateType } from '../../../sdk/catalogues/ota.js';
import { notifySuccess } from '../../shell/notify.js';
import { Button, Callout, SelectField, TextField } from '../auth/form-controls.js';
import { call } from '../entity-list/api.js';
import { NAME_MAX_LENGTH } from '../entity-list/entity-list.logic.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { registerOtaLocales } from './i18n/index.js';
import { checksumSource, CHECKSUM_HEX_LENGTH, emptyOtaForm, otaFormErrors, type OtaForm } from './ota-form.logic.js';
import { OtaFileField, OtaSourceChoice, OtaUploadProgress } from './ota-package-fields.js';
import { savePackage } from './ota-save.js';
import type { UploadProgress } from './ota-upload.js';

await registerOtaLocales();

interface ProfileInfo {
  id: { id: string };
  name: string;
}

/** What the dialog is doing: showing the form, or one step of the save. */
type Stage = { kind: 'form' } | { kind: 'checksum' | 'info' | 'removing' } | { kind: 'upload'; progress: UploadProgress };

/** Problems shown while typing rather than on submit. */
const AT_ONCE = new Set(['lists:form.max-length', 'ota:form.checksum-hex', 'ota:form.checksum-length']);

/** A notice under the form after a save went wrong. */
type Notice = { tone: 'danger' | 'info'; text: string; detail?: string } | null;

/** The device profile preselected: the tenant's default profile ('' until it is known). */
function useDefaultProfile(): string {
  const [preferred, setPreferred] = useState('');
  useEffect(() => {
    void call<ProfileInfo>('GET', '/api/deviceProfileInfo/default').then((answer) => setPreferred(answer.data?.id.id ?? ''));
  }, []);
  return preferred;
}

/**
 * Adding an OTA package (console-core §3, §5): title and version (required, a pair the server keeps unique), type,
 * device profile, a file or an external URL, the checksum algorithm (SHA256 unless chosen) with an optional checksum,
 * and a description. Saving stores the information, then uploads the file with a progress bar and a cancel button;
 * when the upload fails or is cancelled the package is deleted again and the dialog says so.
 */
export function OtaPackageDialog({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) {
  const t = useTranslate();
  const formId = useId();
  const [typed, setForm] = useState<OtaForm>(() => emptyOtaForm());
  const preferred = useDefaultProfile();
  // The profile picked by a person (null when cleared), or undefined while the default one stands.
  const [pickedProfile, setPickedProfile] = useState<string | null | undefined>(undefined);
  const form: OtaForm = { ...typed, deviceProfileId: pickedProfile === undefined ? preferred : (pickedProfile ?? '') };
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [notice, setNotice] = useState<Notice>(null);
  const abort = useRef<AbortController | null>(null);
  const set = <K extends keyof OtaForm>(key: K, value: OtaForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const errors = otaFormErrors(form);
  const busy = stage.kind !== 'form';
  // Missing values are pointed out on submit; a value that is already wrong as typed is pointed out at once.
  const shown = (key: string | undefined, field: string) =>
    key && (submitted || AT_ONCE.has(key)) ? t(key, { field, max: NAME_MAX_LENGTH, algorithm: form.checksumAlgorithm, length: CHECKSUM_HEX_LENGTH[form.checksumAlgorithm] }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(errors).length > 0) return;
    setNotice(null);
    const controller = new AbortController();
    abort.current = controller;
    const result = await savePackage(form, {
      file,
      signal: controller.signal,
      onPhase: (phase) => setStage(phase === 'upload' ? { kind: 'upload', progress: { loaded: 0, total: file?.size ?? 0 } } : { kind: phase }),
      onProgress: (progress) => setStage({ kind: 'upload', progress }),
      fallback: (status) => (status === 0 ? t('ota:save.connection') : t('ota:save.status', { status })),
    }).catch((error: unknown) => ({ kind: 'refused' as const, message: error instanceof Error ? error.message : String(error) }));
    abort.current = null;
    setStage({ kind: 'form' });
    if (result.kind === 'saved') {
      notifySuccess(t('ota:save.added', { title: form.title.trim(), version: form.version.trim() }));
      onSaved();
      onClose();
      return;
    }
    if (result.kind === 'refused') setNotice({ tone: 'danger', text: result.message });
    else if (result.kind === 'cancelled') setNotice({ tone: 'info', text: t(result.removed ? 'ota:save.cancelled' : 'ota:save.cancelled-kept') });
    else setNotice({ tone: 'danger', text: t(result.removed ? 'ota:save.upload-failed' : 'ota:save.upload-failed-kept'), detail: result.message });
    // A package the console could not delete again stays in the list: reload it so the person sees it.
    if (result.kind !== 'refused' && !result.removed) onSaved();
  };

  const dismiss = () => {
    if (abort.current) abort.current.abort();
    else if (!busy) onClose();
  };

  const actions = (
    <>
      <Button onClick={dismiss} disabled={busy && stage.kind !== 'upload'}>
        {t(stage.kind === 'upload' ? 'ota:save.cancel-upload' : 'kit:action.cancel')}
      </Button>
      <Button type="submit" form={formId} variant="primary" disabled={busy}>
        {t('lists:action.add')}
      </Button>
    </>
  );

  const titleLabel = t('ota:field.title');
  const versionLabel = t('ota:field.version');
  const source = checksumSource(form.checksumAlgorithm, form.checksum);
  const checksumHint = form.source === 'url' ? t('ota:form.checksum-hint-url') : t(source === 'server' ? 'ota:form.checksum-hint-server' : 'ota:form.checksum-hint-browser');

  return (
    <KitDialog open closeButton title={t('ota:add.title')} onDismiss={dismiss} actions={actions}>
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={titleLabel} value={form.title} onValueChange={(v) => set('title', v)} required disabled={busy} dir="auto" error={shown(errors.title, titleLabel)} />
          <TextField label={versionLabel} value={form.version} onValueChange={(v) => set('version', v)} required disabled={busy} dir="auto" error={shown(errors.version, versionLabel)} />
          <SelectField
            label={t('ota:field.type')}
            value={form.type}
            disabled={busy}
            onValueChange={(v) => set('type', v as OtaUpdateType)}
            options={OTA_UPDATE_TYPES.map((type) => ({ value: type, label: t(`ota:type.${type}`) }))}
          />
          <EntityAutocomplete
            entityType="DEVICE_PROFILE"
            label={t('ota:field.device-profile')}
            value={form.deviceProfileId || null}
            required
            showErrors={submitted}
            disabled={busy}
            onChange={({ value }) => value !== (form.deviceProfileId || null) && setPickedProfile(value)}
          />
        </div>
        <OtaSourceChoice value={form.source} disabled={busy} onChange={(v) => set('source', v)} />
        {form.source === 'file' ? (
          <OtaFileField
            file={file}
            disabled={busy}
            error={shown(errors.file, '')}
            onChoose={(chosen) => {
              setFile(chosen);
              set('file', { name: chosen.name, size: chosen.size });
            }}
          />
        ) : (
          <TextField label={t('ota:field.url')} type="url" value={form.url} onValueChange={(v) => set('url', v)} required disabled={busy} dir="ltr" spellCheck={false} placeholder="https://" error={shown(errors.url, t('ota:field.url'))} />
        )}
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <SelectField
            label={t('ota:field.checksum-algorithm')}
            value={form.checksumAlgorithm}
            disabled={busy}
            onValueChange={(v) => set('checksumAlgorithm', v as ChecksumAlgorithm)}
            options={CHECKSUM_ALGORITHMS.map((a) => ({ value: a, label: a }))}
          />
          <TextField
            label={t('ota:field.checksum-optional')}
            value={form.checksum}
            onValueChange={(v) => set('checksum', v)}
            disabled={busy}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            className="[&_input]:font-mono"
            error={shown(errors.checksum, '')}
            hint={checksumHint}
          />
        </div>
        <TextAreaField label={t('ota:field.description')} value={form.description} onValueChange={(v) => set('description', v)} disabled={busy} rows={2} dir="auto" />
        {notice && (
          <Callout tone={notice.tone}>
            <p>{notice.text}</p>
            {notice.detail && <p className="mt-1 break-words text-text-muted">{notice.detail}</p>}
          </Callout>
        )}
        {busy && <OtaUploadProgress stage={stage.kind} progress={stage.kind === 'upload' ? stage.progress : null} fileName={file?.name ?? ''} />}
      </form>
    </KitDialog>
  );
}
