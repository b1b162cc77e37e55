import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiAccountPlusOutline } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { notifySuccess } from '../../shell/notify.js';
import { $auth, navigate } from '../../session/session.js';
import { EntityAutocomplete } from '../../../elements/entity-autocomplete/entity-autocomplete.js';
import { call, listFirst } from '../entity-list/api.js';
import { EntityFormDialog, type FormField } from '../entity-list/entity-form-dialog.js';
import { EntityListPage, groupDeletion, listDeletion, PageAction, useRefresh } from '../entity-list/entity-list-page.js';
import { actionsColumn, RowAction } from '../entity-list/row-actions.js';
import { registerScopedLocales } from '../scoped-lists/i18n/index.js';
import { OwnerBackLink } from '../scoped-lists/owner-links.js';
import { useOwnerName } from '../scoped-lists/use-owner.js';
import { customerPath } from '../customers/customers.logic.js';
import { useUserActions } from './user-actions.js';
import { actionUserOf } from './user-actions.logic.js';
import { authorityLabel, newUserBase, USER_COLUMNS, userPath, usersListPath, usersScope } from './users.logic.js';

await registerScopedLocales();

interface Titled {
  id: { id: string };
  title: string;
}

const CUSTOMER_FIELD = '_customer';

/**
 * The tenant a system administrator lists the administrators of, picked by typing part of its title; the first
 * tenant by title until one is picked. The choice is kept in the address.
 */
function TenantChoice({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useTranslate();
  useEffect(() => {
    if (value) return;
    void listFirst<Titled>('/api/tenants', 'title', 1).then((rows) => rows[0] && onChange(rows[0].id.id));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first time, when the address names no tenant
  }, []);
  return (
    <div className="w-full max-w-xs">
      <EntityAutocomplete entityType="TENANT" label={t('lists:users.tenant')} value={value || null} onChange={({ value: id }) => id !== (value || null) && onChange(id ?? '')} />
    </div>
  );
}

/** Puts a query parameter into the address without a new history entry. */
function keepInAddress(name: string, value: string): void {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set(name, value);
  else url.searchParams.delete(name);
  url.searchParams.delete('page');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * The users list (console-core §2): a tenant's administrators for a system administrator, the tenant's or one
 * customer's users for a tenant administrator (at /customers/{customerId}/users, the customer named in the
 * breadcrumb); each row shows its activation link, sends the activation mail, enables or disables the account and,
 * where the role may, logs in as the user.
 */
export default function UsersPage({ route, params, search }: PageProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  const [tenantId, setTenantId] = useState(search.tenantId ?? '');
  const [refresh, bump] = useRefresh();
  const [adding, setAdding] = useState<readonly FormField[] | null>(null);
  const authority = auth.authUser?.authority;
  const customerId = params.customerId ?? search.customerId;
  const customerName = useOwnerName('customer', params.customerId);
  const scope = usersScope(authority, { tenantId, customerId });
  const listTitle = t(`console:${route.title ?? 'user.users'}`);
  const userActions = useUserActions(bump);
  const columns = [
    ...USER_COLUMNS.map((c) => (c.key === 'authority' ? { ...c, cell: (row: Record<string, unknown>) => t(authorityLabel(row.authority)) } : c)),
    actionsColumn((row) => userActions.render(actionUserOf(row), RowAction), 'md'),
  ];

  const fields: FormField[] = [
    { key: 'email', label: t('lists:field.email'), input: 'email', email: true, required: true },
    { key: 'firstName', label: t('lists:field.first-name') },
    { key: 'lastName', label: t('lists:field.last-name') },
  ];
  const openAdd = () =>
    setAdding(scope?.kind === 'own' ? [{ key: CUSTOMER_FIELD, label: t('lists:assign.customer'), input: 'entity', entityType: 'CUSTOMER', required: true, maxLength: null }, ...fields] : fields);
  const save = async (body: Record<string, unknown>) => {
    if (!scope) return false;
    const { [CUSTOMER_FIELD]: customerId, ...user } = body;
    const { ok } = await call('POST', '/api/user', { query: { sendActivationMail: false }, body: { ...newUserBase(scope, customerId as string | undefined), ...user } });
    if (ok) {
      notifySuccess(t('lists:users.added'));
      bump();
    }
    return ok;
  };

  return (
    <EntityListPage
      title={customerName === undefined ? listTitle : t('scoped:heading', { name: customerName, list: listTitle })}
      entityType="USER"
      path={usersListPath(scope)}
      columns={columns}
      refresh={refresh}
      filters={
        authority === 'SYS_ADMIN' ? (
          <TenantChoice
            value={tenantId}
            onChange={(id) => {
              keepInAddress('tenantId', id);
              setTenantId(id);
            }}
          />
        ) : (
          params.customerId && customerName !== undefined && <OwnerBackLink name={customerName} path={customerPath(params.customerId)} />
        )
      }
      actions={scope && <PageAction primary icon={mdiAccountPlusOutline} label={t('lists:users.add')} onClick={openAdd} />}
      deletion={scope ? listDeletion(t, 'user', groupDeletion('users')) : null}
      onOpen={(id) => navigate(userPath(id))}
    >
      {userActions.dialog}
      {adding && <EntityFormDialog title={t('lists:users.add-title')} fields={adding} onSave={save} onClose={() => setAdding(null)} />}
    </EntityListPage>
  );
}
