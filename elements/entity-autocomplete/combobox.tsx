import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating, type ReferenceElement } from '@floating-ui/react';
import { mdiAlertCircle, mdiClose, mdiMenuDown } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { nextActiveIndex } from './entity-autocomplete.logic.js';

/** One suggestion of a {@link PickerCombobox}. */
export interface ComboboxOption {
  /** Unique among the options. */
  key: string;
  /** The text shown (as text, never markup). */
  label: string;
  /** A second, quieter line (label, type …). */
  detail?: string;
}

/** Props of {@link PickerCombobox}. */
export interface PickerComboboxProps {
  label: string;
  placeholder?: string;
  /** The input's text (the parent owns it: typing calls onTextChange). */
  text: string;
  onTextChange: (text: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The suggestions; null while a search is waiting or in flight. */
  options: readonly ComboboxOption[] | null;
  /** What the popup says when there are no options (no match, none found). */
  emptyText: string;
  /** The loading line of the popup. */
  loadingText: string;
  onPick: (option: ComboboxOption) => void;
  /** Called by the clear button (shown while there is text); omit to show none. */
  onClear?: () => void;
  clearLabel: string;
  /** Called when focus leaves the field and its popup. */
  onLeave?: () => void;
  /** The picked option's key, marked in the list. */
  selectedKey?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** The error shown under the field (already translated). */
  error?: string | null;
  /** A hint under the field when there is no error. */
  hint?: ReactNode;
  maxLength?: number;
  /** Chips shown inside the field before the input (list pickers); the field then grows to wrap them. */
  chips?: ReactNode;
  /** Called on Enter when no option is active (a list picker takes the typed text). */
  onCommit?: () => void;
  /** Called on Backspace in an empty input (a list picker removes its last chip). */
  onRemoveLast?: () => void;
  /** Keeps the label for screen readers only (a toolbar's picker); default false. */
  hideLabel?: boolean;
  /** Shows the list under the input inside the page flow, filling the room left, instead of floating it (a picker in a panel); default false. */
  inlineList?: boolean;
}

const FIELD =
  'flex items-center rounded-control border bg-surface transition-colors duration-fast focus-within:outline-2 focus-within:-outline-offset-1 focus-within:outline-focus';
const ICON_BUTTON =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-text-muted hover:bg-surface-hover hover:text-text focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed';

/**
 * Keeps the list on its input, placed at once when it opens and then in the frame after each change. The
 * `size` middleware resizes the list; doing that inside the resize observer's own callback would make
 * Chromium report a ResizeObserver loop, so later updates wait for the next frame.
 */
function followInNextFrame(reference: ReferenceElement, floating: HTMLElement, update: () => void): () => void {
  let first = true;
  let frame = 0;
  const stop = autoUpdate(reference, floating, () => {
    if (first) {
      first = false;
      update();
      return;
    }
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(update);
  });
  return () => {
    cancelAnimationFrame(frame);
    stop();
  };
}

/**
 * The type-ahead field every picker shares: an ARIA combobox input with a listbox popup positioned by
 * floating-ui inside the same (shadow) root, a clear button, and the keyboard of a combobox: ArrowDown
 * and ArrowUp move (opening the popup), Home and End jump, Enter picks, Escape closes.
 */
export function PickerCombobox(props: PickerComboboxProps) {
  const { label, placeholder, text, onTextChange, open, onOpenChange, options, emptyText, loadingText, onPick, onClear, clearLabel, onLeave } = props;
  const { selectedKey = null, required = false, disabled = false, error = null, hint, maxLength, chips, onCommit, onRemoveLast, hideLabel = false, inlineList = false } = props;
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement | null>(null);
  // The active option belongs to the options it was chosen in: new options start with none. Derived while
  // rendering rather than reset by an effect, which Preact runs only after paint, after a key may have moved it.
  const [activeIn, setActiveIn] = useState({ options, index: -1 });
  const active = activeIn.options === options ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ options, index });
  const count = options?.length ?? 0;
  const { refs, floatingStyles } = useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.width = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(availableHeight, 288))}px`;
        },
      }),
    ],
    whileElementsMounted: followInNextFrame,
  });

  useEffect(() => {
    if (active < 0) return;
    const node = input.current?.getRootNode() as Document | ShadowRoot | undefined;
    node?.getElementById?.(`${id}-opt-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const pick = (index: number) => {
    const option = options?.[index];
    if (option) onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) onOpenChange(true);
        else setActive(nextActiveIndex(active, count, event.key));
        return;
      case 'Home':
      case 'End':
        if (!open || count === 0) return;
        event.preventDefault();
        setActive(nextActiveIndex(active, count, event.key));
        return;
      case 'Enter':
        if (open && active >= 0) {
          event.preventDefault();
          pick(active);
        } else if (onCommit) {
          event.preventDefault();
          onCommit();
        }
        return;
      case 'Backspace':
        if (text === '' && onRemoveLast) onRemoveLast();
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          onOpenChange(false);
        }
        return;
      case 'Tab':
        if (open) onOpenChange(false);
        return;
      default:
        return;
    }
  };

  // The listbox is there whenever the popup is (empty while loading or when nothing matched), so the
  // combobox always controls an element; the loading and no-match lines are a status beside it.
  const listShown = open;
  const message = open && (options === null ? loadingText : count === 0 ? emptyText : null);
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  return (
    <div
      className={`flex min-w-0 flex-col gap-1.5 ${inlineList ? 'min-h-0 flex-1' : ''}`}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        if (open) onOpenChange(false);
        onLeave?.();
      }}
    >
      <label htmlFor={id} part="label" className={hideLabel ? 'sr-only' : 'text-sm font-medium text-text'}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' *'}
          </span>
        )}
      </label>
      <div
        ref={refs.setReference}
        part="field"
        className={`${FIELD} ${chips ? 'min-h-control flex-wrap gap-1 py-1 ps-1' : 'h-control'} ${error ? 'border-danger' : 'border-border hover:border-border-strong'} ${disabled ? 'bg-surface-sunken' : ''}`}
      >
        {chips}
        <input
          ref={input}
          id={id}
          part="input"
          type="text"
          dir="auto"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listShown ? listId : undefined}
          aria-activedescendant={listShown && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          value={text}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          onChange={(event) => {
            onTextChange(event.target.value);
            if (!open) onOpenChange(true);
          }}
          onClick={() => !open && onOpenChange(true)}
          onKeyDown={onKeyDown}
          className={`${chips ? 'h-8 min-w-24 ps-2' : 'h-full min-w-0 ps-3'} flex-1 bg-transparent text-start text-base text-text outline-none placeholder:text-text-muted disabled:cursor-not-allowed disabled:text-text-muted`}
        />
        {onClear && text !== '' && !disabled && (
          <button
            type="button"
            part="clear"
            aria-label={clearLabel}
            title={clearLabel}
            className={ICON_BUTTON}
            onClick={() => {
              onClear();
              input.current?.focus();
            }}
          >
            <Icon path={mdiClose} size={18} />
          </button>
        )}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          className={`${ICON_BUTTON} me-1`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            input.current?.focus();
            onOpenChange(!open);
          }}
        >
          <Icon path={mdiMenuDown} size={20} className={`transition-transform duration-fast ${open ? 'rotate-180' : ''}`} />
        </button>
      </div>
      {open && (
        <div
          ref={inlineList ? undefined : refs.setFloating}
          style={inlineList ? undefined : floatingStyles}
          part="popup"
          className={inlineList ? 'flex min-h-0 flex-1 flex-col overflow-hidden text-text' : 'z-[1030] flex flex-col overflow-hidden rounded-card border border-border bg-surface-raised text-text shadow-popover'}
        >
          {listShown && (
            <ul id={listId} role="listbox" aria-label={label} part="listbox" className={`min-h-0 flex-1 overflow-y-auto ${count > 0 ? 'p-1' : ''}`}>
              {options?.map((option, index) => (
                <li
                  key={option.key}
                  id={`${id}-opt-${index}`}
                  role="option"
                  aria-selected={index === active}
                  data-selected={option.key === selectedKey || undefined}
                  part="option"
                  className={`flex min-h-9 cursor-pointer flex-col justify-center rounded-control px-3 py-1.5 text-base ${index === active ? 'bg-surface-hover' : ''} ${option.key === selectedKey ? 'font-medium text-accent' : 'text-text'}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== active && setActive(index)}
                  onClick={() => pick(index)}
                >
                  {/* Each name reads in its own direction, so a long one is cut at its end, not its start. */}
                  <span dir="auto" className="truncate">
                    {option.label}
                  </span>
                  {option.detail && (
                    <span dir="auto" className="truncate text-xs text-text-muted">
                      {option.detail}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          {message && (
            <p role="status" part="message" className="px-4 py-3 text-sm text-text-muted">
              {message}
            </p>
          )}
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} part="error" className="flex items-start gap-1 text-sm text-danger">
          <Icon path={mdiAlertCircle} size={16} className="mt-px shrink-0" />
          <span>{error}</span>
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} part="hint" className="text-xs text-text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
