import { useId, useRef } from 'react';
import { mdiAlertCircle, mdiFileUploadOutline } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { formatFileSize } from '../../../sdk/catalogues/file-size.js';
import { ltrIsolate } from '../../../elements/file-input/file-input.logic.js';
import { Button } from '../auth/form-controls.js';
import { progressPercent, type OtaSource } from './ota-form.logic.js';
import type { UploadProgress } from './ota-upload.js';

/** Two radio buttons: the package's content is a file uploaded now, or an external URL the devices download from. */
export function OtaSourceChoice({ value, disabled, onChange }: { value: OtaSource; disabled: boolean; onChange: (value: OtaSource) => void }) {
  const t = useTranslate();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-text">{t('ota:field.source')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['file', 'url'] as const).map((source) => (
          <label key={source} className={`inline-flex items-center gap-2.5 text-base ${disabled ? 'cursor-not-allowed text-text-muted' : 'cursor-pointer text-text'}`}>
            <input type="radio" name={name} value={source} checked={value === source} disabled={disabled} onChange={() => onChange(source)} className="size-4 shrink-0 cursor-[inherit] accent-accent" />
            {t(`ota:source.${source}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Props of {@link OtaFileField}. */
export interface OtaFileFieldProps {
  /** The chosen file, or null. */
  file: File | null;
  disabled: boolean;
  /** Translated problem shown under the field. */
  error: string | null;
  /** Called with the file a person chose. */
  onChoose: (file: File) => void;
}

/** The package file: a button opening the file chooser, then the chosen file's name and size (base 1024). */
export function OtaFileField({ file, disabled, error, onChoose }: OtaFileFieldProps) {
  const t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const noteId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-text">
        {t('ota:field.file')}
      </span>
      <div className={`flex min-h-control flex-wrap items-center gap-3 rounded-control border border-dashed px-3 py-2 ${error ? 'border-danger' : 'border-border-strong'}`}>
        <input
          ref={input}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) onChoose(chosen);
            e.target.value = '';
          }}
        />
        <Button onClick={() => input.current?.click()} disabled={disabled} aria-describedby={`${labelId} ${error ? noteId : ''}`.trim()}>
          <Icon path={mdiFileUploadOutline} size={18} />
          {t(file ? 'ota:file.other' : 'ota:file.choose')}
        </Button>
        {file ? (
          <span className="flex min-w-0 grow basis-40 items-baseline gap-3 text-sm">
            <span dir="auto" className="min-w-0 truncate font-medium text-text" title={file.name}>
              {file.name}
            </span>
            <span dir="ltr" className="shrink-0 tabular-nums text-text-muted">{formatFileSize(file.size)}</span>
          </span>
        ) : (
          <span className="text-sm text-text-muted">{t('ota:file.none')}</span>
        )}
      </div>
      {error && (
        <p id={noteId} className="flex items-start gap-1 text-sm text-danger">
          <Icon path={mdiAlertCircle} size={16} className="mt-px" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** The step the save is at, and the upload's bytes while it runs: a labelled progress bar (indeterminate before the upload). */
export function OtaUploadProgress({ stage, progress, fileName }: { stage: string; progress: UploadProgress | null; fileName: string }) {
  const t = useTranslate();
  const id = useId();
  const percent = progress ? progressPercent(progress.loaded, progress.total) : 0;
  return (
    <div className="flex flex-col gap-2 rounded-control border border-border bg-surface-sunken px-3 py-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <label htmlFor={id} className="min-w-0 truncate text-text">
          {progress ? t('ota:progress.upload', { file: fileName }) : t(`ota:progress.${stage}`)}
        </label>
        {progress && <span className="shrink-0 tabular-nums font-medium text-text">{t('ota:progress.percent', { percent })}</span>}
      </div>
      {progress ? <progress id={id} max={100} value={percent} className="h-2 w-full accent-accent" /> : <progress id={id} className="h-2 w-full accent-accent" />}
      {progress && progress.total > 0 && (
        <span className="text-sm tabular-nums text-text-muted">{t('ota:progress.bytes', { loaded: ltrIsolate(formatFileSize(progress.loaded)), total: ltrIsolate(formatFileSize(progress.total)) })}</span>
      )}
    </div>
  );
}
