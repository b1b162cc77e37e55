import { mdiContentCopy, mdiFormatListBulletedSquare, mdiRouterNetwork } from '@mdi/js';
import { client } from '../../session/session.js';
import { useConsoleText } from '../auth/use-text.js';
import { CopyAction } from '../entity-details/copy-action.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import { ENTITY_TABS } from '../entity-details/entity-details.logic.js';
import type { PageProps } from '../../routes.js';
import { typeAndLabel } from '../assets/asset-details.logic.js';
import { canManageEdge, canSeeEdgeKeys, edgeFields, EDGE_EVENTS_TAB, EDGE_RULE_CHAINS_TAB, type EdgeRecord } from './edge-details.logic.js';
import { EdgeEventsTab } from './edge-events-tab.js';
import { EdgeRuleChainsTab } from './edge-rule-chains-tab.js';
import { SyncEdgeAction } from './edge-sync.js';
import { registerScopedLocales } from '../scoped-lists/i18n/index.js';
import { OwnerLinksMenu } from '../scoped-lists/owner-links.js';
import { edgeLinks } from '../scoped-lists/scoped-lists.logic.js';
import { registerEdgesLocales } from './i18n/index.js';

await Promise.all([registerEdgesLocales(), registerScopedLocales()]);

/** The copy button at the end of the routing key or secret field. */
function CopyKey({ text, label }: { text: string | undefined; label: string }) {
  const t = useConsoleText();
  return <CopyAction compact text={text || null} label={t(label)} icon={mdiContentCopy} />;
}

const EDGE_PAGE: EntityPageConfig<EdgeRecord> = {
  entityType: 'EDGE',
  idParam: 'edgeId',
  listPath: '/edgeInstances',
  icon: mdiRouterNetwork,
  tabs: ENTITY_TABS,
  load: (edgeId) => client.with({ ignoreErrors: true }).GET('/api/edge/info/{edgeId}', { params: { path: { edgeId } } }),
  save: async (edge) => {
    const { data } = await client.POST('/api/edge', { body: edge });
    return data && { ...edge, ...data };
  },
  nameOf: (edge) => edge.name ?? '',
  subtitleOf: typeAndLabel,
  fieldsOf: (_edge, authority) => edgeFields(authority),
  messages: { saved: 'details:form.saved', readOnly: 'details:form.read-only' },
  fieldEnds: (edge, authority) =>
    canSeeEdgeKeys(authority)
      ? { routingKey: <CopyKey text={edge.routingKey} label="details:field.copy-routing-key" />, secret: <CopyKey text={edge.secret} label="details:field.copy-secret" /> }
      : {},
  headerActions: (edge, authority) =>
    edge.id?.id && (
      <>
        <OwnerLinksMenu variant="header" label="scoped:links.edge" icon={mdiFormatListBulletedSquare} links={edgeLinks(edge.id.id, authority)} />
        {canManageEdge(authority) && <SyncEdgeAction edge={{ id: edge.id.id, name: edge.name ?? '' }} />}
      </>
    ),
  extraTabs: [
    {
      id: EDGE_EVENTS_TAB,
      label: 'edges:tab.events',
      visible: canManageEdge,
      render: ({ entity }) => <EdgeEventsTab edgeId={entity.id} />,
    },
    {
      id: EDGE_RULE_CHAINS_TAB,
      label: 'edges:tab.rule-chains',
      visible: canManageEdge,
      render: ({ record, entity, setRecord }) => (
        <EdgeRuleChainsTab
          edge={{ id: entity.id, name: entity.name, rootChainId: record.rootRuleChainId?.id ?? null }}
          onEdgeChanged={(saved) => setRecord({ ...record, ...saved })}
        />
      ),
    },
  ],
};

/**
 * An edge at its own address: its fields with the routing key and secret to copy, every entity tab, a menu leading
 * to its assigned assets, devices, entity views and dashboards, and for tenant administrators its events, its rule
 * chains and the "Sync edge" button (customer users see none of these).
 */
export default function EdgeDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={EDGE_PAGE} />;
}
