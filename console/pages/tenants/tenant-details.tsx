import { mdiAccountSupervisor } from '@mdi/js';
import { client } from '../../session/session.js';
import { ContactEditor } from '../entity-details/contact-editor.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import type { PageProps } from '../../routes.js';
import { contactLine } from '../customers/customer-details.logic.js';
import { canEditTenant, TENANT_FIELDS, type TenantRecord } from './tenant-details.logic.js';

const TENANT_PAGE: EntityPageConfig<TenantRecord> = {
  entityType: 'TENANT',
  idParam: 'tenantId',
  listPath: '/tenants',
  icon: mdiAccountSupervisor,
  tabs: ['details', 'attributes', 'telemetry', 'events'],
  load: (tenantId) => client.with({ ignoreErrors: true }).GET('/api/tenant/info/{tenantId}', { params: { path: { tenantId } } }),
  save: async (tenant) => {
    const { data } = await client.POST('/api/tenant', { body: tenant });
    return data && { ...tenant, ...data };
  },
  nameOf: (tenant) => tenant.title ?? '',
  subtitleOf: contactLine,
  fieldsOf: () => TENANT_FIELDS,
  canEdit: canEditTenant,
  messages: { saved: 'details:form.saved', readOnly: 'details:form.read-only' },
  editors: { contact: ContactEditor },
};

/** A tenant at its own address for the system administrator: title, profile and contact fields, attributes, telemetry and events. */
export default function TenantDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={TENANT_PAGE} />;
}
