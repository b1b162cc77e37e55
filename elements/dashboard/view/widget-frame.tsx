import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { mdiAlertCircleOutline, mdiInformationOutline, mdiPuzzleOutline } from '@mdi/js';
import { Icon } from '../../core/icon.js';
import { useTranslate } from '../../core/i18n.js';
import type { Widget } from '../model/dashboard.types.js';
import { widgetView } from '../widgets/registry.js';
import { useWidgetType } from '../widgets/custom/widget-types.js';
import { CUSTOM_WIDGET } from '../widgets/custom/view-module.js';
import type { WidgetData, WidgetModule, WidgetViewProps } from '../widgets/widget-contract.js';
import { useElementSize } from './use-size.js';
import { headerActions, showsTitleLine } from './widget-header.logic.js';

const views = new Map<WidgetModule, LazyExoticComponent<ComponentType<WidgetViewProps>>>();

/** The lazily loaded view of a module, one per module. */
function viewOf(module: WidgetModule): LazyExoticComponent<ComponentType<WidgetViewProps>> {
  let view = views.get(module);
  if (!view) {
    view = lazy(module);
    views.set(module, view);
  }
  return view;
}

/** The title a widget shows: its config title, else its own, else a generic name. */
export function widgetTitle(widget: Widget, fallback: string): string {
  const title = typeof widget.config.title === 'string' ? widget.config.title : widget.title;
  return title?.trim() ? title : fallback;
}

/** Placeholder lines while a widget's data or view loads. */
export function WidgetSkeleton({ label }: { label: string }) {
  const bar = 'rounded-full bg-surface-hover motion-safe:animate-pulse';
  return (
    <div role="status" aria-label={label} className="flex h-full flex-col justify-center gap-3 p-4">
      <div className={`h-4 w-2/3 ${bar}`} />
      <div className={`h-4 w-1/2 ${bar}`} />
      <div className={`h-4 w-3/4 ${bar}`} />
    </div>
  );
}

/** Props of {@link WidgetNotice}. */
interface WidgetNoticeProps {
  kind: 'info' | 'error' | 'unsupported';
  text: string;
}

const NOTICE_ICONS = { info: mdiInformationOutline, error: mdiAlertCircleOutline, unsupported: mdiPuzzleOutline } as const;

/** The card a widget shows instead of its view: why it cannot show. */
export function WidgetNotice({ kind, text }: WidgetNoticeProps) {
  const tone = kind === 'error' ? 'bg-danger-soft text-danger' : 'bg-surface-hover text-text-muted';
  return (
    <div role={kind === 'error' ? 'alert' : 'note'} className="flex h-full flex-col items-center justify-center gap-2 overflow-auto p-4 text-center">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${tone}`}>
        <Icon path={NOTICE_ICONS[kind]} size={22} />
      </span>
      <p className="max-w-xs break-words text-sm text-text-muted">{text}</p>
    </div>
  );
}

/** Shows a notice instead of a widget view that failed to load or threw while drawing. */
class ViewBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Control (`rpc`) and static widgets draw themselves with no entity data: a button, a switch, a markdown card (custom widgets too). */
function drawsWithoutData(widget: WidgetFrameProps['widget']): boolean {
  return widget.type === 'rpc' || widget.type === 'static';
}

/** Props of {@link WidgetFrame}. */
export interface WidgetFrameProps extends Omit<WidgetViewProps, 'settings' | 'width' | 'height'> {
  /** Message keys the view's data statuses name are translated here. */
  data: WidgetData;
  /** Controls at the end of the header after the action buttons (the widget's own time window, the fullscreen button). */
  headerEnd?: ReactNode;
}

/** The header buttons, loaded (with their icons) when a widget with header-button actions first shows. */
const HeaderButtons = lazy(() => import('./header-buttons.js'));

/**
 * One widget on the dashboard: a card with the widget's title (as text), the buttons of its header-button
 * actions and the controls it is given at the header's end (over the body's top corner when the title is
 * hidden; none in edit mode), and a body that shows a loading
 * skeleton, a notice naming why the widget cannot show (its data's message, or that tbkit has no native
 * view for its bundle and type), or the widget's lazily loaded view at the body's size.
 */
export function WidgetFrame({ widget, data, onAction, sendRpc, onZoom, isEdit, headerEnd }: WidgetFrameProps) {
  const t = useTranslate();
  const [ref, size] = useElementSize();
  const title = widgetTitle(widget, t('dashboard:widget.untitled'));
  const showTitle = widget.config.showTitle !== false;
  const titleLine = showsTitleLine(widget);
  const buttons = headerActions(widget);
  const tools = isEdit ? null : (
    <>
      {buttons.length > 0 && (
        <Suspense fallback={null}>
          <HeaderButtons actions={buttons} data={data} onAction={onAction} />
        </Suspense>
      )}
      {headerEnd}
    </>
  );
  const hasTools = !isEdit && (buttons.length > 0 || !!headerEnd);
  // A type with no native view may be a custom widget: its descriptor arrives once the dashboard loaded the type.
  const type = useWidgetType(widget.bundleAlias, widget.typeAlias);
  const module = widgetView(widget.bundleAlias, widget.typeAlias, type?.status === 'ready' ? type.descriptor : undefined);
  const loading = <WidgetSkeleton label={t('dashboard:widget.loading', { title })} />;
  let body: ReactNode;
  if (!module && type?.status === 'loading') body = loading;
  else if (!module) body = <WidgetNotice kind="unsupported" text={t('dashboard:widget.unsupported', { type: `${widget.bundleAlias}.${widget.typeAlias}` })} />;
  else if (data.status === 'loading') body = loading;
  else if (data.status !== 'ready' && !(data.status === 'no-data' && (drawsWithoutData(widget) || module === CUSTOM_WIDGET))) body = <WidgetNotice kind={data.status === 'error' ? 'error' : 'info'} text={t(data.message?.key ?? 'dashboard:widget.no-entities', data.message?.values)} />;
  else {
    const View = viewOf(module);
    const settings = (widget.config.settings ?? {}) as Record<string, unknown>;
    body = size.width === 0 ? loading : (
      <ViewBoundary fallback={<WidgetNotice kind="error" text={t('dashboard:widget.view-failed')} />}>
        <Suspense fallback={loading}>
          <View widget={widget} data={data} settings={settings} width={size.width} height={size.height} onAction={onAction} sendRpc={sendRpc} onZoom={onZoom} isEdit={isEdit} />
        </Suspense>
      </ViewBoundary>
    );
  }
  return (
    <section aria-label={title} data-widget-id={widget.id} className="group/widget flex h-full min-h-0 flex-col overflow-hidden rounded-card border border-border bg-surface-raised text-text shadow-card">
      {titleLine && (
        <div className="flex shrink-0 flex-wrap items-center gap-x-1 ps-4 pe-2 pt-2 pb-1">
          {showTitle && (
            <h2 dir="auto" className="min-w-24 flex-[1_1_8rem] truncate py-1 text-base font-medium text-text">
              {title}
            </h2>
          )}
          {/* Too narrow for both, the tools take a line of their own under the title, at its end. */}
          {hasTools && <div className="ms-auto flex min-w-0 max-w-full items-center gap-0.5">{tools}</div>}
        </div>
      )}
      <div ref={ref} className="relative min-h-0 flex-1">
        {body}
        {!titleLine && hasTools && <div className="absolute end-1 top-1 z-10 flex items-center gap-0.5 rounded-full bg-surface-raised">{tools}</div>}
      </div>
    </section>
  );
}
