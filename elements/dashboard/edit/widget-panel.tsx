import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiDeleteOutline } from '@mdi/js';
import { Icon } from '../../core/icon.js';
import { useTranslate } from '../../core/i18n.js';
import type { DashboardEditor } from './editor.store.js';
import { mobileOptionsOf, parseOptionalCount, setMobileOptions, setWidgetTitle, type MobileOptions } from './layout-edit.logic.js';

const FIELD =
  'h-control w-full rounded-control border border-border bg-surface px-2.5 text-base text-text placeholder:text-text-muted hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 aria-invalid:border-danger';

/** Props of {@link WidgetPanel}. */
export interface WidgetPanelProps {
  editor: DashboardEditor;
  /** Asks to delete a widget (after a confirmation). */
  onDelete: (widgetId: string) => void;
}

/** A whole-number field that commits when it loses focus or on Enter: empty means automatic, a number below `min` is refused with a message. */
function CountField({ label, value, min, onCommit }: { label: string; value: number | null; min: number; onCommit: (value: number | null) => void }) {
  const t = useTranslate();
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [invalid, setInvalid] = useState(false);
  // Undo and redo change the value under the field.
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = () => {
    const parsed = parseOptionalCount(text, min);
    setInvalid(parsed === 'invalid');
    if (parsed !== 'invalid' && parsed !== value) onCommit(parsed);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        step={1}
        value={text}
        placeholder={t('dashboard:edit.automatic')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        className={FIELD}
      />
      {invalid && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {t('dashboard:edit.whole-number', { min })}
        </p>
      )}
    </div>
  );
}

/** The form of the selected widget; mounted anew for each widget so its fields start from that widget's values. */
function WidgetForm({ editor, widgetId, onDelete }: WidgetPanelProps & { widgetId: string }) {
  const t = useTranslate();
  const config = useStore(editor.$config);
  const widget = config.widgets[widgetId];
  const stored = typeof widget?.config.title === 'string' ? widget.config.title : (widget?.title ?? '');
  const [title, setTitle] = useState(stored);
  useEffect(() => setTitle(stored), [stored]);
  const titleId = useId();
  if (!widget) return null;
  const options = mobileOptionsOf(config, widgetId);
  const setOptions = (change: Partial<MobileOptions>) => editor.apply((c) => setMobileOptions(c, widgetId, { ...mobileOptionsOf(c, widgetId), ...change }));
  const commitTitle = () => title !== stored && editor.apply((c) => setWidgetTitle(c, widgetId, title));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={titleId} className="text-sm font-medium text-text">
          {t('dashboard:edit.title')}
        </label>
        <input
          id={titleId}
          type="text"
          dir="auto"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onBlur={commitTitle}
          onKeyDown={(e) => e.key === 'Enter' && commitTitle()}
          className={FIELD}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-medium text-text">{t('dashboard:edit.phones')}</legend>
        <CountField label={t('dashboard:edit.mobile-order')} value={options.mobileOrder} min={0} onCommit={(mobileOrder) => setOptions({ mobileOrder })} />
        <CountField label={t('dashboard:edit.mobile-height')} value={options.mobileHeight} min={1} onCommit={(mobileHeight) => setOptions({ mobileHeight })} />
        <label className="flex items-center gap-2 text-base text-text">
          <input type="checkbox" checked={options.mobileHide} onChange={(e) => setOptions({ mobileHide: e.target.checked })} className="size-4 accent-accent" />
          {t('dashboard:edit.mobile-hide')}
        </label>
      </fieldset>
      <button
        type="button"
        onClick={() => onDelete(widgetId)}
        className="inline-flex h-control items-center justify-center gap-2 self-start rounded-control border border-border bg-surface px-3 text-base font-medium text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon path={mdiDeleteOutline} size={18} />
        {t('dashboard:edit.delete')}
      </button>
    </div>
  );
}

/**
 * The side panel of edit mode: the selected widget's title (typed as text), its place in the phone order,
 * its height in rows on phones and whether phones hide it, and its delete button; a hint while none is selected.
 */
export function WidgetPanel({ editor, onDelete }: WidgetPanelProps) {
  const t = useTranslate();
  const { selectedId } = useStore(editor.$state);
  return (
    <aside aria-label={t('dashboard:edit.panel')} className="order-first w-full shrink-0 border-b border-border bg-surface p-4 md:order-none md:w-80 md:border-s md:border-b-0">
      <h2 className="mb-3 text-md font-semibold text-text">{t('dashboard:edit.panel')}</h2>
      {selectedId ? (
        <WidgetForm key={selectedId} editor={editor} widgetId={selectedId} onDelete={onDelete} />
      ) : (
        <p className="text-sm text-text-muted">{t('dashboard:edit.select-hint')}</p>
      )}
    </aside>
  );
}
