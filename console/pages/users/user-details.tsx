import { useState } from 'react';
import { mdiAccount } from '@mdi/js';
import { client } from '../../session/session.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import { HeaderAction } from '../devices/header-action.js';
import type { PageProps } from '../../routes.js';
import { useUserActions } from './user-actions.js';
import { actionUserOf } from './user-actions.logic.js';
import { canEditUser, USER_FIELDS, userName, userSubtitle, type UserRecord } from './user-details.logic.js';

/** The account buttons of a user's page; enabling or disabling updates what the buttons offer. */
function UserHeaderActions({ user }: { user: UserRecord }) {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const actions = useUserActions((_user, value) => setEnabled(value));
  const shown = actionUserOf(user as Record<string, unknown>);
  const current = enabled === null ? shown : { ...shown, additionalInfo: { ...shown.additionalInfo, userCredentialsEnabled: enabled } };
  return (
    <>
      {actions.render(current, HeaderAction)}
      {actions.dialog}
    </>
  );
}

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
  headerActions: (user, authority) => (canEditUser(authority) ? <UserHeaderActions user={user} /> : null),
};

/**
 * A user at its own address for system and tenant administrators: e-mail, names and description, and (tenant)
 * attributes, telemetry, relations and audit logs; the header shows the activation link, sends the activation
 * mail, enables or disables the account and logs in as the user where the role may.
 */
export default function UserDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={USER_PAGE} />;
}
