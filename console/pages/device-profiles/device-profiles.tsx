import { mdiFlagCheckered } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { navigate } from '../../session/session.js';
import { EntityListPage, groupDeletion, listDeletion, useRefresh } from '../entity-list/entity-list-page.js';
import { setDefaultPath } from '../entity-list/entity-list.logic.js';
import { actionsColumn, RowAction } from '../entity-list/row-actions.js';
import { useNotifiedCall } from '../entity-list/use-notified-call.js';
import { DEVICE_PROFILE_COLUMNS, DEVICE_PROFILES_PATH, deviceProfilePath } from './device-profiles.logic.js';

/** The device profiles list of a tenant administrator: open one, make one the default, delete the others. */
export default function DeviceProfilesPage({ route }: PageProps) {
  const t = useTranslate();
  const [refresh, bump] = useRefresh();
  const notified = useNotifiedCall(bump);
  const columns = [
    ...DEVICE_PROFILE_COLUMNS,
    actionsColumn(
      (row) =>
        row.default !== true && (
          <RowAction icon={mdiFlagCheckered} label={t('lists:action.set-default')} onClick={() => void notified('POST', setDefaultPath('deviceProfile', entityRowId(row, 0)), 'lists:notice.default-set')} />
        ),
      'sm',
    ),
  ];
  return (
    <EntityListPage
      title={t(`console:${route.title ?? 'device-profile.device-profiles'}`)}
      path={DEVICE_PROFILES_PATH}
      columns={columns}
      refresh={refresh}
      onOpen={(id) => navigate(deviceProfilePath(id))}
      deletion={listDeletion(t, 'deviceProfile', groupDeletion('device-profiles'))}
    />
  );
}
