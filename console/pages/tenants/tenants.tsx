import { mdiAccountMultipleOutline } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { navigate } from '../../session/session.js';
import { ContactListPage } from '../entity-list/contact-list-page.js';
import { RowAction } from '../entity-list/row-actions.js';
import { TENANT_COLUMNS, TENANTS_PATH, tenantAdminsPath, tenantPath } from './tenants.logic.js';

/** The tenants list of a system administrator (console-core §2): add, delete, open at /tenants/{id}, and each tenant's administrators. */
export default function TenantsPage({ route }: PageProps) {
  const t = useTranslate();
  return (
    <ContactListPage
      title={t(`console:${route.title ?? 'tenant.tenants'}`)}
      entityType="TENANT"
      path={TENANTS_PATH}
      segment="tenant"
      messages="tenants"
      columns={TENANT_COLUMNS}
      rowActions={(row) => <RowAction icon={mdiAccountMultipleOutline} label={t('lists:tenants.admins')} onClick={() => navigate(tenantAdminsPath(entityRowId(row, 0)))} />}
      onOpen={(id) => navigate(tenantPath(id))}
    />
  );
}
