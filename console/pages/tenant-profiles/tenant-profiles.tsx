import { useState } from 'react';
import { mdiPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { navigate } from '../../session/session.js';
import { PageAction } from '../entity-list/entity-list-page.js';
import { ProfileListPage } from '../entity-list/profile-list-page.js';
import { tenantProfilePath } from './tenant-profile.logic.js';
import { TenantProfileAddDialog } from './tenant-profile-add-dialog.js';
import { PROFILE_COLUMNS, TENANT_PROFILES_PATH } from './tenant-profiles.logic.js';

/** The tenant profiles list of a system administrator: add one (its page opens), open one, make one the default, delete the others. */
export default function TenantProfilesPage({ route }: PageProps) {
  const t = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <ProfileListPage
      title={t(`console:${route.title ?? 'tenant-profile.tenant-profiles'}`)}
      path={TENANT_PROFILES_PATH}
      columns={PROFILE_COLUMNS}
      segment="tenantProfile"
      messages="tenant-profiles"
      onOpen={(id) => navigate(tenantProfilePath(id))}
      actions={<PageAction primary icon={mdiPlus} label={t('tenantprofiles:add.button')} onClick={() => setAdding(true)} />}
    >
      {adding && <TenantProfileAddDialog onAdded={(id) => navigate(tenantProfilePath(id))} onClose={() => setAdding(false)} />}
    </ProfileListPage>
  );
}
