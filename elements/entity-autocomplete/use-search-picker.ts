import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedOptions } from './use-debounced-options.js';

/** What {@link useSearchPicker} needs to know about one picker. */
export interface SearchPickerSource<T> {
  /** The stored value (an id or a name), or null. */
  value: string | null;
  /** A change of this key (entity type, device profile …) clears the selection and reports null. */
  resetKey: string;
  /** Reads the stored value's item; null (or a failure) clears the selection. */
  lookup: (value: string) => Promise<T | null>;
  /** Searches items by the typed text ('' for the first page). */
  search: (text: string) => Promise<T[]>;
  /** Everything else the search answer depends on. */
  searchKey: string;
  /** The stored value of an item. */
  keyOf: (item: T) => string;
  /** The text of an item in the input. */
  labelOf: (item: T) => string;
  /** Called when the selection changes by a person or because the stored value cannot be read. */
  onChange?: (item: T | null) => void;
  /** A stored value that cannot be read is cleared without reporting null (the queue picker, §8). */
  silentLookupFailure?: boolean;
  /** The stored value's item when the caller already has it: shown at once, before the lookup answers. */
  initial?: T | null;
}

/**
 * The state every search picker shares: the selection and its text, the open popup, debounced search
 * answers (150 ms), clearing on a reset key change, reading a stored value and reporting changes.
 */
export function useSearchPicker<T>(source: SearchPickerSource<T>) {
  const { value, resetKey, searchKey } = source;
  const [selected, setSelected] = useState<T | null>(() => source.initial ?? null);
  const [text, setText] = useState(() => (source.initial ? source.labelOf(source.initial) : ''));
  const [dirty, setDirty] = useState(false);
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const latest = useRef(source);
  latest.current = source;
  const shownReset = useRef(resetKey);
  // The selection a person typed over, reported as null: the parent's null coming back keeps the typed text.
  const typedOver = useRef(false);

  const report = useCallback((item: T | null) => latest.current.onChange?.(item), []);

  useEffect(() => {
    const resetChanged = shownReset.current !== resetKey;
    shownReset.current = resetKey;
    if (resetChanged) {
      setSelected((old) => {
        if (old) report(null);
        return null;
      });
      setText('');
      setDirty(false);
      return undefined;
    }
    if (!value) {
      if (typedOver.current) typedOver.current = false;
      else {
        setSelected(null);
        setText('');
      }
      return undefined;
    }
    typedOver.current = false;
    let live = true;
    void latest.current
      .lookup(value)
      .catch(() => null)
      .then((item) => {
        if (!live) return;
        setSelected(item);
        setText(item ? latest.current.labelOf(item) : '');
        setDirty(false);
        if (!item && !latest.current.silentLookupFailure) report(null);
      });
    return () => {
      live = false;
    };
  }, [value, resetKey, report]);

  const search = useCallback((typed: string) => latest.current.search(typed.trim()), []);
  const { options, answered } = useDebouncedOptions(open ? (dirty ? text : '') : null, search, `${resetKey}|${searchKey}`);

  const type = (next: string) => {
    setText(next);
    setDirty(true);
    if (selected && next !== latest.current.labelOf(selected)) {
      setSelected(null);
      typedOver.current = true;
      report(null);
    }
  };
  const clear = () => {
    if (selected) pick(null);
    else {
      setText('');
      setDirty(false);
    }
  };
  const leave = () => {
    setTouched(true);
    if (!selected) {
      setText('');
      setDirty(false);
    }
  };
  const pick = (item: T | null) => {
    setSelected(item);
    setText(item ? latest.current.labelOf(item) : '');
    setDirty(false);
    setOpen(false);
    report(item);
  };
  return {
    selected,
    text,
    open,
    setOpen,
    options,
    answered,
    touched,
    pick,
    type,
    clear,
    leave,
    /** The props of {@link PickerCombobox} that follow this state: text, popup, clear and leave. */
    bind: { text, onTextChange: type, open, onOpenChange: setOpen, onClear: clear, onLeave: leave },
  };
}
