import { useCallback, useEffect, useState } from 'react';
import { mdiFlagVariantOutline, mdiLinkVariantOff, mdiPlus } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import { client } from '../../session/session.js';
import { notifyError, notifySuccess } from '../../shell/notify.js';
import { Button, Callout } from '../auth/form-controls.js';
import { DataTable, RowAction, TimeCell } from '../entity-details/data-table.js';
import { LoadMore } from '../entity-details/load-more.js';
import { usePagedList } from '../entity-details/use-paged-list.js';
import { AssignChainDialog } from './edge-chain-dialog.js';
import { chainRowActions, edgeChainsQuery, missingChainsOf, type MissingChains, type RuleChainRecord } from './edge-rule-chains.logic.js';

/** Props of {@link EdgeRuleChainsTab}. */
export interface EdgeRuleChainsTabProps {
  /** The edge: its id, its name (in confirmations and toasts) and the id of its root rule chain. */
  edge: { id: string; name: string; rootChainId: string | null };
  /** Called with the edge the server answered after its root rule chain changed. */
  onEdgeChanged: (edge: Record<string, unknown>) => void;
}

/** The message of a refused call, for a toast. */
const refusal = (response: Response) => apiErrorOf(response)?.message || response.statusText || String(response.status);

/** The rule chains the edge's assigned ones forward to but the edge lacks; reads again when `version` changes. */
function useMissingChains(edgeId: string, version: number): MissingChains[] {
  const [missing, setMissing] = useState<MissingChains[]>([]);
  useEffect(() => {
    let live = true;
    void client
      .with({ ignoreErrors: true, ignoreLoading: true })
      .GET('/api/edge/missingToRelatedRuleChains/{edgeId}', { params: { path: { edgeId } } })
      .then(({ data }) => live && setMissing(missingChainsOf(data ?? null)))
      .catch(() => live && setMissing([]));
    return () => {
      live = false;
    };
  }, [edgeId, version]);
  return missing;
}

/**
 * The rule chains of an edge (console-core §7), by name, its root one marked: assign an edge rule chain,
 * make another the root, unassign one after a confirmation naming it (never the root), and a warning naming
 * the rule chains that assigned ones forward to but the edge lacks.
 */
export function EdgeRuleChainsTab({ edge, onEdgeChanged }: EdgeRuleChainsTabProps) {
  const t = useTranslate();
  const [version, setVersion] = useState(0);
  const [assigning, setAssigning] = useState(false);
  const fetchPage = useCallback(
    async (page: number) =>
      (await client.with({ ignoreErrors: true }).GET('/api/edge/{edgeId}/ruleChains', { params: { path: { edgeId: edge.id }, query: edgeChainsQuery(page) } })).data,
    [edge.id],
  );
  const list = usePagedList<RuleChainRecord>(fetchPage);
  const missing = useMissingChains(edge.id, version);
  const changed = () => {
    list.reload();
    setVersion((v) => v + 1);
  };
  const path = (chain: RuleChainRecord) => ({ edgeId: edge.id, ruleChainId: chain.id?.id ?? '' });

  const assign = async (chain: RuleChainRecord): Promise<boolean> => {
    const { response } = await client.with({ ignoreErrors: true }).POST('/api/edge/{edgeId}/ruleChain/{ruleChainId}', { params: { path: path(chain) } });
    if (!response.ok) {
      notifyError(t('edges:chains.assign-failed', { name: chain.name, message: refusal(response) }));
      return false;
    }
    notifySuccess(t('edges:chains.assigned', { name: chain.name, edge: edge.name }));
    changed();
    return true;
  };

  const unassign = async (chain: RuleChainRecord) => {
    const names = { name: chain.name, edge: edge.name };
    const confirmed = await showConfirm({ title: t('edges:chains.unassign-title', names), message: t('edges:chains.unassign-text', names), ok: t('edges:chains.unassign') });
    if (!confirmed) return;
    const { response } = await client.with({ ignoreErrors: true }).DELETE('/api/edge/{edgeId}/ruleChain/{ruleChainId}', { params: { path: path(chain) } });
    if (!response.ok) return notifyError(t('edges:chains.unassign-failed', { name: chain.name, message: refusal(response) }));
    notifySuccess(t('edges:chains.unassigned', names));
    changed();
  };

  const setRoot = async (chain: RuleChainRecord) => {
    const { data, response } = await client.with({ ignoreErrors: true }).POST('/api/edge/{edgeId}/{ruleChainId}/root', { params: { path: path(chain) } });
    if (!response.ok || !data) return notifyError(t('edges:chains.root-failed', { name: chain.name, message: refusal(response) }));
    onEdgeChanged(data as Record<string, unknown>);
    notifySuccess(t('edges:chains.root-set', { name: chain.name, edge: edge.name }));
    changed();
  };

  const assignedIds = new Set((list.items ?? []).map((chain) => chain.id?.id ?? ''));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <Button variant="primary" onClick={() => setAssigning(true)}>
          <Icon path={mdiPlus} size={18} />
          {t('edges:chains.assign-chain')}
        </Button>
      </div>
      {missing.length > 0 && (
        <Callout tone="warning">
          <p className="font-medium">{t('edges:chains.missing-title')}</p>
          <ul className="mt-1 list-disc ps-5">
            {missing.map((entry) => (
              <li key={entry.chain} dir="auto">
                {t('edges:chains.missing-item', { chain: entry.chain, missing: entry.missing.join(', ') })}
              </li>
            ))}
          </ul>
        </Callout>
      )}
      <DataTable
        label={t('edges:chains.title')}
        columns={[t('edges:chains.name'), t('edges:chains.created')]}
        hideOnNarrow={[1]}
        actions={t('edges:chains.actions')}
        loading={list.items === null && !list.failed}
        failed={list.failed && list.items === null ? { message: t('edges:chains.load-failed'), retry: list.reload } : undefined}
        empty={t('edges:chains.none')}
        rows={(list.items ?? []).map((chain, index) => {
          const actions = chainRowActions(chain.id?.id, edge.rootChainId);
          return {
            id: chain.id?.id ?? String(index),
            cells: [
              <span key="name" className="flex flex-wrap items-center gap-2">
                <span dir="auto" className="font-medium break-words text-text">
                  {chain.name}
                </span>
                {actions.isRoot && <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">{t('edges:chains.root')}</span>}
              </span>,
              <TimeCell key="created" ts={chain.createdTime ?? 0} />,
            ],
            actions: (
              <>
                {actions.canSetRoot && <RowAction label={t('edges:chains.make-root', { name: chain.name })} icon={mdiFlagVariantOutline} onClick={() => void setRoot(chain)} />}
                {actions.canUnassign && <RowAction label={t('edges:chains.unassign-named', { name: chain.name })} icon={mdiLinkVariantOff} danger onClick={() => void unassign(chain)} />}
              </>
            ),
          };
        })}
      />
      <LoadMore list={list} failedText={t('edges:chains.load-failed')} />
      {assigning && <AssignChainDialog edgeName={edge.name} assignedIds={assignedIds} onAssign={assign} onClose={() => setAssigning(false)} />}
    </div>
  );
}
