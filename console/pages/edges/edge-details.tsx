import { mdiContentCopy, mdiRouterNetwork } from '@mdi/js';
import { client } from '../../session/session.js';
import { useConsoleText } from '../auth/use-text.js';
import { CopyAction } from '../entity-details/copy-action.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import { ENTITY_TABS } from '../entity-details/entity-details.logic.js';
import type { PageProps } from '../../routes.js';
import { typeAndLabel } from '../assets/asset-details.logic.js';
import { canSeeEdgeKeys, edgeFields, type EdgeRecord } from './edge-details.logic.js';

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
};

/** An edge at its own address: its fields with the routing key and secret to copy (tenant administrators), and every entity tab. */
export default function EdgeDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={EDGE_PAGE} />;
}
