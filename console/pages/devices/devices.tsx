import { useStore } from '@nanostores/react';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { $auth, navigate } from '../../session/session.js';
import { deleteEntity } from '../entity-list/api.js';
import { useAssignment } from '../entity-list/assignment.js';
import { EntityListPage, useRefresh } from '../entity-list/entity-list-page.js';
import { actionsColumn } from '../entity-list/row-actions.js';
import { canManageDevices, deviceColumns, devicePath, devicesListPath } from './devices.logic.js';

/** The devices list (console-core §2): every device of the tenant, or of the customer for a customer user, opening each at its own address. */
export default function DevicesPage({ route }: PageProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  const [refresh, bump] = useRefresh();
  const authority = auth.authUser?.authority;
  const manage = canManageDevices(authority);
  const assignment = useAssignment('device', bump);
  const columns = manage ? [...deviceColumns(authority), actionsColumn(assignment.actions)] : deviceColumns(authority);

  return (
    <EntityListPage
      title={t(`console:${route.title ?? 'device.devices'}`)}
      entityType="DEVICE"
      path={devicesListPath(authority, auth.authUser?.customerId)}
      columns={columns}
      refresh={refresh}
      deletion={
        manage
          ? {
              deleteOne: (id) => deleteEntity('device', id),
              title: (count) => t('console:device.delete-devices-title', { count }),
              text: t('console:device.delete-devices-text'),
            }
          : null
      }
      onOpen={(id) => navigate(devicePath(id))}
    >
      {assignment.dialog}
    </EntityListPage>
  );
}
