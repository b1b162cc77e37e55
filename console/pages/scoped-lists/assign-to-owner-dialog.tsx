import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { EntityListInput } from '../../../elements/entity-list-input/entity-list-input.js';
import { notifySuccess } from '../../shell/notify.js';
import { Callout } from '../auth/form-controls.js';
import { call } from '../entity-list/api.js';
import { DialogActions } from '../entity-list/dialog-actions.js';
import { inTurn } from '../entity-list/entity-list.logic.js';
import { candidateOf, candidateQuery, isCandidate, scanPages, scopedAssignPath, scopedListPath, type Candidate, type CandidateRow, type PageAnswer, type ScopedList } from './scoped-lists.logic.js';

/** One page of a list call, errors ignored (the picker then offers nothing more); undefined when refused. */
async function readPage(path: string, query: Record<string, string | number>): Promise<PageAnswer<CandidateRow> | undefined> {
  return (await call<PageAnswer<CandidateRow>>('GET', path, { query, quiet: true })).data;
}

/**
 * What the picker offers for a typed text: the tenant's entities of the list's type whose name holds the text, the
 * first 50 the owner may take (see {@link isCandidate}); for an edge, those it has with that text are read first.
 */
async function candidates(list: ScopedList, ownerId: string, text: string): Promise<Candidate[]> {
  const scan = (path: string, keep: (row: CandidateRow) => boolean, want?: number) => scanPages((page) => readPage(path, candidateQuery(list, text, page)), keep, want);
  const onEdge = list.owner === 'edge' ? new Set((await scan(scopedListPath(list, ownerId), () => true, Infinity)).map((row) => row.id?.id ?? '')) : undefined;
  const rows = await scan(list.tenantPath, (row) => isCandidate(list, ownerId, row, onEdge));
  return rows.map((row) => candidateOf(list, row));
}

/** Props of {@link AssignToOwnerDialog}. */
export interface AssignToOwnerDialogProps {
  /** The list assigned to. */
  list: ScopedList;
  /** The customer or edge: its id and its name (in the title and the notice). */
  owner: { id: string; name: string };
  /** Called after at least one entity was assigned (the list reloads). */
  onAssigned: () => void;
  /** Called when the dialog closes. */
  onClose: () => void;
}

const LIST_TITLES: Readonly<Record<ScopedList['entityType'], string>> = {
  ASSET: 'console:asset.assets',
  DEVICE: 'console:device.devices',
  ENTITY_VIEW: 'console:entity-view.entity-views',
  DASHBOARD: 'console:dashboard.dashboards',
  EDGE: 'console:edge.edge-instances',
};

/**
 * Assigns entities of the tenant to a customer or an edge: the kit's entity list picker over those the owner may
 * take, then one call per chosen entity in turn (stopping at the first the server refuses, whose message shows).
 */
export function AssignToOwnerDialog({ list, owner, onAssigned, onClose }: AssignToOwnerDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const hint = list.owner === 'edge' ? 'hint-edge' : list.entityType === 'DASHBOARD' ? 'hint-customer-dashboard' : 'hint-customer';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    setBusy(true);
    const done = await inTurn(chosen, async (id) => (await call('POST', scopedAssignPath(list, owner.id, id))).ok);
    setBusy(false);
    if (done === 0) return;
    notifySuccess(t('scoped:assign.assigned', { name: owner.name }));
    onAssigned();
    if (done === chosen.length) onClose();
  };

  return (
    <KitDialog
      open
      size="md"
      closeButton
      title={t(`scoped:assign.title-${list.entityType}`, { name: owner.name })}
      onDismiss={onClose}
      actions={<DialogActions formId={formId} label={t('scoped:assign.assign')} busy={busy || chosen.length === 0} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 pb-2">
        <Callout tone="info">{t(`scoped:assign.${hint}`)}</Callout>
        <EntityListInput
          entityType={list.entityType}
          label={t(LIST_TITLES[list.entityType])}
          required
          disabled={busy}
          suggest={(text) => candidates(list, owner.id, text)}
          onChange={({ value }) => setChosen(value)}
        />
      </form>
    </KitDialog>
  );
}
