import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { mdiClose } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { UPLOAD_SIZES_PX } from '../../sdk/catalogues/ui.js';
import { dropIndex, inSecondHalf, keyboardMoveTarget, moveItem } from './image-input.logic.js';

/** Props of {@link ImageList}. */
export interface ImageListProps {
  /** The images (data:image/ URLs) in order; duplicates allowed. */
  images: readonly string[];
  /** Hides the remove buttons and stops reordering. */
  disabled?: boolean;
  /** Called with the list reordered or with an image removed. */
  onImages: (images: string[]) => void;
}

/** Thumbnails of a multiple-image input, reordered by dragging or by the arrow keys (Home and End too) on a focused one. */
export function ImageList({ images, disabled = false, onImages }: ImageListProps) {
  const t = useTranslate();
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  /** The chip under the dragged one and whether it would land after it (the pointer in its second half). */
  const [target, setTarget] = useState<{ index: number; after: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (from: number, to: number) => {
    onImages(moveItem(images, from, to));
    setAnnouncement(t('editors:image.moved', { n: to + 1, count: images.length }));
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('[data-image]')[to]?.focus());
  };
  const keyMove = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (disabled || event.target !== event.currentTarget) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const to = keyboardMoveTarget(event.key, index, images.length, rtl);
    if (to === null) return;
    event.preventDefault();
    move(index, to);
  };
  const secondHalf = (event: DragEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return inSecondHalf(event.clientX, box.left, box.width, getComputedStyle(event.currentTarget).direction === 'rtl');
  };
  const marker = (index: number) =>
    target?.index !== index || dragged === index ? '' : `before:absolute before:inset-y-0 before:z-10 before:w-1 before:bg-accent ${target.after ? 'before:end-0' : 'before:start-0'}`;
  const size = { width: UPLOAD_SIZES_PX.multiplePreview, height: UPLOAD_SIZES_PX.multiplePreview };
  return (
    <>
      <ul ref={list} part="images" aria-describedby={`${id}-reorder`} className="flex flex-wrap gap-2">
        {images.map((image, index) => (
          <li
            // Duplicates are allowed, so the position is part of the key.
            key={`${index}:${image.length}`}
            data-image=""
            part="image"
            tabIndex={disabled ? undefined : 0}
            draggable={!disabled}
            aria-label={t('editors:image.item', { n: index + 1, count: images.length })}
            onKeyDown={(event) => keyMove(event, index)}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
            }}
            onDragEnd={() => {
              setDragged(null);
              setTarget(null);
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              event.stopPropagation();
              const after = secondHalf(event);
              if (target?.index !== index || target.after !== after) setTarget({ index, after });
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null) && target?.index === index) setTarget(null);
            }}
            onDrop={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              event.stopPropagation();
              const to = dropIndex(dragged, index, secondHalf(event));
              if (to !== dragged) move(dragged, to);
              setDragged(null);
              setTarget(null);
            }}
            className={`group relative cursor-grab overflow-hidden rounded-control border border-border bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${dragged === index ? 'opacity-50' : ''} ${marker(index)}`}
            style={size}
          >
            <img src={image} alt="" draggable={false} className="size-full object-contain" />
            <button
              type="button"
              disabled={disabled}
              aria-label={t('editors:image.remove', { n: index + 1 })}
              title={t('editors:image.remove', { n: index + 1 })}
              onClick={() => onImages(images.filter((_, i) => i !== index))}
              className="absolute end-0.5 top-0.5 inline-flex size-6 items-center justify-center rounded-full bg-surface-raised text-text-muted shadow-card hover:text-text focus-visible:outline-2 focus-visible:outline-focus disabled:hidden"
            >
              <Icon path={mdiClose} size={14} />
            </button>
          </li>
        ))}
      </ul>
      <p id={`${id}-reorder`} part="hint" className="text-xs text-text-muted">
        {t('editors:image.reorder')}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
