import { mdiDownload, mdiFlagCheckered } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { downloadJson } from '../dashboards/dashboards-transfer.js';
import { call } from '../entity-list/api.js';
import { RowAction } from '../entity-list/row-actions.js';
import { SimpleListPage } from '../entity-list/simple-list-page.js';
import { RULE_CHAIN_COLUMNS, RULE_CHAIN_TYPE, RULE_CHAINS_PATH, ruleChainExport, ruleChainExportFileName, setRootPath } from './rule-chains.logic.js';

/** Downloads a rule chain with its metadata as JSON. */
async function exportRuleChain(id: string): Promise<void> {
  const path = `/api/ruleChain/${encodeURIComponent(id)}`;
  const [chain, metadata] = await Promise.all([call<Record<string, unknown>>('GET', path), call<Record<string, unknown>>('GET', `${path}/metadata`)]);
  if (!chain.data || !metadata.data) return;
  downloadJson(ruleChainExport(chain.data, metadata.data), ruleChainExportFileName(String(chain.data.name ?? 'rule_chain')));
}

/** The rule chains list of a tenant administrator: set the root chain, export a chain as JSON, delete (the root chain is refused by the server). */
export default function RuleChainsPage({ route }: PageProps) {
  const t = useTranslate();
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
    />
  );
}
