import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { mdiFileUploadOutline, mdiPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { ENTITY_COLUMNS, type EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { entityPath, type SearchableEntityType } from '../../logic/entity-search.js';
import { notifySuccess } from '../../shell/notify.js';
import { $auth, navigate } from '../../session/session.js';
import { call } from './api.js';
import { useAssignment } from './assignment.js';
import { EntityFormDialog, type FormField } from './entity-form-dialog.js';
import { EntityListPage, groupDeletion, listDeletion, PageAction, useRefresh } from './entity-list-page.js';
import { columnsForRole, isTenantAdmin, ownerListPath } from './entity-list.logic.js';
import { actionsColumn } from './row-actions.js';
import { BulkImportDialog } from '../bulk-import/bulk-import-dialog.js';

/** What differs between the lists of assets, entity views and edges. */
export interface OwnedListConfig {
  /** Entity type of the rows. */
  entityType: Extract<SearchableEntityType, 'ASSET' | 'ENTITY_VIEW' | 'EDGE'>;
  /** Path segment of the entity's own calls (`asset`, `entityView`, `edge`). */
  segment: string;
  /** The tenant's list call. */
  tenantPath: string;
  /** The customer-scoped list call's last segment (`assetInfos`). */
  customerSegment: string;
  /** Key of the page's group in the `lists` namespace (`assets`); holds add, add-title, delete-title, delete-text, delete-one-title, delete-one-text, added. */
  messages: string;
  /** Fields of the add dialog. */
  fields: readonly FormField[];
  /** Turns the add dialog's body into what is saved (generated keys, a picked target); default as it is. */
  prepare?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Loads what the add dialog needs before it opens (the choices of a select); resolves to the fields to show. */
  loadFields?: (fields: readonly FormField[]) => Promise<readonly FormField[]>;
  /** Offers the import from CSV to tenant administrators (assets and edges). */
  bulkImport?: boolean;
}

/**
 * The list of an entity a tenant owns and assigns to customers: the tenant's or the customer's call per role,
 * `rowActions` on each row for every role, and for a tenant administrator an add dialog, assign, unassign, public
 * and private per row, and delete per row and in bulk.
 */
export function OwnedListPage({ title, config, rowActions }: { title: string; config: OwnedListConfig; rowActions?: (row: EntityRow) => ReactNode }) {
  const t = useTranslate();
  const auth = useStore($auth);
  const [refresh, bump] = useRefresh();
  const [adding, setAdding] = useState<readonly FormField[] | null>(null);
  const [importing, setImporting] = useState(false);
  const authority = auth.authUser?.authority;
  const manage = isTenantAdmin(authority);
  const assignment = useAssignment(config.segment, bump);
  const base = columnsForRole(ENTITY_COLUMNS[config.entityType] ?? [], authority);
  const group = `lists:${config.messages}`;

  const save = async (body: Record<string, unknown>) => {
    const { ok } = await call('POST', `/api/${config.segment}`, { body: config.prepare ? config.prepare(body) : body });
    if (ok) {
      notifySuccess(t(`${group}.added`));
      bump();
    }
    return ok;
  };
  const openAdd = async () => setAdding(config.loadFields ? await config.loadFields(config.fields) : config.fields);

  return (
    <EntityListPage
      title={title}
      entityType={config.entityType}
      path={ownerListPath(authority, auth.authUser?.customerId, config.tenantPath, config.customerSegment)}
      columns={
        manage
          ? [
              ...base,
              actionsColumn(
                (row) => (
                  <>
                    {rowActions?.(row)}
                    {assignment.actions(row)}
                  </>
                ),
                rowActions ? 'md' : 'sm',
              ),
            ]
          : rowActions
            ? [...base, actionsColumn(rowActions, 'xs')]
            : base
      }
      refresh={refresh}
      actions={
        manage && (
          <>
            {config.bulkImport && <PageAction icon={mdiFileUploadOutline} label={t('lists:bulk-import.import-csv')} onClick={() => setImporting(true)} />}
            <PageAction primary icon={mdiPlus} label={t(`${group}.add`)} onClick={() => void openAdd()} />
          </>
        )
      }
      deletion={manage ? listDeletion(t, config.segment, groupDeletion(config.messages)) : null}
      rowActionsSize={rowActions ? 'md' : undefined}
      onOpen={(id) => navigate(entityPath(config.entityType, id))}
    >
      {assignment.dialog}
      {importing && config.entityType !== 'ENTITY_VIEW' && (
        <BulkImportDialog
          entityType={config.entityType}
          title={t(`lists:bulk-import.title-${config.messages}`)}
          onClose={(imported) => {
            setImporting(false);
            if (imported) bump();
          }}
        />
      )}
      {adding && <EntityFormDialog title={t(`${group}.add-title`)} fields={adding} onSave={save} onClose={() => setAdding(null)} />}
    </EntityListPage>
  );
}
