import { useCallback, useEffect, useRef, useState } from 'react';
import { mdiDeleteOutline, mdiPencilOutline, mdiPlus } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { client } from '../../session/session.js';
import { Button, SelectField } from '../auth/form-controls.js';
import { notifySuccess } from '../../shell/notify.js';
import { useConsoleText } from '../auth/use-text.js';
import { AttributeDialog } from './attribute-dialog.js';
import { draftOf, emptyDraft, valueText, type AttributeChange, type AttributeDraft } from './attribute-value.logic.js';
import { SCOPE_LABEL_KEYS, SCOPE_OPTIONS, type AttributeScope } from './entity-details.logic.js';
import type { DetailsEntity, LiveChannel } from './live-channel.js';
import { DataTable, KeyCell, RowAction, TimeCell } from './data-table.js';

/** One stored attribute. */
interface AttributeRow {
  key: string;
  value: unknown;
  lastUpdateTs: number;
}

/** Props of {@link AttributesTab}. */
export interface AttributesTabProps {
  /** The entity whose attributes are shown. */
  entity: DetailsEntity;
  /** The scope shown. */
  scope: AttributeScope;
  /** Called when a person picks another scope. */
  onScope: (scope: AttributeScope) => void;
  /** Whether the signed-in person may add, edit and delete in a scope. */
  canEdit: (scope: AttributeScope) => boolean;
  /** The realtime channel that reports changes. */
  realtime: LiveChannel;
}

/** Reads the attributes of a scope, sorted by key; null when the call failed (the client has shown why). */
async function readAttributes(entity: DetailsEntity, scope: AttributeScope): Promise<AttributeRow[] | null> {
  const { data } = await client.GET('/api/plugins/telemetry/{entityType}/{entityId}/values/attributes/{scope}', {
    params: { path: { entityType: entity.entityType, entityId: entity.id, scope } },
  });
  if (!data) return null;
  return [...data].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Writes one attribute, or deletes it; answers whether the server took it. */
async function applyChange(entity: DetailsEntity, scope: 'SERVER_SCOPE' | 'SHARED_SCOPE', change: Exclude<AttributeChange, { kind: 'invalid' }>): Promise<boolean> {
  const path = { entityType: entity.entityType, entityId: entity.id, scope };
  if (change.kind === 'delete') {
    const { response } = await client.DELETE('/api/plugins/telemetry/{entityType}/{entityId}/{scope}', { params: { path, query: { keys: change.key } } });
    return response.ok;
  }
  const { response } = await client.POST('/api/plugins/telemetry/{entityType}/{entityId}/{scope}', { params: { path }, body: { [change.key]: change.value } });
  return response.ok;
}

/**
 * The attributes of an entity by scope: key, value and last update, kept current through the realtime
 * channel; tenant administrators add, edit and delete shared and server attributes (console-core §6).
 */
export function AttributesTab({ entity, scope, onScope, canEdit, realtime }: AttributesTabProps) {
  const t = useConsoleText();
  const [rows, setRows] = useState<AttributeRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<{ draft: AttributeDraft; existing: boolean } | null>(null);
  const editable = canEdit(scope);

  // Only the newest read may fill the table: an answer for an earlier scope or entity is dropped.
  const latest = useRef(0);
  const load = useCallback(async () => {
    const request = ++latest.current;
    const found = await readAttributes(entity, scope);
    if (request !== latest.current) return;
    setFailed(!found);
    if (found) setRows(found);
  }, [entity, scope]);

  useEffect(() => {
    setRows(null);
    void load();
    let first = true;
    const subscription = realtime.subscribeAttributes({
      entityType: entity.entityType,
      entityId: entity.id,
      scope,
      onData: () => {
        // The first message repeats what the call above read; later ones announce changes.
        if (first) first = false;
        else void load();
      },
    });
    return () => subscription.unsubscribe();
  }, [entity, scope, load, realtime]);

  const apply = async (change: Exclude<AttributeChange, { kind: 'invalid' }>) => {
    if (scope === 'CLIENT_SCOPE') return false;
    const done = await applyChange(entity, scope, change);
    if (!done) return false;
    notifySuccess(t(change.kind === 'delete' ? 'attribute.deleted' : 'attribute.saved', { key: change.key }));
    await load();
    return true;
  };

  const remove = async (key: string) => {
    const confirmed = await showConfirm({
      title: t('attribute.delete-title', { key }),
      message: t('attribute.delete-text'),
      ok: t('attribute.delete'),
    });
    if (confirmed) await apply({ kind: 'delete', key });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:w-64">
          <SelectField
            label={t('attribute.scope')}
            value={scope}
            onValueChange={(value) => onScope(value as AttributeScope)}
            options={SCOPE_OPTIONS.map((option) => ({ value: option, label: t(SCOPE_LABEL_KEYS[option]) }))}
          />
        </div>
        {editable && (
          <Button variant="primary" onClick={() => setEditing({ draft: emptyDraft(), existing: false })}>
            <Icon path={mdiPlus} size={18} />
            {t('attribute.add-attribute')}
          </Button>
        )}
      </div>
      {!editable && scope === 'CLIENT_SCOPE' && <p className="text-sm text-text-muted">{t('attribute.client-read-only')}</p>}
      <DataTable
        label={t(SCOPE_LABEL_KEYS[scope])}
        columns={[t('attribute.key'), t('attribute.value'), t('attribute.last-update')]}
        hideOnNarrow={[2]}
        actions={editable ? t('attribute.actions') : undefined}
        loading={rows === null && !failed}
        failed={failed && rows === null ? { message: t('attribute.load-failed'), retry: () => void load() } : undefined}
        empty={t('attribute.no-attributes')}
        rows={(rows ?? []).map((row) => ({
          id: row.key,
          cells: [
            <KeyCell key="k" name={row.key} ts={row.lastUpdateTs} />,
            <span key="v" dir="auto" className="line-clamp-3 font-mono text-sm break-all">
              {valueText(row.value)}
            </span>,
            <TimeCell key="t" ts={row.lastUpdateTs} />,
          ],
          actions: editable ? (
            <>
              <RowAction label={t('attribute.edit-named', { key: row.key })} icon={mdiPencilOutline} onClick={() => setEditing({ draft: draftOf(row.key, row.value), existing: true })} />
              <RowAction label={t('attribute.delete-named', { key: row.key })} icon={mdiDeleteOutline} danger onClick={() => void remove(row.key)} />
            </>
          ) : undefined,
        }))}
      />
      {editing && <AttributeDialog initial={editing.draft} existing={editing.existing} onApply={apply} onClose={() => setEditing(null)} />}
    </div>
  );
}
