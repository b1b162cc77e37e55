import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { mdiClose, mdiContentSaveOutline, mdiPlus, mdiRedo, mdiUndo } from '@mdi/js';
import { Icon } from '../../core/icon.js';
import { useTranslate } from '../../core/i18n.js';
import { showConfirm } from '../../dialog/dialogs.js';
import { showToast } from '../../toast/toast.store.js';
import type { Dashboard } from '../model/dashboard.types.js';
import type { DashboardEditHooks, EditLayoutArgs } from '../view/dashboard-view.js';
import { widgetTitle } from '../view/widget-frame.js';
import { EditGrid } from './edit-grid.js';
import { createDashboardEditor } from './editor.store.js';
import { deleteWidget, gridColumns } from './layout-edit.logic.js';
import { randomId, type JsonObject } from '../model/problems.js';
import { rootStateId } from '../model/states.logic.js';
import { provideWidgetType } from '../widgets/custom/widget-types.js';
import type { CustomDescriptor } from '../widgets/custom/sandbox.logic.js';
import { WidgetPanel } from './widget-panel.js';
import { AddWidgetDialog } from './add-widget-dialog.js';
import { addWidget, defaultWidgetSize, layoutShape, newWidget } from './add-widget.logic.js';
import type { BundleItem, TypeItem } from './widget-library.js';
import type { EditorClient } from './widget-descriptor.js';
import { registerDashEditLocales } from './i18n/index.js';

await registerDashEditLocales();

/** What saving the dashboard JSON answered: the saved dashboard, or the server's message. */
export type SaveResult = { ok: true; saved: unknown } | { ok: false; message: string };

/** What the editor hands to the dashboard view. */
export interface EditViewProps {
  /** The edit buttons for the end of the toolbar. */
  toolbarEnd: ReactNode;
  edit: DashboardEditHooks;
  /** The dashboard to draw: the loaded one, with the edited states once a state gains its first widgets or loses its last. */
  dashboard: Dashboard;
}

/** Props of {@link DashboardEditor}. */
export interface DashboardEditorProps {
  /** The dashboard as normalised. */
  dashboard: Dashboard;
  /** The dashboard JSON exactly as loaded; the saved JSON is this with the edits written in. */
  json: unknown;
  /** Saves the dashboard JSON (`POST /api/dashboard`). */
  save: (json: JsonObject) => Promise<SaveResult>;
  /** Called with the saved dashboard after a save. */
  onSaved: (saved: unknown) => void;
  /** Leaves edit mode without saving. */
  onClose: () => void;
  /** Draws the dashboard view with the editor's parts. */
  renderView: (props: EditViewProps) => ReactNode;
  /** Reads the widgets bundles, their widget types and a widget's type for the side panel. */
  client: EditorClient;
  /** The server's maximum datapoints limit, for the time windows of added widgets. */
  maxDatapointsLimit?: number;
}

/** The aggregation limit's base when the server's is not known (protocol §7: 50,000 datapoints). */
const DEFAULT_MAX_DATAPOINTS = 50_000;

const BUTTON = 'inline-flex h-control items-center gap-2 rounded-control border px-3 text-base font-medium transition-colors duration-fast focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50';
const PLAIN = `${BUTTON} border-border bg-surface text-text hover:bg-surface-hover`;
const ICON_BUTTON = 'inline-flex size-10 items-center justify-center rounded-full text-text hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** Whether a key press is typing in a field, whose own undo the browser keeps. */
function inField(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Dashboard edit mode: the dashboard view with each layout on an editing grid, a side panel for the
 * selected widget, and Undo, Redo (also Ctrl+Z and Ctrl+Shift+Z), Cancel (asking first when something
 * changed) and Save in the toolbar. Loaded on demand, so pages that only show dashboards never load it.
 */
export default function DashboardEditor({ dashboard, json, save, onSaved, onClose, renderView, client, maxDatapointsLimit = DEFAULT_MAX_DATAPOINTS }: DashboardEditorProps) {
  const t = useTranslate();
  const editor = useMemo(() => createDashboardEditor(dashboard.configuration, json), [dashboard, json]);
  const [adding, setAdding] = useState(false);
  // The state whose layouts are shown: new widgets go to its main layout.
  const shownState = useRef<string | null>(null);
  const state = useStore(editor.$state);
  const dirty = useStore(editor.$dirty);
  const canUndo = useStore(editor.$canUndo);
  const canRedo = useStore(editor.$canRedo);
  const shape = layoutShape(useStore(editor.$config).states);
  const viewDashboard = useMemo(
    () => (shape === layoutShape(dashboard.configuration.states) ? dashboard : { ...dashboard, configuration: { ...dashboard.configuration, states: editor.$config.get().states } }),
    [dashboard, editor, shape],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inField(event)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) editor.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') editor.redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor]);

  const onDelete = useCallback(async (widgetId: string) => {
    const widget = editor.$config.get().widgets[widgetId];
    if (!widget) return;
    const title = widgetTitle(widget, t('dashboard:widget.untitled'));
    const confirmed = await showConfirm({ title: t('dashedit:edit.delete-title', { title }), message: t('dashedit:edit.delete-text'), ok: t('dashedit:edit.delete') });
    if (confirmed) editor.apply((c) => deleteWidget(c, widgetId));
  }, [editor, t]);

  const onChoose = (bundle: BundleItem, type: TypeItem): string | null => {
    const id = randomId();
    const made = newWidget(id, { bundleAlias: bundle.alias, typeAlias: type.alias, isSystemType: bundle.isSystem, descriptor: type.descriptor }, { now: Date.now(), maxDatapointsLimit });
    if (!made.ok) return t('dashedit:add-widget.bad-config', { name: type.name, detail: made.detail });
    const config = editor.$config.get();
    const stateId = shownState.current && config.states[shownState.current] ? shownState.current : rootStateId(config);
    const layout = config.states[stateId]?.layouts.main;
    if (!layout) return t('dashedit:add-widget.no-layout');
    provideWidgetType(bundle.alias, type.alias, type.descriptor as unknown as CustomDescriptor);
    editor.apply((c) => addWidget(c, { stateId, layoutId: 'main' }, made.widget, defaultWidgetSize(type.descriptor, gridColumns(layout))));
    editor.select(id);
    setAdding(false);
    showToast({ message: t('dashedit:add-widget.added', { name: type.name }), type: 'success', durationMs: 3000 });
    return null;
  };

  const onCancel = async () => {
    if (editor.$dirty.get()) {
      const confirmed = await showConfirm({ title: t('dashedit:edit.discard-title'), message: t('dashedit:edit.discard-text'), ok: t('dashedit:edit.discard') });
      if (!confirmed) return;
    }
    onClose();
  };

  const onSave = async () => {
    editor.setSaving(true);
    const result = await save(editor.json());
    editor.setSaving(false);
    if (!result.ok) {
      showToast({ message: t('dashedit:edit.save-failed', { message: result.message }), type: 'error', durationMs: 5000 });
      return;
    }
    showToast({ message: t('dashedit:edit.saved'), type: 'success', durationMs: 3000 });
    onSaved(result.saved);
  };

  const toolbarEnd = (
    <div role="toolbar" aria-label={t('dashedit:edit.toolbar')} className="flex flex-wrap items-center gap-2">
      <button type="button" className={PLAIN} onClick={() => setAdding(true)} disabled={state.saving} aria-haspopup="dialog">
        <Icon path={mdiPlus} size={18} />
        {t('dashedit:add-widget.open')}
      </button>
      <button type="button" className={ICON_BUTTON} onClick={() => editor.undo()} disabled={!canUndo} aria-label={t('dashedit:edit.undo')} title={t('dashedit:edit.undo')} aria-keyshortcuts="Control+Z">
        <Icon path={mdiUndo} mirrorInRtl />
      </button>
      <button type="button" className={ICON_BUTTON} onClick={() => editor.redo()} disabled={!canRedo} aria-label={t('dashedit:edit.redo')} title={t('dashedit:edit.redo')} aria-keyshortcuts="Control+Shift+Z">
        <Icon path={mdiRedo} mirrorInRtl />
      </button>
      <button type="button" className={PLAIN} onClick={() => void onCancel()} disabled={state.saving}>
        <Icon path={mdiClose} size={18} />
        {t('dashedit:edit.cancel')}
      </button>
      <button
        type="button"
        className={`${BUTTON} border-transparent bg-accent text-accent-contrast hover:bg-accent-hover`}
        onClick={() => void onSave()}
        disabled={!dirty || state.saving}
      >
        <Icon path={mdiContentSaveOutline} size={18} />
        {state.saving ? t('dashedit:edit.saving') : t('dashedit:edit.save')}
      </button>
      <AddWidgetDialog open={adding} client={client} onChoose={onChoose} onDismiss={() => setAdding(false)} />
    </div>
  );

  const renderLayout = ({ stateId, layoutId, mobile, label, renderWidget }: EditLayoutArgs) => (
    <EditGrid
      onShown={layoutId === 'main' ? () => (shownState.current = stateId) : undefined}
      key={`${stateId}-${layoutId}`}
      editor={editor}
      layoutRef={{ stateId, layoutId }}
      mobile={mobile}
      label={label}
      renderWidget={renderWidget}
      onDelete={(id) => void onDelete(id)}
    />
  );
  return renderView({ toolbarEnd, dashboard: viewDashboard, edit: { renderLayout, aside: <WidgetPanel editor={editor} client={client} dashboard={dashboard} onDelete={(id) => void onDelete(id)} /> } });
}
