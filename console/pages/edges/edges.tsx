import { mdiFormatListBulletedSquare } from '@mdi/js';
import { useStore } from '@nanostores/react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { $auth } from '../../session/session.js';
import { OwnedListPage } from '../entity-list/owned-list-page.js';
import { registerScopedLocales } from '../scoped-lists/i18n/index.js';
import { OwnerLinksMenu } from '../scoped-lists/owner-links.js';
import { edgeLinks } from '../scoped-lists/scoped-lists.logic.js';
import { edgesList } from './edges.logic.js';
import { registerEdgesLocales } from './i18n/index.js';

await Promise.all([registerEdgesLocales(), registerScopedLocales()]);

/**
 * The edge instances list (console-core §2): the tenant's edges, or the customer's for a customer user, each opening
 * at /edgeInstances/{id}, with a menu per row leading to the edge's assets, devices, entity views and dashboards
 * (and its rule chains for a tenant administrator).
 */
export default function EdgesPage({ route }: PageProps) {
  const t = useTranslate();
  const authority = useStore($auth).authUser?.authority;
  return (
    <OwnedListPage
      title={t(`console:${route.title ?? 'edge.edge-instances'}`)}
      config={edgesList(t)}
      rowActions={(row) => <OwnerLinksMenu label="scoped:links.edge" icon={mdiFormatListBulletedSquare} links={edgeLinks(entityRowId(row, 0), authority)} />}
    />
  );
}
