import { useId, useState } from 'react';
import { mdiArrowDown, mdiArrowUp, mdiDeleteOutline, mdiPencilOutline, mdiPlus } from '@mdi/js';
import { Icon } from '../../../core/icon.js';
import { useTranslate } from '../../../core/i18n.js';
import type { DataKey, DataKeyType } from '../../model/dashboard.types.js';
import type { SettingsFormModel } from '../config/settings-schema.logic.js';
import { canAdd, moveItem, removeItem, replaceItem } from './datasources.logic.js';
import { editDataKey, keyNameProblem, newDataKey } from './data-keys.logic.js';
import { DataKeyEditor } from './data-key-editor.js';
import { BUTTON, FIELD, FieldError, IconButton, Note, SelectField } from './fields.js';

/** Props of {@link DataKeysList}. */
export interface DataKeysListProps {
  keys: DataKey[];
  /** Heading of the list; "Data keys" unless given. */
  title?: string;
  /** What the list says while it is empty; "No data keys yet." unless given. */
  emptyText?: string;
  /** The form of each key's own settings (the widget type's `dataKeySettingsSchema`, or `latestDataKeySettingsSchema` for latest values); null when these keys have none. */
  settingsModel?: SettingsFormModel | null;
  /** Kinds a new key may be; none hides the add form (count datasources). */
  kinds: DataKeyType[];
  /** Most keys the widget takes; null for no limit. */
  limit: number | null;
  /** Key names offered for a kind. */
  suggestions: (kind: DataKeyType, taken: string[]) => string[];
  /** Colours the widget's keys already use, for the next new key's colour. */
  usedColors: string[];
  /** Called once per user change with the whole new key list. */
  onChange: (keys: DataKey[]) => void;
}

/** The add form: a key name (suggested for its kind, any name typed is taken), its kind and Add. */
function AddKeyForm({ keys, kinds, suggestions, usedColors, onAdd }: Pick<DataKeysListProps, 'keys' | 'kinds' | 'suggestions' | 'usedColors'> & { onAdd: (key: DataKey) => void }) {
  const t = useTranslate();
  const id = useId();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<DataKeyType>(kinds[0]!);
  const [problem, setProblem] = useState<'required' | 'duplicate' | null>(null);
  const current = kinds.includes(kind) ? kind : kinds[0]!;
  const offered = suggestions(current, keys.filter((k) => k.type === current).map((k) => k.name));
  const add = () => {
    const found = keyNameProblem(name, current, keys);
    setProblem(found);
    if (found) return;
    onAdd(newDataKey(name, current, usedColors));
    setName('');
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium text-text">
            {t('widgetdata:keys.name')}
          </label>
          <input
            id={id}
            type="text"
            dir="auto"
            list={`${id}-list`}
            autoComplete="off"
            value={name}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            className={FIELD}
          />
          <datalist id={`${id}-list`}>
            {offered.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        </div>
        {kinds.length > 1 && (
          <SelectField label={t('widgetdata:keys.kind')} value={current} options={kinds.map((k) => ({ value: k, label: t(`widgetdata:kinds.${k}`) }))} onChange={(v) => setKind(v as DataKeyType)} />
        )}
      </div>
      {problem && <FieldError id={`${id}-error`}>{t(`widgetdata:keys.${problem}`)}</FieldError>}
      <button type="button" onClick={add} className={BUTTON}>
        <Icon path={mdiPlus} size={18} />
        {t('widgetdata:keys.add')}
      </button>
    </div>
  );
}

/** A datasource's data keys: each with its colour, label, name and kind, edited inline, moved and removed; new ones added under them. */
export function DataKeysList({ keys, title, emptyText, settingsModel = null, kinds, limit, suggestions, usedColors, onChange }: DataKeysListProps) {
  const t = useTranslate();
  const headingId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const last = keys.length - 1;
  const fixed = kinds.length === 0;
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-semibold text-text">
        {title ?? t('widgetdata:keys.title')}
      </h4>
      {keys.length === 0 ? (
        <Note>{emptyText ?? t('widgetdata:keys.none')}</Note>
      ) : (
        <ul className="flex flex-col gap-2">
          {keys.map((key, i) => {
            const label = key.label || key.name;
            return (
              <li key={i} className="flex flex-col gap-2">
                <div className="flex items-center gap-2">
                  <span aria-hidden="true" style={{ backgroundColor: key.color }} className="size-3 shrink-0 rounded-full border border-border" />
                  <span className="flex min-w-0 flex-1 flex-col" title={label}>
                    <span className="truncate text-base text-text" dir="auto">
                      {label}
                    </span>
                    <span className="truncate text-sm text-text-muted">
                      <bdi>{key.name}</bdi> · {t(`widgetdata:kinds.${key.type}`)}
                    </span>
                  </span>
                  <IconButton label={t('widgetdata:keys.edit', { name: label })} path={mdiPencilOutline} pressed={editing === i} onClick={() => setEditing(editing === i ? null : i)} />
                  {!fixed && (
                    <>
                      <IconButton label={t('widgetdata:keys.move-up', { name: label })} path={mdiArrowUp} disabled={i === 0} onClick={() => { setEditing(null); onChange(moveItem(keys, i, i - 1)); }} />
                      <IconButton label={t('widgetdata:keys.move-down', { name: label })} path={mdiArrowDown} disabled={i === last} onClick={() => { setEditing(null); onChange(moveItem(keys, i, i + 1)); }} />
                      <IconButton label={t('widgetdata:keys.remove', { name: label })} path={mdiDeleteOutline} danger onClick={() => { setEditing(null); onChange(removeItem(keys, i)); }} />
                    </>
                  )}
                </div>
                {editing === i && <DataKeyEditor dataKey={key} settingsModel={settingsModel} onEdit={(edit) => onChange(replaceItem(keys, i, editDataKey(key, edit)))} onDone={() => setEditing(null)} />}
              </li>
            );
          })}
        </ul>
      )}
      {!fixed &&
        (canAdd(keys.length, limit) ? (
          <AddKeyForm keys={keys} kinds={kinds} suggestions={suggestions} usedColors={usedColors} onAdd={(key) => onChange([...keys, key])} />
        ) : (
          <Note>{t('widgetdata:keys.limit', { max: limit })}</Note>
        ))}
    </div>
  );
}
