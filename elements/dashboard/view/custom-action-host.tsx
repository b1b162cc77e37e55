import { lazy, Suspense } from 'react';
import { useTranslate } from '../../core/i18n.js';
import { KitDialog } from '../../dialog/kit-dialog.js';
import type { Widget } from '../model/dashboard.types.js';
import type { WidgetActionRequest, WidgetData, WidgetViewProps } from '../widgets/widget-contract.js';
import type { ActionOutcome } from './widget-action.logic.js';
import { useElementSize } from './use-size.js';
import { WidgetSkeleton } from './widget-frame.js';

const CustomWidget = lazy(() => import('../widgets/custom/custom-widget.js'));

/** A custom action the dashboard runs: which widget fired it, and what to run. */
export interface CustomActionRun {
  /** Counts runs, so that firing the same action again starts its script anew. */
  serial: number;
  widget: Widget;
  outcome: Extract<ActionOutcome, { kind: 'custom' }>;
}

/** Props of {@link CustomActionHost}. */
export interface CustomActionHostProps {
  run: CustomActionRun | null;
  onClose: () => void;
  onAction: (request: WidgetActionRequest) => void;
  sendRpc: WidgetViewProps['sendRpc'];
}

const NO_DATA: WidgetData = { status: 'ready', latest: [], series: [], alarms: [] };

/**
 * The widget the sandbox runs for an action: named apart from every widget type (so a stored type never
 * takes its place) and carrying the action's descriptor.
 */
function actionWidget(run: CustomActionRun): Widget {
  return { ...run.widget, id: `${run.widget.id}.action.${run.serial}`, bundleAlias: 'tbkit_actions', typeAlias: `run_${run.serial}`, descriptor: run.outcome.descriptor };
}

/** The sandbox running the action, at the size of its box. */
function ActionSandbox({ run, onAction, sendRpc }: Omit<CustomActionHostProps, 'onClose'> & { run: CustomActionRun }) {
  const t = useTranslate();
  const [ref, size] = useElementSize();
  const loading = <WidgetSkeleton label={t('dashboard:widget.loading', { title: run.outcome.name })} />;
  const settings = (run.widget.config.settings ?? {}) as Record<string, unknown>;
  return (
    <div ref={ref} className="relative h-full min-h-0">
      <Suspense fallback={loading}>
        <CustomWidget key={run.serial} widget={actionWidget(run)} data={NO_DATA} settings={settings} width={size.width} height={size.height} onAction={onAction} sendRpc={sendRpc} />
      </Suspense>
    </div>
  );
}

/**
 * Runs a widget's custom action in the widget sandbox (shared-controls §7): a custom-pretty action in a
 * dialog titled with the action's name showing its HTML, a plain custom action out of sight (its script
 * still shows toasts and opens states). The sandbox stays until the next action or the dialog closes.
 */
export function CustomActionHost({ run, onClose, onAction, sendRpc }: CustomActionHostProps) {
  const t = useTranslate();
  if (!run) return null;
  if (!run.outcome.pretty) {
    return (
      <div aria-hidden="true" className="sr-only">
        <ActionSandbox run={run} onAction={onAction} sendRpc={sendRpc} />
      </div>
    );
  }
  return (
    <KitDialog open size="lg" closeButton title={run.outcome.name || t('dashboard:widget.untitled')} onDismiss={onClose}>
      <div className="h-[60dvh] min-h-0">
        <ActionSandbox run={run} onAction={onAction} sendRpc={sendRpc} />
      </div>
    </KitDialog>
  );
}
