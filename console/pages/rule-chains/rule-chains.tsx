import { mdiDownload, mdiFlagCheckered } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { useRefresh } from '../entity-list/entity-list-page.js';
import { RowAction } from '../entity-list/row-actions.js';
import { SimpleListPage } from '../entity-list/simple-list-page.js';
import { registerRuleChainsLocales } from './i18n/index.js';
import { useRuleChainListActions } from './rule-chain-list-actions.js';
import { exportRuleChain } from './rule-chain-transfer.js';
import { RULE_CHAIN_COLUMNS, RULE_CHAIN_TYPE, RULE_CHAINS_PATH, setRootPath } from './rule-chains.logic.js';

await registerRuleChainsLocales();

/** The rule chains list of a tenant administrator: add a chain, import one from JSON, set the root chain, export a chain as JSON, delete (the root chain is refused by the server). */
export default function RuleChainsPage({ route }: PageProps) {
  const t = useTranslate();
  const [refresh, reload] = useRefresh();
  const { actions, dialogs } = useRuleChainListActions(RULE_CHAIN_TYPE, reload);
  return (
    <SimpleListPage
      title={t(`console:${route.title ?? 'rulechain.rulechains'}`)}
      path={RULE_CHAINS_PATH}
      query={{ type: RULE_CHAIN_TYPE }}
      columns={RULE_CHAIN_COLUMNS}
      segment="ruleChain"
      messages="rule-chains"
      actionsSize="sm"
      rowActions={(row, run) => {
        const id = entityRowId(row, 0);
        return (
          <>
            <RowAction icon={mdiDownload} label={t('lists:action.export')} onClick={() => void exportRuleChain(id)} />
            {row.root !== true && <RowAction icon={mdiFlagCheckered} label={t('lists:action.set-root')} onClick={() => run('POST', setRootPath(id), 'lists:notice.root-set')} />}
          </>
        );
      }}
      refresh={refresh}
      actions={() => actions}
    >
      {() => dialogs}
    </SimpleListPage>
  );
}
