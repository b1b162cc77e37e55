import { mdiAccountGroup, mdiFormatListBulletedSquare } from '@mdi/js';
import { client } from '../../session/session.js';
import { ContactEditor } from '../entity-details/contact-editor.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import type { PageProps } from '../../routes.js';
import { registerScopedLocales } from '../scoped-lists/i18n/index.js';
import { OwnerLinksMenu } from '../scoped-lists/owner-links.js';
import { customerLinks } from '../scoped-lists/scoped-lists.logic.js';
import { CONTACT_FORM_FIELDS, contactLine, type CustomerRecord } from './customer-details.logic.js';

await registerScopedLocales();

const CUSTOMER_PAGE: EntityPageConfig<CustomerRecord> = {
  entityType: 'CUSTOMER',
  idParam: 'customerId',
  listPath: '/customers',
  icon: mdiAccountGroup,
  tabs: ['details', 'attributes', 'telemetry', 'alarms', 'relations', 'audit'],
  load: (customerId) => client.with({ ignoreErrors: true }).GET('/api/customer/{customerId}', { params: { path: { customerId } } }),
  save: async (customer) => {
    const { data } = await client.POST('/api/customer', { body: customer });
    return data && { ...customer, ...data };
  },
  nameOf: (customer) => customer.title ?? '',
  subtitleOf: contactLine,
  fieldsOf: () => CONTACT_FORM_FIELDS,
  messages: { saved: 'details:form.saved', readOnly: 'details:form.read-only' },
  editors: { contact: ContactEditor },
  headerActions: (customer) =>
    customer.id?.id && <OwnerLinksMenu variant="header" label="scoped:links.customer" icon={mdiFormatListBulletedSquare} links={customerLinks(customer.id.id)} />,
};

/**
 * A customer at its own address: title and contact fields, attributes, telemetry, alarms, relations and audit logs,
 * and a menu in its header leading to its users, assets, devices, entity views, dashboards and edge instances.
 */
export default function CustomerDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={CUSTOMER_PAGE} />;
}
