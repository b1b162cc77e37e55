import { useState, type ReactNode } from 'react';
import { mdiFileImportOutline, mdiPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { notifyError, notifySuccess } from '../../shell/notify.js';
import { PageAction } from '../entity-list/entity-list-page.js';
import { JsonImportDialog, type JsonImportReading } from '../entity-list/json-import-dialog.js';
import { RuleChainAddDialog } from './rule-chain-add-dialog.js';
import { problemValues } from '../entity-list/json-import.logic.js';
import { parseRuleChainImport, type ParsedRuleChain } from './rule-chain-import.logic.js';
import { importRuleChain } from './rule-chain-transfer.js';
import type { RuleChainType } from './rule-chains.logic.js';

/** The Import and Add buttons of a rule chains list (core or edge) and the dialogs they open; `reload` shows a saved chain in the list. */
export function useRuleChainListActions(type: RuleChainType, reload: () => void): { actions: ReactNode; dialogs: ReactNode } {
  const t = useTranslate();
  const [open, setOpen] = useState<'add' | 'import' | null>(null);
  const close = () => setOpen(null);

  const read = (text: string): JsonImportReading<ParsedRuleChain> => {
    const result = parseRuleChainImport(text, type);
    if (!result.ok) return { ok: false, message: t(result.problem.key, problemValues(result.problem)) };
    const { value } = result;
    return { ok: true, value, summary: t('rulechains:import.summary', { name: value.name, nodes: value.nodes, connections: value.connections }) };
  };
  const save = async (value: ParsedRuleChain) => {
    const outcome = await importRuleChain(value.chain);
    if (outcome.kind === 'saved') {
      notifySuccess(t('rulechains:import.imported', { name: value.name }));
      reload();
      return true;
    }
    if (outcome.kind === 'nodes-refused') {
      notifyError(t(outcome.kept ? 'rulechains:import.nodes-refused-kept' : 'rulechains:import.nodes-refused'));
      if (outcome.kept) reload();
    }
    return false;
  };

  const edge = type === 'EDGE';
  const actions = (
    <>
      <PageAction icon={mdiFileImportOutline} label={t('rulechains:import.button')} onClick={() => setOpen('import')} />
      <PageAction primary icon={mdiPlus} label={t('rulechains:add.button')} onClick={() => setOpen('add')} />
    </>
  );
  const dialogs = (
    <>
      {open === 'add' && <RuleChainAddDialog type={type} onAdded={reload} onClose={close} />}
      {open === 'import' && (
        <JsonImportDialog
          title={t(edge ? 'rulechains:import.edge-title' : 'rulechains:import.title')}
          hint={t('rulechains:import.hint')}
          read={read}
          onImport={save}
          onClose={close}
        />
      )}
    </>
  );
  return { actions, dialogs };
}
