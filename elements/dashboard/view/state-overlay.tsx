import { KitDialog } from '../../dialog/kit-dialog.js';
import { AnchoredPanel } from '../../popover/anchored-panel.js';
import { floatingPlacement } from '../../popover/popover.logic.js';
import type { Dashboard } from '../model/dashboard.types.js';
import { encodeStateParam, stateDisplayName } from '../model/states.logic.js';
import type { DashboardChannel } from '../runtime/widget-runtime.js';
import { DashboardView, type DashboardClient, type DashboardViewProps } from './dashboard-view.js';
import type { ActionOutcome } from './widget-action.logic.js';

/** A state an action shows over the dashboard: what to show and the element it was opened from. */
export interface StateOverlayRun {
  /** Counts opened overlays, so that opening the same state again starts it anew. */
  serial: number;
  outcome: Extract<ActionOutcome, { kind: 'state-overlay' }>;
  /** Where a popover points: the button or widget the action came from. */
  anchor: Element | null;
}

/** Props of {@link StateOverlay}. */
export interface StateOverlayProps {
  run: StateOverlayRun;
  dashboard: Dashboard;
  client: DashboardClient;
  channel: DashboardChannel;
  onClose: () => void;
  onOpenDashboard?: DashboardViewProps['onOpenDashboard'];
}

/** Popover size when the action names none: a quarter of the window each way (ThingsBoard's default), never below a usable size. */
const POPOVER_DEFAULT = { width: '25vw', height: '25vh' } as const;

/**
 * A state of the dashboard shown over it (`openInSeparateDialog`, `openInPopover`): a dashboard view of
 * that state with a stack of its own, without its toolbar unless the action keeps it, in the element's own
 * dialog titled with the action's dialog title or the state's name, or in a panel pointing at where the
 * action came from, at the sizes the action gives.
 */
export default function StateOverlay({ run, dashboard, client, channel, onClose, onOpenDashboard }: StateOverlayProps) {
  const { outcome } = run;
  const config = dashboard.configuration;
  const state = config.states[outcome.state.id];
  const title = (outcome.overlay === 'dialog' ? outcome.title : null) ?? stateDisplayName(state ?? { name: outcome.state.id }, outcome.state.params);
  const view = (
    <DashboardView
      key={run.serial}
      dashboard={dashboard}
      client={client}
      channel={channel}
      state={encodeStateParam([outcome.state], config)}
      hideToolbar={outcome.hideToolbar}
      embedded
      onOpenDashboard={onOpenDashboard}
    />
  );
  if (outcome.overlay === 'dialog') {
    return (
      <KitDialog open size="lg" closeButton title={<span dir="auto">{title}</span>} widthCss={outcome.widthPct ? `${outcome.widthPct}vw` : undefined} onDismiss={onClose}>
        <div className="-mx-6 -mb-2 min-h-0 overflow-auto" style={{ height: outcome.heightPct ? `${outcome.heightPct}vh` : '60dvh' }}>
          {view}
        </div>
      </KitDialog>
    );
  }
  return (
    <AnchoredPanel anchor={run.anchor} label={title} placement={floatingPlacement(outcome.placement)} keepOnOutsideClick={!outcome.hideOnClickOutside} onClose={onClose}>
      <div className="min-h-48 min-w-72 overflow-auto" style={{ width: outcome.width ?? POPOVER_DEFAULT.width, height: outcome.height ?? POPOVER_DEFAULT.height }}>
        {view}
      </div>
    </AnchoredPanel>
  );
}
