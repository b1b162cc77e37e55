import { mdiAccount } from '@mdi/js';
import { client } from '../../session/session.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import type { PageProps } from '../../routes.js';
import { canEditUser, USER_FIELDS, userName, userSubtitle, type UserRecord } from './user-details.logic.js';

const USER_PAGE: EntityPageConfig<UserRecord> = {
  entityType: 'USER',
  idParam: 'userId',
  listPath: '/users',
  icon: mdiAccount,
  tabs: ['details', 'attributes', 'telemetry', 'relations', 'audit'],
  load: (userId) => client.with({ ignoreErrors: true }).GET('/api/user/{userId}', { params: { path: { userId } } }),
  save: async (user) => {
    const { data } = await client.POST('/api/user', { params: { query: { sendActivationMail: false } }, body: user });
    return data && { ...user, ...data };
  },
  nameOf: userName,
  subtitleOf: userSubtitle,
  fieldsOf: () => USER_FIELDS,
  canEdit: canEditUser,
  messages: { saved: 'details:form.saved', readOnly: 'details:form.read-only' },
};

/** A user at its own address for system and tenant administrators: e-mail, names and description, and (tenant) attributes, telemetry, relations and audit logs. */
export default function UserDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={USER_PAGE} />;
}
