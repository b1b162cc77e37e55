import { mdiAccountMultipleOutline } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { navigate } from '../../session/session.js';
import { ContactListPage } from '../entity-list/contact-list-page.js';
import { RowAction } from '../entity-list/row-actions.js';
import { CUSTOMER_COLUMNS, CUSTOMERS_PATH, customerPath, customerUsersPath } from './customers.logic.js';

/** The customers list of a tenant administrator (console-core §2): add, delete, open at /customers/{id}, and each customer's users. */
export default function CustomersPage({ route }: PageProps) {
  const t = useTranslate();
  return (
    <ContactListPage
      title={t(`console:${route.title ?? 'customer.customers'}`)}
      entityType="CUSTOMER"
      path={CUSTOMERS_PATH}
      segment="customer"
      messages="customers"
      columns={CUSTOMER_COLUMNS}
      rowActions={(row) => <RowAction icon={mdiAccountMultipleOutline} label={t('lists:customers.users')} onClick={() => navigate(customerUsersPath(entityRowId(row, 0)))} />}
      onOpen={(id) => navigate(customerPath(id))}
    />
  );
}
