import { useTranslate } from '../../../elements/core/i18n.js';
import type { PageProps } from '../../routes.js';
import { OwnedListPage } from '../entity-list/owned-list-page.js';
import { edgesList } from './edges.logic.js';

/** The edge instances list (console-core §2): the tenant's edges, or the customer's for a customer user, each opening at /edgeInstances/{id}. */
export default function EdgesPage({ route }: PageProps) {
  const t = useTranslate();
  return <OwnedListPage title={t(`console:${route.title ?? 'edge.edge-instances'}`)} config={edgesList(t)} />;
}
