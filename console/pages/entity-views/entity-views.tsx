import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { OwnedListPage } from '../entity-list/owned-list-page.js';
import { EntityViewTargetFields } from './entity-view-target.js';
import { entityViewsList } from './entity-views.logic.js';

/** The entity views list (console-core §2): the tenant's views, or the customer's for a customer user, each opening at /entityViews/{id}. */
export default function EntityViewsPage({ route }: PageProps) {
  const t = useTranslate();
  return <OwnedListPage title={t(`console:${route.title ?? 'entity-view.entity-views'}`)} config={entityViewsList(t, (props) => <EntityViewTargetFields {...props} />)} />;
}
