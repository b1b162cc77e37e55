import { useId, useLayoutEffect, useRef, useState } from 'react';
import { mdiArrowDown, mdiArrowUp, mdiDeleteOutline, mdiPencilOutline, mdiPlus } from '@mdi/js';
import { Icon } from '../../../core/icon.js';
import { useTranslate } from '../../../core/i18n.js';
import { showConfirm } from '../../../dialog/dialogs.js';
import { ICON_BUTTON, SMALL_BUTTON } from '../../../json-object-editor/editor-field.js';
import type { WidgetAction, WidgetConfig } from '../../model/dashboard.types.js';
import { randomId } from '../../model/problems.js';
import type { WidgetFormProps } from '../form-context.js';
import { ActionEditor } from './action-editor.js';
import { actionsOf, actionSourcesOf, deleteAction, HEADER_BUTTON_SOURCE, isActionType, moveAction, newAction, saveAction, type ActionSource } from './actions.logic.js';
import { registerWidgetConfigLocales } from './i18n/index.js';

await registerWidgetConfigLocales();

/** The action being added or edited, in its source. */
interface Editing {
  sourceId: string;
  action: WidgetAction;
  adding: boolean;
}

/** Props of {@link SourceActions}. */
interface SourceActionsProps extends WidgetFormProps {
  source: ActionSource;
  editing: Editing | null;
  setEditing: (editing: Editing | null) => void;
  /** Reports a config after a move and asks to keep focus on the moved action's button. */
  onMove: (config: WidgetConfig, actionId: string, by: -1 | 1) => void;
  /** Asks to focus an element of the form (by selector) once it has rendered. */
  focusLater: (...selectors: string[]) => void;
}

/** One action source: its actions with their edit, move and delete buttons, the add button and the open editor. */
function SourceActions({ source, config, onChange, context, editing, setEditing, onMove, focusLater }: SourceActionsProps) {
  const t = useTranslate();
  const actions = actionsOf(config, source.id);
  const name = source.name ?? (source.id === HEADER_BUTTON_SOURCE ? t('widgetconfig:actions.header-button') : t(`widgetconfig:actions.sources.${source.id}`));
  const headingId = useId();
  const open = editing?.sourceId === source.id ? editing : null;
  const remove = async (action: WidgetAction) => {
    const confirmed = await showConfirm({ title: t('widgetconfig:actions.delete-title', { name: action.name }), message: t('widgetconfig:actions.delete-message', { name: action.name, source: name }) });
    if (confirmed) onChange(deleteAction(config, source.id, action.id));
  };
  const canAdd = source.multiple || actions.length === 0;
  const addSelector = `[data-add-source="${CSS.escape(source.id)}"]`;
  const close = (action: WidgetAction | null) => {
    setEditing(null);
    focusLater(action ? `[data-action-id="${CSS.escape(action.id)}"] [data-edit]` : addSelector);
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-text">
        {name}
      </h3>
      {actions.length === 0 ? (
        <p className="text-sm text-text-muted">{t('widgetconfig:actions.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-control border border-border">
          {actions.map((action, at) => {
            const label = String(action.name ?? '');
            const type = isActionType(action.type) ? t(`widgetconfig:type.${action.type}`) : String(action.type);
            return (
              <li key={action.id} data-action-id={action.id} className="flex min-h-control items-center gap-1 ps-3 pe-1">
                <span className="flex min-w-0 flex-1 flex-col py-1">
                  <span dir="auto" className="truncate text-base text-text">
                    {label}
                  </span>
                  <span className="truncate text-xs text-text-muted">{type}</span>
                </span>
                <button type="button" data-edit className={ICON_BUTTON} aria-label={t('widgetconfig:actions.edit', { name: label })} onClick={() => setEditing({ sourceId: source.id, action, adding: false })}>
                  <Icon path={mdiPencilOutline} size={18} />
                </button>
                <button type="button" data-move="-1" className={ICON_BUTTON} disabled={at === 0} aria-label={t('widgetconfig:actions.move-up', { name: label })} onClick={() => onMove(moveAction(config, source.id, action.id, -1), action.id, -1)}>
                  <Icon path={mdiArrowUp} size={18} />
                </button>
                <button type="button" data-move="1" className={ICON_BUTTON} disabled={at === actions.length - 1} aria-label={t('widgetconfig:actions.move-down', { name: label })} onClick={() => onMove(moveAction(config, source.id, action.id, 1), action.id, 1)}>
                  <Icon path={mdiArrowDown} size={18} />
                </button>
                <button type="button" className={`${ICON_BUTTON} hover:text-danger`} aria-label={t('widgetconfig:actions.delete', { name: label })} onClick={() => void remove(action)}>
                  <Icon path={mdiDeleteOutline} size={18} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {open ? (
        <ActionEditor
          key={open.action.id}
          action={open.action}
          adding={open.adding}
          siblings={actions}
          context={context}
          onCancel={() => close(open.adding ? null : open.action)}
          onSave={(action) => {
            close(action);
            onChange(saveAction(config, source.id, action));
          }}
        />
      ) : (
        canAdd && (
          <button type="button" data-add-source={source.id} className={`${SMALL_BUTTON} self-start`} onClick={() => setEditing({ sourceId: source.id, action: newAction(randomId()), adding: true })}>
            <Icon path={mdiPlus} size={16} />
            {t('widgetconfig:actions.add', { source: name })}
          </button>
        )
      )}
    </section>
  );
}

/**
 * The widget's actions (`config.actions`) by action source: the widget type's sources and the header button,
 * each with its actions to add, edit, move and delete (after a confirmation naming the action). Each change
 * reports the whole new config once; keys of an action the form does not know are kept.
 */
export function ActionsForm(props: WidgetFormProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string[] | null>(null);
  const sources = actionSourcesOf(props.context.descriptor, props.config, props.context.widget);
  // Reordering moves the list item in the DOM and closing the editor removes it, both dropping focus: put it
  // back on the first enabled match of the asked selectors once the change has rendered — in a layout effect, so
  // before a later keystroke: a passive effect runs a frame later on Preact and would pull focus from where it went since.
  useLayoutEffect(() => {
    const selectors = pendingFocus.current;
    if (!selectors || !root.current) return;
    const found = selectors.map((s) => root.current?.querySelector<HTMLButtonElement>(s)).find((el) => el && !el.disabled);
    if (!found) return;
    pendingFocus.current = null;
    found.focus();
  });
  const focusLater = (...selectors: string[]) => (pendingFocus.current = selectors);
  const onMove = (config: WidgetConfig, actionId: string, by: -1 | 1) => {
    const item = `[data-action-id="${CSS.escape(actionId)}"]`;
    focusLater(`${item} [data-move="${by}"]`, `${item} [data-move="${-by}"]`);
    props.onChange(config);
  };
  return (
    <div ref={root} className="flex flex-col gap-5">
      {sources.map((source) => (
        <SourceActions key={source.id} {...props} source={source} editing={editing} setEditing={setEditing} onMove={onMove} focusLater={focusLater} />
      ))}
    </div>
  );
}
