import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { OwnedListPage } from '../entity-list/owned-list-page.js';
import { assetsList } from './assets.logic.js';

/** The assets list (console-core §2): the tenant's assets, or the customer's for a customer user, each opening at /assets/{id}. */
export default function AssetsPage({ route }: PageProps) {
  const t = useTranslate();
  return <OwnedListPage title={t(`console:${route.title ?? 'asset.assets'}`)} config={assetsList(t)} />;
}
