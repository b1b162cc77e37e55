import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { listFirst } from '../entity-list/api.js';
import { OwnedListPage } from '../entity-list/owned-list-page.js';
import { entityViewsList, targetValue } from './entity-views.logic.js';

interface Named {
  id: { id: string };
  name: string;
}

/** The entity views list (console-core §2): the tenant's views, or the customer's for a customer user, each opening at /entityViews/{id}. */
export default function EntityViewsPage({ route }: PageProps) {
  const t = useTranslate();
  const loadTargets = async () => {
    const [devices, assets] = await Promise.all([listFirst<Named>('/api/tenant/deviceInfos', 'name'), listFirst<Named>('/api/tenant/assetInfos', 'name')]);
    return [
      ...devices.map((d) => ({ value: targetValue('DEVICE', d.id.id), label: `${t('console:entity-type.DEVICE')}: ${d.name}` })),
      ...assets.map((a) => ({ value: targetValue('ASSET', a.id.id), label: `${t('console:entity-type.ASSET')}: ${a.name}` })),
    ];
  };
  return <OwnedListPage title={t(`console:${route.title ?? 'entity-view.entity-views'}`)} config={entityViewsList(t, loadTargets)} />;
}
