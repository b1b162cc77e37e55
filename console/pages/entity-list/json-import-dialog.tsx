import { useId, useState, type FormEvent } from 'react';
import { mdiCheckCircleOutline } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { FileInput } from '../../../elements/file-input/file-input.js';
import { TextAreaField } from '../entity-details/text-area-field.js';
import { DialogActions } from './dialog-actions.js';
import { registerListsLocales } from './i18n/index.js';
import { JSON_FILE_EXTENSIONS } from './json-import.logic.js';

await registerListsLocales();

/** What a {@link JsonImportDialog}'s reader makes of the text: the value to import with a line describing it, or the translated problem. */
export type JsonImportReading<T> = { ok: true; value: T; summary: string } | { ok: false; message: string };

/** Props of {@link JsonImportDialog}. */
export interface JsonImportDialogProps<T> {
  /** Heading (translated). */
  title: string;
  /** What the file holds, shown under the text field (translated). */
  hint: string;
  /** Reads the text; called on every change, its problem shown once a file was chosen or Import pressed. */
  read: (text: string) => JsonImportReading<T>;
  /** Saves what was read; resolves true when it went through (the dialog then closes). */
  onImport: (value: T) => Promise<boolean>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/**
 * Importing an exported JSON file: choose the file or paste its text (the file's text shows in the field, where it
 * can be corrected). What the text holds is described as soon as it reads well; its problem shows once a file was
 * chosen or Import pressed, and nothing is saved while there is one.
 */
export function JsonImportDialog<T>({ title, hint, read, onImport, onClose }: JsonImportDialogProps<T>) {
  const t = useTranslate();
  const formId = useId();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const reading = read(text);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!reading.ok) return;
    setBusy(true);
    const imported = await onImport(reading.value);
    setBusy(false);
    if (imported) onClose();
  };

  return (
    <KitDialog open size="md" closeButton title={title} onDismiss={onClose} actions={<DialogActions formId={formId} label={t('lists:json-import.submit')} busy={busy} onCancel={onClose} />}>
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <FileInput
          label={t('lists:json-import.file')}
          allowedExtensions={JSON_FILE_EXTENSIONS}
          disabled={busy}
          onChange={({ content }) => {
            setText(content ?? '');
            setChecked(content !== null);
          }}
        />
        <TextAreaField
          code
          label={t('lists:json-import.text')}
          hint={hint}
          rows={10}
          dir="ltr"
          spellCheck={false}
          value={text}
          disabled={busy}
          onValueChange={setText}
          error={checked && !reading.ok ? reading.message : null}
        />
        <p role="status" className={reading.ok ? 'flex items-start gap-2 text-sm text-text' : 'sr-only'}>
          {reading.ok && (
            <>
              <Icon path={mdiCheckCircleOutline} size={18} className="mt-px shrink-0 text-success" />
              <span dir="auto">{reading.summary}</span>
            </>
          )}
        </p>
      </form>
    </KitDialog>
  );
}
