import { mdiDomain } from '@mdi/js';
import { client } from '../../session/session.js';
import { EntityDetailsPage, type EntityPageConfig } from '../entity-details/entity-details-page.js';
import type { PageProps } from '../../routes.js';
import { ASSET_FIELDS, typeAndLabel, type AssetRecord } from './asset-details.logic.js';

const ASSET_PAGE: EntityPageConfig<AssetRecord> = {
  entityType: 'ASSET',
  idParam: 'assetId',
  listPath: '/assets',
  icon: mdiDomain,
  tabs: ['details', 'attributes', 'telemetry', 'alarms', 'relations', 'audit'],
  load: (assetId) => client.with({ ignoreErrors: true }).GET('/api/asset/info/{assetId}', { params: { path: { assetId } } }),
  save: async (asset) => {
    const { data } = await client.POST('/api/asset', { body: asset });
    return data && { ...asset, ...data };
  },
  nameOf: (asset) => asset.name ?? '',
  subtitleOf: typeAndLabel,
  fieldsOf: () => ASSET_FIELDS,
  messages: { saved: 'details:form.saved', readOnly: 'details:form.read-only' },
};

/** An asset at its own address: name, type, label and description, attributes, live telemetry, alarms, relations and audit logs (console-core §2, §6). */
export default function AssetDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={ASSET_PAGE} />;
}
