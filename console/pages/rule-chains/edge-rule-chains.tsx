import { useEffect, useState } from 'react';
import { mdiDownload, mdiFlagCheckered, mdiLinkVariantOff, mdiLinkVariantPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { call } from '../entity-list/api.js';
import { useRefresh } from '../entity-list/entity-list-page.js';
import { RowAction } from '../entity-list/row-actions.js';
import { SimpleListPage } from '../entity-list/simple-list-page.js';
import { useNotifiedCall } from '../entity-list/use-notified-call.js';
import { registerRuleChainsLocales } from './i18n/index.js';
import { useRuleChainListActions } from './rule-chain-list-actions.js';
import { exportRuleChain } from './rule-chain-transfer.js';
import {
  AUTO_ASSIGN_CHAINS_PATH, autoAssignPath, chainIds, EDGE_RULE_CHAIN_TYPE, edgeRuleChainColumns, edgeTemplateActions, RULE_CHAINS_PATH, setEdgeTemplateRootPath,
} from './rule-chains.logic.js';

await registerRuleChainsLocales();

/** The ids of the edge rule chains new edges get, loaded again whenever `refresh` changes. */
function useAutoAssigned(refresh: number): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let current = true;
    void call<{ id?: { id?: string } }[]>('GET', AUTO_ASSIGN_CHAINS_PATH).then(({ data }) => current && setIds(chainIds(data)));
    return () => {
      current = false;
    };
  }, [refresh]);
  return ids;
}

/**
 * Edge management's rule chain templates (tenant administrators): the edge rule chains with the edge template root
 * and the chains every new edge gets marked; make one the template root, assign a chain to new edges or stop that
 * (console-core §4), add, import and export chains, delete them after confirming (the server refuses the root).
 */
export default function EdgeRuleChainsPage({ route }: PageProps) {
  const t = useTranslate();
  const [refresh, reload] = useRefresh();
  const autoAssigned = useAutoAssigned(refresh);
  const notified = useNotifiedCall(reload);
  const { actions, dialogs } = useRuleChainListActions(EDGE_RULE_CHAIN_TYPE, reload);
  return (
    <SimpleListPage
      title={t(`console:${route.title ?? 'edge.rulechain-templates'}`)}
      path={RULE_CHAINS_PATH}
      query={{ type: EDGE_RULE_CHAIN_TYPE }}
      columns={edgeRuleChainColumns((id) => autoAssigned.has(id))}
      segment="ruleChain"
      messages="rule-chains"
      refresh={refresh}
      actionsSize="sm"
      rowActions={(row) => {
        const id = entityRowId(row, 0);
        const can = edgeTemplateActions(row.root === true, autoAssigned.has(id));
        return (
          <>
            <RowAction icon={mdiDownload} label={t('lists:action.export')} onClick={() => void exportRuleChain(id)} />
            {can.canSetRoot && <RowAction icon={mdiFlagCheckered} label={t('rulechains:action.set-edge-root')} onClick={() => void notified('POST', setEdgeTemplateRootPath(id), 'rulechains:notice.edge-root-set')} />}
            {can.canAutoAssign && <RowAction icon={mdiLinkVariantPlus} label={t('rulechains:action.auto-assign')} onClick={() => void notified('POST', autoAssignPath(id), 'rulechains:notice.auto-assign-set')} />}
            {can.canStopAutoAssign && <RowAction icon={mdiLinkVariantOff} label={t('rulechains:action.stop-auto-assign')} onClick={() => void notified('DELETE', autoAssignPath(id), 'rulechains:notice.auto-assign-unset')} />}
          </>
        );
      }}
      actions={() => actions}
    >
      {() => dialogs}
    </SimpleListPage>
  );
}
