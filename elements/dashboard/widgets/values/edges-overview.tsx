// edge_widgets.edges_overview: the edges of the datasource as an expandable list; opening an edge lists what is
// assigned to it per kind (assets, devices, entity views, dashboards, rule chains) from the server's edge calls.
import { mdiChevronRight, mdiRouterNetwork } from '@mdi/js';
import { useCallback, useEffect, useId, useState } from 'react';
import { Icon } from '../../../core/icon.js';
import { useTranslate } from '../../../core/i18n.js';
import { kitClient } from '../../../core/runtime.js';
import type { WidgetEntity, WidgetViewProps } from '../widget-contract.js';
import { edgeGroupList, edgeGroupPath, edgeGroupTitle, edgeGroupsOf, edgesOf, type EdgeGroupList, type EdgeGroupType } from './edges-overview.logic.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { Truncated, WidgetMessage } from './view-parts.js';

await registerWidgetsLocales();

type GroupState = { kind: 'loading' } | { kind: 'ready'; list: EdgeGroupList } | { kind: 'failed'; message: string };

/** Loads one kind of entities assigned to an edge; `retry` loads it again. */
function useEdgeGroup(edgeId: string, type: EdgeGroupType): [GroupState, () => void] {
  const [state, setState] = useState<GroupState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    void kitClient()
      .with({ ignoreErrors: true, ignoreLoading: true })
      .call<unknown>('GET', edgeGroupPath(edgeId, type))
      .then((result) => {
        if (!current) return;
        setState(result.ok ? { kind: 'ready', list: edgeGroupList(result.data) } : { kind: 'failed', message: result.error.message });
      });
    return () => void (current = false);
  }, [edgeId, type, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}

/** One kind assigned to an edge: its heading with the count, the names, or why they could not be loaded. */
function EdgeGroup({ edgeId, type }: { edgeId: string; type: EdgeGroupType }) {
  const t = useTranslate();
  const id = useId();
  const [state, retry] = useEdgeGroup(edgeId, type);
  const title = t(edgeGroupTitle(type));
  return (
    <li className="py-1" aria-labelledby={id} data-group={type}>
      <div className="flex min-h-8 items-center gap-2">
        <span id={id} className="min-w-0 truncate text-sm font-medium text-text">
          {title}
        </span>
        {state.kind === 'ready' && (
          <span className="shrink-0 rounded-full bg-surface-hover px-2 text-xs tabular-nums text-text-muted" data-part="count">
            {state.list.total}
          </span>
        )}
      </div>
      {state.kind === 'loading' && (
        <div role="status" className="flex flex-col gap-1 ps-3" aria-label={t('widgets:edges.loading')}>
          <span className="h-3 w-1/2 animate-pulse rounded-control bg-surface-hover motion-reduce:animate-none" />
        </div>
      )}
      {state.kind === 'failed' && (
        <div role="alert" className="flex min-w-0 items-start gap-2 ps-3 text-sm text-danger">
          <span dir="auto" className="min-w-0 break-words">
            {t('widgets:edges.load-failed', { message: `\u2068${state.message}\u2069` })}
          </span>
          <button type="button" onClick={retry} className="shrink-0 rounded-control px-2 py-0.5 text-sm font-medium text-accent hover:bg-surface-hover">
            {t('widgets:value.retry')}
          </button>
        </div>
      )}
      {state.kind === 'ready' &&
        (state.list.total === 0 ? (
          <p className="ps-3 text-sm text-text-muted">{t('widgets:edges.nothing-assigned')}</p>
        ) : (
          <ul className="ps-3 text-sm text-text-muted">
            {state.list.names.map((entity) => (
              <li key={entity.id} className="flex min-h-6 min-w-0 items-center">
                <Truncated text={entity.name} />
              </li>
            ))}
            {state.list.total > state.list.names.length && (
              <li className="text-xs">{t('widgets:edges.more', { count: state.list.total - state.list.names.length })}</li>
            )}
          </ul>
        ))}
    </li>
  );
}

/** An edge: a button opening (and closing) the list of what is assigned to it. */
function EdgeItem({ edge, groups }: { edge: WidgetEntity; groups: EdgeGroupType[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const name = edge.label || edge.name;
  return (
    <li className="border-b border-border last:border-b-0" data-edge={edge.id}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex h-row w-full min-w-0 items-center gap-2 px-2 text-start text-base hover:bg-surface-hover"
      >
        <Icon path={mdiChevronRight} size={20} className={`shrink-0 text-text-muted transition-transform duration-fast motion-reduce:transition-none ${open ? 'rotate-90' : 'rtl:-scale-x-100'}`} />
        <Icon path={mdiRouterNetwork} size={18} className="shrink-0 text-text-muted" />
        <Truncated text={name} className="font-medium" />
      </button>
      {open && (
        <ul id={id} className="pb-2 ps-10 pe-2">
          {groups.map((type) => (
            <EdgeGroup key={type} edgeId={edge.id} type={type} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The edges overview widget. */
export default function EdgesOverview(props: WidgetViewProps) {
  const { data, settings, widget } = props;
  const t = useTranslate();
  const edges = edgesOf(data.latest);
  if (data.status === 'error' || data.status === 'no-data' || edges.length === 0) return <WidgetMessage data={data} fallback="widgets:edges.no-edges" />;
  const groups = edgeGroupsOf(settings.displayEntityGroups);
  return (
    <div className="h-full min-h-0 w-full overflow-auto">
      <ul aria-label={widget.title || t('widgets:entity-type.edge')}>
        {edges.map((edge) => (
          <EdgeItem key={edge.id} edge={edge} groups={groups} />
        ))}
      </ul>
    </div>
  );
}
