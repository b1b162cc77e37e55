import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { mdiTrayArrowUp } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { SMALL_BUTTON } from '../json-object-editor/editor-field.js';

/** Props of {@link DropZone}. */
export interface DropZoneProps {
  /** The `accept` of the file chooser (extensions or MIME types). */
  accept?: string;
  /** Lets the chooser pick several files. */
  multiple?: boolean;
  /** Refuses drops and disables the browse button. */
  disabled?: boolean;
  /** The zone's line, e.g. 'Drop a file here'. */
  prompt: string;
  /** The browse button's text. */
  browseLabel: string;
  /** Minimum height of the zone in px. */
  minHeightPx: number;
  /** Ids of the texts describing the browse button (hint, error). */
  describedBy?: string;
  /** Draws the zone and marks the browse button as in error. */
  invalid?: boolean;
  /** Called with the dropped or chosen files (not yet filtered). */
  onFiles: (files: File[]) => void;
  /** Shown above the zone's line (a preview, an empty text). */
  children?: ReactNode;
}

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** A dashed zone taking dropped files, with a browse button opening the file chooser. */
export function DropZone({ accept, multiple = false, disabled = false, prompt, browseLabel, minHeightPx, describedBy, invalid = false, onFiles, children }: DropZoneProps) {
  const chooser = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const accepting = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return false;
    event.preventDefault();
    return true;
  };
  return (
    <div
      part="drop-zone"
      style={{ minHeight: minHeightPx }}
      onDragOver={(event) => {
        if (accepting(event)) setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        setOver(false);
        if (accepting(event)) onFiles([...event.dataTransfer.files]);
      }}
      className={`flex flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed p-4 text-center transition-colors duration-fast ${over ? 'border-accent bg-accent-soft' : invalid ? 'border-danger' : 'border-border'} ${disabled ? 'bg-surface-sunken opacity-60' : 'bg-surface'}`}
    >
      {children}
      <span className="flex items-center gap-2 text-sm text-text-muted">
        <Icon path={mdiTrayArrowUp} size={20} />
        {prompt}
      </span>
      <button type="button" part="browse" className={SMALL_BUTTON} disabled={disabled} aria-describedby={describedBy} aria-invalid={invalid ? true : undefined} onClick={() => chooser.current?.click()}>
        {browseLabel}
      </button>
      <input
        ref={chooser}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        multiple={multiple}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
