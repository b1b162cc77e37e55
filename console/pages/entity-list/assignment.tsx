import { useState, type ReactNode } from 'react';
import { mdiAccountArrowLeftOutline, mdiAccountArrowRightOutline, mdiShareVariantOutline, mdiShareOffOutline } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import { AssignDialog } from './assign-dialog.js';
import { assignmentCalls, assignmentOf } from './entity-list.logic.js';
import { RowAction } from './row-actions.js';
import { useNotifiedCall } from './use-notified-call.js';

/**
 * The assign, unassign, make public and make private actions of a row of assets or devices (`segment` of
 * the calls), and the assign dialog they open; `changed` reloads the list after a change went through.
 */
export function useAssignment(segment: string, changed: () => void): { actions: (row: EntityRow) => ReactNode; dialog: ReactNode } {
  const t = useTranslate();
  const [assigning, setAssigning] = useState<string | null>(null);
  const run = useNotifiedCall(changed);

  const actions = (row: EntityRow) => {
    const id = entityRowId(row, 0);
    const calls = assignmentCalls(segment, id);
    const state = assignmentOf(row as never);
    return (
      <>
        {state === 'unassigned' && (
          <>
            <RowAction icon={mdiShareVariantOutline} label={t('lists:action.make-public')} onClick={() => void run('POST', calls.makePublic, 'lists:notice.made-public')} />
            <RowAction icon={mdiAccountArrowRightOutline} label={t('lists:action.assign')} onClick={() => setAssigning(id)} />
          </>
        )}
        {state === 'public' && <RowAction icon={mdiShareOffOutline} label={t('lists:action.make-private')} onClick={() => void run('DELETE', calls.makePrivate, 'lists:notice.made-private')} />}
        {state === 'assigned' && <RowAction icon={mdiAccountArrowLeftOutline} label={t('lists:action.unassign')} onClick={() => void run('DELETE', calls.unassign, 'lists:notice.unassigned')} />}
      </>
    );
  };

  const dialog = assigning && (
    <AssignDialog
      title={t('lists:assign.title')}
      onAssign={(customerId) => run('POST', assignmentCalls(segment, assigning).assign(customerId), 'lists:notice.assigned')}
      onClose={() => setAssigning(null)}
    />
  );
  return { actions, dialog };
}
