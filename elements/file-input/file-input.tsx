import { useId, useState } from 'react';
import { mdiClose, mdiFileOutline } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { registerEditorsLocales } from '../editors/i18n/index.js';
import { FieldLabel, FieldMessage, ICON_BUTTON } from '../json-object-editor/editor-field.js';
import { UPLOAD_SIZES_PX } from '../../sdk/catalogues/ui.js';
import { DropZone } from './drop-zone.js';
import { NO_FILE_KEY, fileSummary, firstAccepted, ltrIsolate, noFileIsError, parseExtensions } from './file-input.logic.js';

await registerEditorsLocales();

/** What a file input reports when a file is chosen or cleared. */
export interface FileInputChange {
  /** The chosen file, or null when cleared. */
  file: File | null;
  name: string | null;
  /** Size in bytes. */
  size: number | null;
  /** The file read as text ('' when it cannot be read), or null when cleared. */
  content: string | null;
}

/** Props of {@link FileInput}. */
export interface FileInputProps {
  /** Visible label; default 'File'. */
  label?: string;
  /** Optional comma-separated extensions (`.csv,.json`); files with other extensions are ignored. */
  allowedExtensions?: string;
  /** Marks the field as required (with requiredAsError, a missing file shows as an error). */
  required?: boolean;
  /** With required: shows the missing file as an error ('No file chosen.' in the error colour). */
  requiredAsError?: boolean;
  /** Disables the drop zone and the buttons. */
  disabled?: boolean;
  /** Called when a file is chosen (after reading it) or cleared. */
  onChange?: (detail: FileInputChange) => void;
}

/**
 * A file input (§5): a drop zone with a browse button, an optional extension filter (other files ignored), the
 * chosen file's name and size (units of 1024) with a button clearing it; 'No file chosen.' while there is none.
 */
export function FileInput({ label, allowedExtensions, required = false, requiredAsError = false, disabled = false, onChange }: FileInputProps) {
  const t = useTranslate();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const extensions = parseExtensions(allowedExtensions);
  const take = (files: File[]) => {
    const chosen = firstAccepted(files, extensions);
    if (!chosen) return;
    setFile(chosen);
    void chosen
      .text()
      .catch(() => '')
      .then((content) => onChange?.({ file: chosen, name: chosen.name, size: chosen.size, content }));
  };
  const clear = () => {
    setFile(null);
    onChange?.({ file: null, name: null, size: null, content: null });
  };
  const missing = noFileIsError(required, requiredAsError, file !== null);
  const summary = file ? fileSummary(file) : null;
  const hint = extensions.length > 0 ? t('editors:file.accepted', { extensions: ltrIsolate(extensions.join(', ')) }) : null;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <FieldLabel id={`${id}-label`} required={required}>
        {label ?? t('editors:file.label')}
      </FieldLabel>
      <DropZone
        accept={extensions.join(',') || undefined}
        disabled={disabled}
        prompt={t('editors:file.drop')}
        browseLabel={t('editors:file.browse')}
        minHeightPx={UPLOAD_SIZES_PX.fileDropZone}
        describedBy={hint ? `${id}-file ${id}-hint` : `${id}-file`}
        invalid={missing}
        onFiles={take}
      />
      <div id={`${id}-file`} part="file" className="flex min-h-8 min-w-0 items-center gap-2 text-sm">
        {summary ? (
          <>
            <Icon path={mdiFileOutline} size={18} className="text-text-muted" />
            <span dir="auto" part="file-name" className="min-w-0 truncate font-medium text-text">
              {summary.name}
            </span>
            <span part="file-size" className="shrink-0 text-text-muted tabular-nums">
              {summary.size}
            </span>
            <button type="button" className={`${ICON_BUTTON} ms-auto`} disabled={disabled} aria-label={t('editors:file.clear', { name: summary.name })} title={t('editors:file.clear', { name: summary.name })} onClick={clear}>
              <Icon path={mdiClose} size={18} />
            </button>
          </>
        ) : missing ? (
          <FieldMessage id={`${id}-missing`} error={t(NO_FILE_KEY)} />
        ) : (
          <span part="no-file" className="text-text-muted">
            {t(NO_FILE_KEY)}
          </span>
        )}
      </div>
      <FieldMessage id={`${id}-hint`} hint={hint} />
    </div>
  );
}
