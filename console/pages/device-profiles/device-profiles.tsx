import { useState } from 'react';
import { mdiPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { navigate } from '../../session/session.js';
import { PageAction } from '../entity-list/entity-list-page.js';
import { ProfileListPage } from '../entity-list/profile-list-page.js';
import { DeviceProfileAddDialog } from './device-profile-add-dialog.js';
import { DEVICE_PROFILE_COLUMNS, DEVICE_PROFILES_PATH, deviceProfilePath } from './device-profiles.logic.js';

/** The device profiles list of a tenant administrator: add one (its page opens), open one, make one the default, delete the others. */
export default function DeviceProfilesPage({ route }: PageProps) {
  const t = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <ProfileListPage
      title={t(`console:${route.title ?? 'device-profile.device-profiles'}`)}
      path={DEVICE_PROFILES_PATH}
      columns={DEVICE_PROFILE_COLUMNS}
      segment="deviceProfile"
      messages="device-profiles"
      onOpen={(id) => navigate(deviceProfilePath(id))}
      actions={<PageAction primary icon={mdiPlus} label={t('profiles:add.button')} onClick={() => setAdding(true)} />}
    >
      {adding && <DeviceProfileAddDialog onAdded={(id) => navigate(deviceProfilePath(id))} onClose={() => setAdding(false)} />}
    </ProfileListPage>
  );
}
