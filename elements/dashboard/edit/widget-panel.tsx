import { useEffect, useId, useMemo, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { mdiDeleteOutline } from '@mdi/js';
import { Icon } from '../../core/icon.js';
import { useTranslate } from '../../core/i18n.js';
import type { Dashboard, WidgetConfig } from '../model/dashboard.types.js';
import type { DashboardEditor } from './editor.store.js';
import type { WidgetFormContext, WidgetFormProps } from './form-context.js';
import { mobileOptionsOf, parseOptionalCount, setMobileOptions, setWidgetTitle, type MobileOptions } from './layout-edit.logic.js';
import { setWidgetConfig } from './add-widget.logic.js';
import { useWidgetDescriptor, type EditorClient } from './widget-descriptor.js';
import { PANEL_TABS, tabAfterKey, type PanelTabId } from './panel-tabs.logic.js';
import { DataForm, TimewindowForm } from './data/data-form.js';
import { ActionsForm } from './config/actions-form.js';
import { CardForm, SettingsForm } from './config/settings-form.js';
import { useServerClock } from '../runtime/use-server-clock.js';
import { registerDashEditLocales } from './i18n/index.js';

await registerDashEditLocales();

const FIELD =
  'h-control w-full rounded-control border border-border bg-surface px-2.5 text-base text-text placeholder:text-text-muted hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 aria-invalid:border-danger';

/** Props of {@link WidgetPanel}. */
export interface WidgetPanelProps {
  editor: DashboardEditor;
  /** Loads the selected widget's type for the forms. */
  client: EditorClient;
  /** The dashboard as loaded (its edited configuration comes from the editor). */
  dashboard: Dashboard;
  /** Asks to delete a widget (after a confirmation). */
  onDelete: (widgetId: string) => void;
}

/** The forms of the tabs after General, by tab. */
const TAB_FORMS: Record<Exclude<PanelTabId, 'general'>, ComponentType<WidgetFormProps>> = { data: DataForm, timewindow: TimewindowForm, actions: ActionsForm, settings: SettingsForm };

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
        placeholder={t('dashedit:edit.automatic')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        className={FIELD}
      />
      {invalid && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {t('dashedit:edit.whole-number', { min })}
        </p>
      )}
    </div>
  );
}

/** The General tab of the selected widget; mounted anew for each widget so its fields start from that widget's values. */
function GeneralForm({ editor, widgetId, onDelete, context }: Pick<WidgetPanelProps, 'editor' | 'onDelete'> & { widgetId: string; context: WidgetFormContext }) {
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
          {t('dashedit:edit.title')}
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
      <CardForm config={widget.config} onChange={(next) => editor.apply((c) => setWidgetConfig(c, widgetId, next))} context={context} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-medium text-text">{t('dashedit:edit.phones')}</legend>
        <CountField label={t('dashedit:edit.mobile-order')} value={options.mobileOrder} min={0} onCommit={(mobileOrder) => setOptions({ mobileOrder })} />
        <CountField label={t('dashedit:edit.mobile-height')} value={options.mobileHeight} min={1} onCommit={(mobileHeight) => setOptions({ mobileHeight })} />
        <label className="flex items-center gap-2 text-base text-text">
          <input type="checkbox" checked={options.mobileHide} onChange={(e) => setOptions({ mobileHide: e.target.checked })} className="size-4 accent-accent" />
          {t('dashedit:edit.mobile-hide')}
        </label>
      </fieldset>
      <button
        type="button"
        onClick={() => onDelete(widgetId)}
        className="inline-flex h-control items-center justify-center gap-2 self-start rounded-control border border-border bg-surface px-3 text-base font-medium text-danger hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon path={mdiDeleteOutline} size={18} />
        {t('dashedit:edit.delete')}
      </button>
    </div>
  );
}

/** What the forms know of the selected widget: its type's descriptor, the dashboard's aliases and states, the edited dashboard, the server's datapoints limit. */
function useFormContext({ editor, client, dashboard }: Pick<WidgetPanelProps, 'editor' | 'client' | 'dashboard'>, widgetId: string) {
  const config = useStore(editor.$config);
  const widget = config.widgets[widgetId]!;
  const type = useWidgetDescriptor(client, widget);
  // Read once per client: the dashboard view's clock already asked for it.
  const { maxDatapointsLimit } = useServerClock(client);
  const context = useMemo<WidgetFormContext>(() => ({
    widget,
    descriptor: type.descriptor,
    aliases: config.entityAliases,
    states: Object.entries(config.states).map(([id, state]) => ({ id, name: state.name })),
    dashboard: { ...dashboard, configuration: config },
    maxDatapointsLimit,
  }), [widget, type.descriptor, config, dashboard, maxDatapointsLimit]);
  return { context, type };
}

/** The tabs of the selected widget: General, then Data, Time window, Actions and Settings; arrow keys, Home and End move between tabs. */
function WidgetTabs(props: WidgetPanelProps & { widgetId: string }) {
  const { editor, widgetId, onDelete } = props;
  const t = useTranslate();
  const baseId = useId();
  const [tab, setTab] = useState<PanelTabId>('general');
  const list = useRef<HTMLDivElement>(null);
  const { context, type } = useFormContext(props, widgetId);
  const Form = tab === 'general' ? null : TAB_FORMS[tab];
  const onChange = (next: WidgetConfig) => editor.apply((c) => setWidgetConfig(c, widgetId, next));
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const next = tabAfterKey(PANEL_TABS, tab, event.key, rtl);
    if (!next) return;
    event.preventDefault();
    setTab(next);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };
  return (
    <div className="flex flex-col gap-4">
      <div ref={list} role="tablist" aria-label={t('dashedit:panel.tabs')} onKeyDown={onKey} className="-mx-4 flex overflow-x-auto border-b border-border px-1.5">
        {PANEL_TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${baseId}-${id}`}
            data-tab={id}
            aria-selected={tab === id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            className={`-mb-px shrink-0 border-b-2 px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors duration-fast focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus ${tab === id ? 'border-accent text-accent' : 'border-transparent text-text-muted hover:text-text'}`}
          >
            {t(`dashedit:panel.tab-${id}`)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}`} className="flex flex-col gap-4">
        {Form && type.status === 'failed' && (
          <p role="alert" className="rounded-control border border-danger bg-danger-soft px-3 py-2 text-sm text-text">
            {t('dashedit:panel.type-failed', { message: type.message })}
          </p>
        )}
        {Form && type.status === 'missing' && <p className="text-sm text-text-muted">{t('dashedit:panel.type-missing', { type: `${context.widget.bundleAlias}.${context.widget.typeAlias}` })}</p>}
        {Form ? <Form config={context.widget.config} onChange={onChange} context={context} /> : <GeneralForm editor={editor} widgetId={widgetId} onDelete={onDelete} context={context} />}
      </div>
    </div>
  );
}

/**
 * The side panel of edit mode for the selected widget: General (its title typed as text, the card's look,
 * its place in the phone order, height in rows on phones, whether phones hide it, and its delete button),
 * then the data, time window, actions and settings forms in tabs; a hint while none is selected.
 */
export function WidgetPanel(props: WidgetPanelProps) {
  const t = useTranslate();
  const { selectedId } = useStore(props.editor.$state);
  const exists = useStore(props.editor.$config).widgets[selectedId ?? ''] !== undefined;
  return (
    <aside aria-label={t('dashedit:edit.panel')} className="order-first w-full shrink-0 border-b border-border bg-surface p-4 md:order-none md:w-96 md:border-s md:border-b-0">
      <h2 className="mb-3 text-md font-semibold text-text">{t('dashedit:edit.panel')}</h2>
      {selectedId && exists ? (
        <WidgetTabs key={selectedId} {...props} widgetId={selectedId} />
      ) : (
        <p className="text-sm text-text-muted">{t('dashedit:panel.select-hint')}</p>
      )}
    </aside>
  );
}
