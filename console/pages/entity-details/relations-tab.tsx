import { useCallback, useEffect, useRef, useState } from 'react';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { client } from '../../session/session.js';
import { notifySuccess } from '../../shell/notify.js';
import { Button } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';
import { DataTable, RowAction } from './data-table.js';
import type { DetailsEntity } from './live-channel.js';
import { RelationDialog, type RelationDraft } from './relation-dialog.js';
import { newRelation, relationDeleteQuery, relationListQuery, relationRows, type RelationRow } from './relations.logic.js';

/** Props of {@link RelationsTab}. */
export interface RelationsTabProps {
  /** The entity whose relations are listed. */
  entity: DetailsEntity;
  /** Whether the signed-in person may add and delete relations (tenant administrators). */
  canEdit: boolean;
}

/**
 * The relations of an entity in both directions: from it and to it, with the type and the entity type and
 * name of the other side; tenant administrators add relations and delete them after a confirmation naming them.
 */
export function RelationsTab({ entity, canEdit }: RelationsTabProps) {
  const t = useConsoleText();
  const [rows, setRows] = useState<RelationRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [adding, setAdding] = useState(false);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const request = ++latest.current;
    setRows(null);
    setFailed(false);
    const api = client.with({ ignoreErrors: true });
    const [from, to] = await Promise.all(
      (['FROM', 'TO'] as const).map((direction) => api.GET('/api/relations/info', { params: { query: relationListQuery(entity, direction) } })),
    );
    if (request !== latest.current) return;
    if (!from?.data || !to?.data) setFailed(true);
    else setRows(relationRows(from.data, to.data));
  }, [entity]);
  useEffect(() => {
    void load();
  }, [load]);

  const otherName = (row: RelationRow) => row.other.name || row.other.id;
  const sides = (row: RelationRow) => (row.direction === 'FROM' ? { from: entity.name, to: otherName(row) } : { from: otherName(row), to: entity.name });

  const remove = async (row: RelationRow) => {
    const names = { type: row.type, ...sides(row) };
    const confirmed = await showConfirm({ title: t('details:relation.delete-title', names), message: t('details:relation.delete-text'), ok: t('details:relation.delete') });
    if (!confirmed) return;
    const { response } = await client.DELETE('/api/relation', { params: { query: relationDeleteQuery(row) } });
    if (!response.ok) return;
    setRows((current) => current && current.filter((r) => r.key !== row.key));
    notifySuccess(t('details:relation.deleted', names));
  };

  const add = async (draft: RelationDraft): Promise<boolean> => {
    const { response } = await client.POST('/api/relation', { body: newRelation(entity, draft.other, draft.direction, draft.type) });
    if (!response.ok) return false;
    notifySuccess(t('details:relation.added', { type: draft.type }));
    void load();
    return true;
  };

  return (
    <div className="flex flex-col gap-3">
      {canEdit && (
        <div className="flex justify-end">
          <Button variant="primary" onClick={() => setAdding(true)}>
            <Icon path={mdiPlus} size={18} />
            {t('details:relation.add-relation')}
          </Button>
        </div>
      )}
      <DataTable
        label={t('details:tab.relations')}
        columns={[t('details:relation.direction'), t('details:relation.type'), t('details:relation.entity-type'), t('details:relation.entity-name')]}
        hideOnNarrow={[2]}
        actions={canEdit ? t('details:relation.actions') : undefined}
        loading={rows === null && !failed}
        failed={failed ? { message: t('details:relation.load-failed'), retry: () => void load() } : undefined}
        empty={t('details:relation.none')}
        rows={(rows ?? []).map((row) => ({
          id: row.key,
          cells: [
            <span key="d" className="text-sm whitespace-nowrap text-text-muted" data-direction={row.direction}>
              {t(`details:relation.direction-${row.direction}-short`)}
            </span>,
            <span key="t" dir="auto" className="font-medium break-words">
              {row.type}
            </span>,
            <span key="e" className="text-sm text-text-muted">
              {t(`entity-type.${row.other.entityType}`, { defaultValue: row.other.entityType })}
            </span>,
            <span key="n" className="flex flex-col">
              <span dir="auto" className="break-words">
                {otherName(row)}
              </span>
              <span className="text-xs text-text-muted sm:hidden">{t(`entity-type.${row.other.entityType}`, { defaultValue: row.other.entityType })}</span>
            </span>,
          ],
          actions: canEdit ? <RowAction label={t('details:relation.delete-named', { type: row.type, name: otherName(row) })} icon={mdiDeleteOutline} danger onClick={() => void remove(row)} /> : undefined,
        }))}
      />
      {adding && <RelationDialog entity={entity} usedTypes={(rows ?? []).map((r) => r.type)} onAdd={add} onClose={() => setAdding(false)} />}
    </div>
  );
}
