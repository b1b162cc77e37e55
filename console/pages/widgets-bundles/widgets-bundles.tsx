import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { SimpleListPage } from '../entity-list/simple-list-page.js';
import { WIDGETS_BUNDLE_COLUMNS, WIDGETS_BUNDLES_PATH } from './widgets-bundles.logic.js';

/** The widgets library: the system bundles and the tenant's own, sorted by title; deleting one the role does not own is refused by the server. */
export default function WidgetsBundlesPage({ route }: PageProps) {
  const t = useTranslate();
  return (
    <SimpleListPage
      title={t(`console:${route.title ?? 'widget.widget-library'}`)}
      path={WIDGETS_BUNDLES_PATH}
      columns={WIDGETS_BUNDLE_COLUMNS}
      segment="widgetsBundle"
      messages="widgets-bundles"
      defaultSort={{ property: 'title', direction: 'ASC' }}
    />
  );
}
