import { useId, useState } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import { DashboardSelect } from '../../../dashboard-select/dashboard-select.js';
import { SMALL_BUTTON } from '../../../json-object-editor/editor-field.js';
import type { WidgetAction } from '../../model/dashboard.types.js';
import { WIDGET_ACTION_TYPES, WIDGET_MOBILE_ACTION_TYPES } from '../../../../sdk/catalogues/widgets.js';
import type { WidgetFormContext } from '../form-context.js';
import { SelectField, SwitchField, TextField } from './fields.js';
import { actionErrors, isActionType, mobileActionType, withMobileType, type ActionErrors } from './actions.logic.js';
import { isMobileActionType, MOBILE_FUNCTION_ARGS, mobileFunctionFields, type MobileFunctionField } from '../../mobile/mobile-actions.logic.js';
import { registerWidgetConfigLocales } from './i18n/index.js';

await registerWidgetConfigLocales();

/** Props of {@link ActionEditor}. */
export interface ActionEditorProps {
  /** The action as it was (a new one has no name yet). */
  action: WidgetAction;
  /** The other actions of its source, for the unique-name check. */
  siblings: readonly WidgetAction[];
  context: WidgetFormContext;
  /** Whether the action is being added (else edited). */
  adding: boolean;
  onSave: (action: WidgetAction) => void;
  onCancel: () => void;
}

type Set = (change: Partial<WidgetAction>) => void;

/** The state target and entity options of the two state actions and of opening a dashboard. */
function StateFields({ draft, set, context, errors }: { draft: WidgetAction; set: Set; context: WidgetFormContext; errors: ActionErrors }) {
  const t = useTranslate();
  const target = typeof draft.targetDashboardStateId === 'string' ? draft.targetDashboardStateId : '';
  return (
    <>
      {draft.type === 'openDashboard' ? (
        <TextField label={t('widgetconfig:action.target-state-id')} value={target} hint={t('widgetconfig:action.target-state-id-hint')} onCommit={(v) => set({ targetDashboardStateId: v || null })} />
      ) : (
        <SelectField
          label={t('widgetconfig:action.target-state')}
          value={target}
          required={draft.type === 'openDashboardState'}
          emptyLabel={draft.type === 'updateDashboardState' ? t('widgetconfig:action.current-state') : t('widgetconfig:action.choose-state')}
          options={context.states.map((s) => ({ value: s.id, label: s.name }))}
          error={errors.targetDashboardStateId ? t('widgetconfig:action.state-required') : null}
          onChange={(v) => set({ targetDashboardStateId: v || null })}
        />
      )}
      <SwitchField label={t('widgetconfig:action.set-entity')} checked={draft.setEntityId === true} onChange={(v) => set({ setEntityId: v })} />
      {draft.setEntityId === true && (
        <TextField
          label={t('widgetconfig:action.state-entity-param')}
          value={draft.stateEntityParamName}
          hint={t('widgetconfig:action.state-entity-param-hint')}
          onCommit={(v) => set({ stateEntityParamName: v || null })}
        />
      )}
      {draft.type !== 'openDashboard' && <SwitchField label={t('widgetconfig:action.open-right-layout')} checked={draft.openRightLayout === true} onChange={(v) => set({ openRightLayout: v })} />}
    </>
  );
}

/** The hint of a mobile action function: what it returns (get-functions) and the arguments it is called with. */
function functionHint(field: MobileFunctionField): { key: string; args: string } {
  const args = MOBILE_FUNCTION_ARGS[field].join(', ');
  if (field === 'getLocationFunction') return { key: 'widgetconfig:mobile-function.returns-location', args };
  if (field === 'getPhoneNumberFunction') return { key: 'widgetconfig:mobile-function.returns-phone', args };
  return { key: 'widgetconfig:mobile-function.args', args };
}

/** The mobile action type and the code of its functions (the ones ThingsBoard 3.4 gives that type). */
function MobileFields({ draft, set, errors }: { draft: WidgetAction; set: Set; errors: ActionErrors }) {
  const t = useTranslate();
  const type = mobileActionType(draft);
  const mobile = (draft.mobileAction ?? {}) as Record<string, unknown>;
  return (
    <>
      <SelectField
        label={t('widgetconfig:action.mobile-action')}
        value={type}
        required
        emptyLabel={t('widgetconfig:action.choose-mobile-action')}
        options={WIDGET_MOBILE_ACTION_TYPES.map((value) => ({ value, label: t(`widgetconfig:mobile.${value}`) }))}
        error={errors.mobileAction ? t('widgetconfig:action.mobile-required') : null}
        onChange={(v) => set(withMobileType(draft, v))}
      />
      {isMobileActionType(type) && mobileFunctionFields(type).map((field) => {
        const hint = functionHint(field);
        return (
          <TextField
            key={`${type} ${field}`}
            label={t(`widgetconfig:mobile-function.${field}`)}
            variant="code"
            value={mobile[field]}
            hint={t(hint.key, { args: hint.args })}
            onCommit={(v) => set({ mobileAction: { ...mobile, [field]: v } })}
          />
        );
      })}
    </>
  );
}

/** The fields of an action's type. */
function TypeFields({ draft, set, context, errors }: { draft: WidgetAction; set: Set; context: WidgetFormContext; errors: ActionErrors }) {
  const t = useTranslate();
  const dashboardId = typeof draft.targetDashboardId === 'string' ? draft.targetDashboardId : null;
  switch (draft.type) {
    case 'openDashboardState':
    case 'updateDashboardState':
      return <StateFields draft={draft} set={set} context={context} errors={errors} />;
    case 'openDashboard':
      return (
        <>
          <div className="flex flex-col gap-1">
            <DashboardSelect label={t('widgetconfig:action.target-dashboard')} value={dashboardId} required baseUrl={context.baseUrl} onChange={({ value }) => set({ targetDashboardId: value })} />
            {errors.targetDashboardId && <p className="text-sm text-danger">{t('widgetconfig:action.dashboard-required')}</p>}
          </div>
          <StateFields draft={draft} set={set} context={context} errors={errors} />
        </>
      );
    case 'customPretty':
      return (
        <>
          <TextField label={t('widgetconfig:action.custom-html')} variant="code" value={draft.customHtml} onCommit={(v) => set({ customHtml: v })} />
          <TextField label={t('widgetconfig:action.custom-css')} variant="code" value={draft.customCss} onCommit={(v) => set({ customCss: v })} />
          <TextField label={t('widgetconfig:action.custom-function')} variant="code" value={draft.customFunction} hint={t('widgetconfig:action.custom-function-hint')} onCommit={(v) => set({ customFunction: v })} />
        </>
      );
    case 'custom':
      return <TextField label={t('widgetconfig:action.custom-function')} variant="code" value={draft.customFunction} hint={t('widgetconfig:action.custom-function-hint')} onCommit={(v) => set({ customFunction: v })} />;
    case 'mobileAction':
      return <MobileFields draft={draft} set={set} errors={errors} />;
    default:
      return null;
  }
}

/**
 * The editor of one action: its name (required, unique in its source), icon, type and the fields of the type.
 * Save checks the action and reports it once; Cancel (or Escape outside a code area) drops the changes. Keys the editor does not know are kept.
 */
export function ActionEditor({ action, siblings, context, adding, onSave, onCancel }: ActionEditorProps) {
  const t = useTranslate();
  const headingId = useId();
  const [draft, setDraft] = useState(action);
  const [errors, setErrors] = useState<ActionErrors>({});
  const set: Set = (change) => setDraft((current) => ({ ...current, ...change }));
  const save = () => {
    const found = actionErrors(draft, siblings);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(draft);
  };
  const nameError = errors.name === 'required' ? t('widgetconfig:action.name-required') : errors.name === 'duplicate' ? t('widgetconfig:action.name-duplicate', { name: draft.name.trim() }) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface-raised p-3"
      onKeyDown={(e) => {
        // Escape in a code area is a keystroke of the code, not a request to drop the action's changes.
        if (e.key === 'Escape' && !(e.target instanceof HTMLTextAreaElement)) {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <h4 id={headingId} className="text-sm font-semibold text-text">
        {adding ? t('widgetconfig:action.add-title') : t('widgetconfig:action.edit-title', { name: action.name })}
      </h4>
      <TextField label={t('widgetconfig:action.name')} value={draft.name} required autoFocus error={nameError} onCommit={(v) => set({ name: v })} />
      <TextField label={t('widgetconfig:action.icon')} value={draft.icon} hint={t('widgetconfig:action.icon-hint')} onCommit={(v) => set({ icon: v })} />
      <SelectField
        label={t('widgetconfig:action.type')}
        value={draft.type}
        required
        options={WIDGET_ACTION_TYPES.map((type) => ({ value: type, label: t(`widgetconfig:type.${type}`) }))}
        onChange={(v) => isActionType(v) && set({ type: v })}
      />
      <TypeFields draft={draft} set={set} context={context} errors={errors} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={SMALL_BUTTON} onClick={onCancel}>
          {t('widgetconfig:action.cancel')}
        </button>
        <button
          type="button"
          className="inline-flex h-8 items-center rounded-control bg-accent px-3 text-sm font-medium text-accent-contrast hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          onClick={save}
        >
          {t('widgetconfig:action.save')}
        </button>
      </div>
    </section>
  );
}
