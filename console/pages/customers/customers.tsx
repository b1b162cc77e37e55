import { mdiFormatListBulletedSquare } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { navigate } from '../../session/session.js';
import { ContactListPage } from '../entity-list/contact-list-page.js';
import { registerScopedLocales } from '../scoped-lists/i18n/index.js';
import { OwnerLinksMenu } from '../scoped-lists/owner-links.js';
import { customerLinks } from '../scoped-lists/scoped-lists.logic.js';
import { CUSTOMER_COLUMNS, CUSTOMERS_PATH, customerPath } from './customers.logic.js';

await registerScopedLocales();

/**
 * The customers list of a tenant administrator (console-core §2): add, delete, open at /customers/{id}, and a menu
 * per row leading to the customer's users, assets, devices, entity views, dashboards and edge instances.
 */
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
      rowActions={(row) => <OwnerLinksMenu label="scoped:links.customer" icon={mdiFormatListBulletedSquare} links={customerLinks(entityRowId(row, 0))} />}
      onOpen={(id) => navigate(customerPath(id))}
    />
  );
}
