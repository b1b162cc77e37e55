import { useState, type ReactNode } from 'react';
import { mdiPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityColumn, EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { notifySuccess } from '../../shell/notify.js';
import { call } from './api.js';
import { contactFields } from './contact-fields.js';
import { EntityFormDialog } from './entity-form-dialog.js';
import { EntityListPage, groupDeletion, listDeletion, PageAction, useRefresh } from './entity-list-page.js';
import { actionsColumn } from './row-actions.js';

/** Props of {@link ContactListPage}. */
export interface ContactListPageProps {
  /** The page's heading (translated). */
  title: string;
  /** Entity type of the rows (TENANT, CUSTOMER). */
  entityType: 'TENANT' | 'CUSTOMER';
  /** The list call. */
  path: string;
  /** Path segment of the entity's own calls (`tenant`, `customer`). */
  segment: string;
  /** Key of the page's group in the `lists` namespace. */
  messages: string;
  /** Columns before the actions. */
  columns: readonly EntityColumn[];
  /** Buttons of a row (its users). */
  rowActions: (row: EntityRow) => ReactNode;
  /** Opens a row. */
  onOpen: (id: string) => void;
}

/** The list of tenants or customers: an add dialog with the contact fields, row actions, bulk delete after confirming. */
export function ContactListPage({ title, entityType, path, segment, messages, columns, rowActions, onOpen }: ContactListPageProps) {
  const t = useTranslate();
  const [refresh, bump] = useRefresh();
  const [adding, setAdding] = useState(false);
  const group = `lists:${messages}`;
  const save = async (body: Record<string, unknown>) => {
    const { ok } = await call('POST', `/api/${segment}`, { body });
    if (ok) {
      notifySuccess(t(`${group}.added`));
      bump();
    }
    return ok;
  };
  return (
    <EntityListPage
      title={title}
      entityType={entityType}
      path={path}
      columns={[...columns, actionsColumn(rowActions, 'xs')]}
      refresh={refresh}
      actions={<PageAction primary icon={mdiPlus} label={t(`${group}.add`)} onClick={() => setAdding(true)} />}
      deletion={listDeletion(t, segment, groupDeletion(messages))}
      onOpen={onOpen}
    >
      {adding && <EntityFormDialog title={t(`${group}.add-title`)} fields={contactFields(t)} onSave={save} onClose={() => setAdding(false)} />}
    </EntityListPage>
  );
}
