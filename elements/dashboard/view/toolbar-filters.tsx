import { useId, useRef, useState, type FormEvent } from 'react';
import { mdiFilterVariant } from '@mdi/js';
import { useTranslate } from '../../core/i18n.js';
import { DialogButton } from '../../dialog/dialog-button.js';
import { FieldLabel, FieldMessage } from '../../json-object-editor/editor-field.js';
import { AnchoredPanel } from '../../popover/anchored-panel.js';
import type { DashboardFilter } from '../model/dashboard.types.js';
import { inputKey, parseUserValue, userFilterInputs, withUserValues, type UserFilterInput, type UserValue } from '../model/user-filters.logic.js';
import { ToolbarPanelButton } from './toolbar-panel-button.js';

/** Props of {@link ToolbarFilters}. */
export interface ToolbarFiltersProps {
  /** The filters a viewer may change, with the values applied so far. */
  filters: readonly DashboardFilter[];
  /** A narrow dashboard: an icon button instead of one with a text. */
  compact: boolean;
  /** Applies the filters whose values changed. */
  onApply: (filters: DashboardFilter[]) => void;
}

const INPUT =
  'h-control w-full min-w-0 rounded-control border border-border bg-surface px-2.5 text-base text-text hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-focus aria-invalid:border-danger';

/** What an input holds while a viewer edits it: text (numbers and dates as typed) or a checkbox's state. */
type Draft = string | boolean;

const pad = (n: number) => String(n).padStart(2, '0');

/** A date in ms as a `datetime-local` input shows it, in the browser's zone. */
function localDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function draftOf(input: UserFilterInput): Draft {
  if (input.valueType === 'BOOLEAN') return input.value === true || input.value === 'true';
  if (input.valueType === 'DATE_TIME') return typeof input.value === 'number' ? localDateTime(input.value) : '';
  return input.value === null ? '' : String(input.value);
}

/** The value a draft stands for, or the key of why it is refused. */
function parsed(input: UserFilterInput, draft: Draft): { value: UserValue } | { error: string } {
  if (input.valueType === 'DATE_TIME' && typeof draft === 'string' && draft !== '') return parseUserValue('DATE_TIME', String(new Date(draft).getTime()));
  return parseUserValue(input.valueType, draft);
}

/** The label of an input: the author's, else the key and the operation. */
function useInputLabel(): (input: UserFilterInput) => string {
  const t = useTranslate();
  return (input) => input.label ?? t('dashboard:filters.label', { key: input.key, operation: t(`dashboard:filters.operation.${input.operation}`) });
}

/** One editable value of a filter. */
function FilterValue({ input, draft, error, onChange }: { input: UserFilterInput; draft: Draft; error: string | null; onChange: (draft: Draft) => void }) {
  const id = useId();
  const label = useInputLabel()(input);
  if (input.valueType === 'BOOLEAN') {
    return (
      <label className="flex min-h-control items-center gap-2 text-base text-text">
        <input type="checkbox" checked={draft === true} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-accent" />
        <span dir="auto">{label}</span>
      </label>
    );
  }
  const type = input.valueType === 'NUMERIC' ? 'number' : input.valueType === 'DATE_TIME' ? 'datetime-local' : 'text';
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <FieldLabel htmlFor={id} required={input.valueType !== 'STRING'}>
        <span dir="auto">{label}</span>
      </FieldLabel>
      <input
        id={id}
        type={type}
        step={type === 'number' ? 'any' : undefined}
        value={String(draft)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT}
      />
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  );
}

/**
 * The toolbar's filters button: its panel lists each dashboard filter a viewer may change, with an input
 * per editable predicate (text, number, date, or a checkbox) holding the viewer's value or the default;
 * Update applies the changed filters (numbers and dates must be given), Cancel and Escape leave them.
 */
export default function ToolbarFilters({ filters, compact, onApply }: ToolbarFiltersProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, Record<string, Draft>>>({});
  const button = useRef<HTMLButtonElement | null>(null);
  const name = t('dashboard:filters.title');
  const rows = filters.map((filter) => ({ filter, inputs: userFilterInputs(filter) }));
  const draftAt = (filterId: string, input: UserFilterInput) => drafts[filterId]?.[inputKey(input)] ?? draftOf(input);
  const errorAt = (filterId: string, input: UserFilterInput) => {
    const result = parsed(input, draftAt(filterId, input));
    return 'error' in result ? t(result.error) : null;
  };
  const invalid = rows.some(({ filter, inputs }) => inputs.some((input) => errorAt(filter.id, input)));
  const changed = Object.values(drafts).some((byInput) => Object.keys(byInput).length > 0);

  const close = (focus: boolean) => {
    setOpen(false);
    setDrafts({});
    if (focus) button.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const next = rows.flatMap(({ filter, inputs }) => {
      const edited = drafts[filter.id];
      if (!edited || Object.keys(edited).length === 0) return [];
      const values = new Map<string, UserValue>();
      for (const input of inputs) {
        const key = inputKey(input);
        const result = key in edited ? parsed(input, edited[key]!) : null;
        if (result && 'value' in result) values.set(key, result.value);
      }
      return [withUserValues(filter, values)];
    });
    onApply(next);
    close(true);
  };

  return (
    <>
      <ToolbarPanelButton ref={button} control="filters" icon={mdiFilterVariant} name={name} compact={compact} open={open} onClick={() => (open ? close(false) : setOpen(true))} />
      {open && (
        <AnchoredPanel anchor={button.current} label={name} className="w-96 max-w-[calc(100vw-16px)]" onClose={close}>
          <form noValidate onSubmit={submit} className="flex min-h-0 flex-col">
            <div className="flex min-h-0 flex-col gap-4 overflow-y-auto p-4">
              {rows.map(({ filter, inputs }) => (
                <fieldset key={filter.id} className="flex min-w-0 flex-col gap-3">
                  <legend dir="auto" className="mb-2 text-sm font-semibold text-text">{filter.filter}</legend>
                  {inputs.map((input) => (
                    <FilterValue
                      key={inputKey(input)}
                      input={input}
                      draft={draftAt(filter.id, input)}
                      error={errorAt(filter.id, input)}
                      onChange={(draft) => setDrafts((all) => ({ ...all, [filter.id]: { ...all[filter.id], [inputKey(input)]: draft } }))}
                    />
                  ))}
                </fieldset>
              ))}
            </div>
            <div className="flex justify-end gap-2 border-t border-border px-4 py-3">
              <DialogButton onClick={() => close(true)}>{t('dashboard:filters.cancel')}</DialogButton>
              <DialogButton type="submit" variant="primary" disabled={invalid || !changed}>{t('dashboard:filters.update')}</DialogButton>
            </div>
          </form>
        </AnchoredPanel>
      )}
    </>
  );
}
