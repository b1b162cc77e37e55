import { useId, useState } from 'react';
import { mdiClose } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { showAlert } from '../dialog/dialogs.js';
import { registerEditorsLocales } from '../editors/i18n/index.js';
import { DropZone } from '../file-input/drop-zone.js';
import { ltrIsolate } from '../file-input/file-input.logic.js';
import { FieldLabel, FieldMessage, ICON_BUTTON } from '../json-object-editor/editor-field.js';
import { formatFileSize } from '../../sdk/catalogues/file-size.js';
import { UPLOAD_SIZES_PX } from '../../sdk/catalogues/ui.js';
import { ImageList } from './image-list.js';
import { IMAGE_ACCEPT, hasMaxSize, oversize, withinMaxSize } from './image-input.logic.js';
import { readImage, readImages } from './read-image.js';

await registerEditorsLocales();

/** What an image input reports when its images change. */
export interface ImageInputChange {
  /** Single mode: the image as a data:image/ URL, or null when cleared; multiple mode: the first image or null. */
  value: string | null;
  /** Every image in order (single mode: none or the one). */
  images: string[];
}

/** Props of {@link ImageInput}. */
export interface ImageInputProps {
  /** Single mode: the stored image (a data:image/ URL). */
  value?: string | null;
  /** Multiple mode: the stored images in order. */
  images?: readonly string[] | null;
  /** Takes several images (duplicates allowed), reordered by dragging or with the arrow keys. */
  multiple?: boolean;
  /** Visible label; default 'Image' ('Images' in multiple mode). */
  label?: string;
  /** Largest accepted file in bytes, shown as a hint; larger files are refused with an alert (skipped in multiple mode). */
  maxSizeByte?: number | null;
  /** Marks the field as required. */
  required?: boolean;
  /** Disables the drop zone, the buttons and reordering. */
  disabled?: boolean;
  /** Called when an image is added, removed or moved. */
  onChange?: (detail: ImageInputChange) => void;
}

function imagesOf({ value, images, multiple }: Pick<ImageInputProps, 'value' | 'images' | 'multiple'>): string[] {
  if (multiple) return [...(images ?? [])];
  return value ? [value] : [];
}

/**
 * An image input (§5): accepts image/*, keeps only contents beginning with data:image/, refuses a file over the
 * maximum byte size with the 'cannot upload' alert naming the size; in multiple mode oversize files are skipped,
 * duplicates kept and the images reordered by dragging or the keyboard.
 */
export function ImageInput({ value = null, images, multiple = false, label, maxSizeByte, required = false, disabled = false, onChange }: ImageInputProps) {
  const t = useTranslate();
  const id = useId();
  const given = { value, images, multiple };
  const [shown, setShown] = useState(given);
  const [list, setList] = useState<string[]>(() => imagesOf(given));
  if (shown.value !== value || shown.images !== images || shown.multiple !== multiple) {
    setShown(given);
    setList(imagesOf(given));
  }
  const emit = (next: string[]) => {
    setList(next);
    onChange?.({ value: next[0] ?? null, images: next });
  };
  const refuse = () => {
    void showAlert({
      title: t('editors:image.cannot-upload-file'),
      message: t('editors:image.maximum-upload-file-size', { size: ltrIsolate(formatFileSize(maxSizeByte ?? 0)) }),
    });
  };
  const take = async (dropped: File[]) => {
    const files = dropped.filter((file) => file.type === '' || file.type.startsWith('image/'));
    if (files.length === 0) return;
    if (!multiple) {
      const file = files[0]!;
      if (oversize(file.size, maxSizeByte)) return refuse();
      const image = await readImage(file);
      if (image) emit([image]);
      return;
    }
    const { kept, skipped } = withinMaxSize(files, maxSizeByte);
    if (skipped) refuse();
    const read = await readImages(kept);
    if (read.length > 0) emit([...list, ...read]);
  };
  const hint = hasMaxSize(maxSizeByte) ? t('editors:image.max-size', { size: ltrIsolate(formatFileSize(maxSizeByte)) }) : null;
  const preview = UPLOAD_SIZES_PX.singlePreview;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <FieldLabel id={`${id}-label`} required={required}>
        {label ?? t(multiple ? 'editors:image.label-multiple' : 'editors:image.label')}
      </FieldLabel>
      {multiple && list.length > 0 && <ImageList images={list} disabled={disabled} onImages={emit} />}
      <DropZone
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        prompt={t(multiple ? 'editors:image.drop-multiple' : 'editors:image.drop')}
        browseLabel={t(multiple ? 'editors:image.browse-multiple' : 'editors:image.browse')}
        minHeightPx={UPLOAD_SIZES_PX.imageDropZone}
        describedBy={hint ? `${id}-label ${id}-hint` : `${id}-label`}
        onFiles={(files) => void take(files)}
      >
        {!multiple &&
          (list[0] ? (
            <div part="preview" className="relative">
              <img src={list[0]} alt={t('editors:image.preview')} className="rounded-control border border-border bg-surface-sunken object-contain" style={{ width: preview, height: preview }} />
              <button
                type="button"
                className={`${ICON_BUTTON} absolute -end-3 -top-3 bg-surface-raised shadow-card`}
                disabled={disabled}
                aria-label={t('editors:image.clear')}
                title={t('editors:image.clear')}
                onClick={() => emit([])}
              >
                <Icon path={mdiClose} size={16} />
              </button>
            </div>
          ) : (
            <span part="no-image" className="text-sm text-text-muted">
              {t('editors:image.no-image')}
            </span>
          ))}
        {multiple && list.length === 0 && (
          <span part="no-image" className="text-sm text-text-muted">
            {t('editors:image.no-images')}
          </span>
        )}
      </DropZone>
      <FieldMessage id={`${id}-hint`} hint={hint} />
    </div>
  );
}
