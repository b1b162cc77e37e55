import { mdiViewQuilt } from '@mdi/js';
import { client } from '../../session/session.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import { ENTITY_TABS } from '../entity-details/entity-details.logic.js';
import type { PageProps } from '../../routes.js';
import { ENTITY_VIEW_FIELDS, VIEW_TARGET_PART, type EntityViewRecord } from './entity-view-details.logic.js';
import { EntityViewTargetFields } from './entity-view-target.js';

const ENTITY_VIEW_PAGE: EntityPageConfig<EntityViewRecord> = {
  entityType: 'ENTITY_VIEW',
  idParam: 'entityViewId',
  listPath: '/entityViews',
  icon: mdiViewQuilt,
  tabs: ENTITY_TABS,
  load: (entityViewId) => client.with({ ignoreErrors: true }).GET('/api/entityView/info/{entityViewId}', { params: { path: { entityViewId } } }),
  save: async (view) => {
    const { data } = await client.POST('/api/entityView', { body: view });
    return data && { ...view, ...data };
  },
  nameOf: (view) => view.name ?? '',
  subtitleOf: (view) => view.type ?? '',
  fieldsOf: () => ENTITY_VIEW_FIELDS,
  messages: { saved: 'details:form.saved', readOnly: 'details:form.read-only' },
  editors: { [VIEW_TARGET_PART]: EntityViewTargetFields },
};

/** An entity view at its own address: name, type, what it shows (entity, keys, period) and description, attributes, telemetry, alarms, relations, audit logs and events. */
export default function EntityViewDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={ENTITY_VIEW_PAGE} />;
}
