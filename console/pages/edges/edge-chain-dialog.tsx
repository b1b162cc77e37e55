import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { PickerCombobox } from '../../../elements/entity-autocomplete/combobox.js';
import { useSearchPicker } from '../../../elements/entity-autocomplete/use-search-picker.js';
import { registerPickersLocales } from '../../../elements/pickers/i18n/index.js';
import { client } from '../../session/session.js';
import { Button } from '../auth/form-controls.js';
import { assignableChains, edgeChainPickerQuery, type RuleChainRecord } from './edge-rule-chains.logic.js';

await registerPickersLocales();

/** Props of {@link AssignChainDialog}. */
export interface AssignChainDialogProps {
  /** The edge's name, in the title. */
  edgeName: string;
  /** Ids of the rule chains the edge already has (left out of the choices). */
  assignedIds: ReadonlySet<string>;
  /** Assigns the picked rule chain; resolves true when it went through (the dialog then closes). */
  onAssign: (chain: RuleChainRecord) => Promise<boolean>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/** The tenant's edge rule chains whose name holds a text (first 50 by name), those the edge has left out; [] after a failure. */
async function searchEdgeChains(text: string, assignedIds: ReadonlySet<string>): Promise<RuleChainRecord[]> {
  const { data } = await client.with({ ignoreErrors: true, ignoreLoading: true }).GET('/api/ruleChains', { params: { query: edgeChainPickerQuery(text) } });
  return assignableChains(data?.data ?? [], assignedIds);
}

/** Assigns an edge rule chain to an edge: a type-ahead over the edge rule chains it lacks (150 ms after typing stops), one picked. */
export function AssignChainDialog({ edgeName, assignedIds, onAssign, onClose }: AssignChainDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const picker = useSearchPicker<RuleChainRecord>({
    value: null,
    resetKey: '',
    lookup: async () => null,
    search: (text) => searchEdgeChains(text, assignedIds),
    searchKey: [...assignedIds].join(','),
    keyOf: (chain) => chain.id?.id ?? '',
    labelOf: (chain) => chain.name,
  });
  const { options, selected } = picker;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!selected) return;
    setBusy(true);
    const done = await onAssign(selected);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <KitDialog
      open
      size="md"
      closeButton
      title={t('edges:chains.assign-title', { name: edgeName })}
      onDismiss={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('kit:action.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy}>
            {t('edges:chains.assign')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 pb-2">
        <PickerCombobox
          {...picker.bind}
          label={t('edges:chains.chain')}
          placeholder={t('edges:chains.search')}
          options={options?.map((chain) => ({ key: chain.id?.id ?? '', label: chain.name })) ?? null}
          emptyText={t('edges:chains.no-matches')}
          loadingText={t('pickers:common.searching')}
          onPick={(option) => picker.pick(options?.find((chain) => chain.id?.id === option.key) ?? null)}
          clearLabel={t('pickers:common.clear')}
          selectedKey={selected?.id?.id ?? null}
          required
          disabled={busy}
          error={submitted && !selected ? t('edges:chains.chain-required') : null}
        />
      </form>
    </KitDialog>
  );
}
