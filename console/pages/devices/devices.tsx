import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { EntityTable } from '../../../elements/entity-table/entity-table.js';
import type { EntityBulkAction } from '../../../elements/entity-table/table-toolbar.js';
import type { PageProps } from '../../routes.js';
import { $auth, client, navigate } from '../../session/session.js';
import { $searchText } from '../../shell/search-store.js';
import { canManageDevices, deviceColumns, devicePath, devicesListPath } from './devices.logic.js';

/** Deletes devices one after another; a failure raises the client's error notice and stops. */
async function deleteDevices(ids: readonly string[]): Promise<void> {
  for (const deviceId of ids) {
    const { response } = await client.DELETE('/api/device/{deviceId}', { params: { path: { deviceId } } });
    if (!response.ok) return;
  }
}

/** The devices list (console-core §2): every device of the tenant, or of the customer for a customer user, opening each at its own address. */
export default function DevicesPage({ route }: PageProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  const textSearch = useStore($searchText);
  const [refresh, setRefresh] = useState(0);
  const authority = auth.authUser?.authority;
  const path = devicesListPath(authority, auth.authUser?.customerId);
  const manage = canManageDevices(authority);
  const title = t(`console:${route.title ?? 'device.devices'}`);
  const actions: EntityBulkAction[] = manage ? [{ id: 'delete', label: t('console:device.delete'), danger: true }] : [];

  const bulk = async ({ action, ids }: { action: string; ids: string[] }) => {
    if (action !== 'delete') return;
    const confirmed = await showConfirm({
      title: t('console:device.delete-devices-title', { count: ids.length }),
      message: t('console:device.delete-devices-text'),
      ok: t('console:device.delete'),
    });
    if (!confirmed) return;
    await deleteDevices(ids);
    setRefresh((n) => n + 1);
  };

  return (
    <section className="flex h-full min-h-0 flex-col gap-3 p-2 sm:p-4">
      <h1 className="hidden md:block md:sr-only">{title}</h1>
      {path && (
        <div className="min-h-0 flex-1">
          <EntityTable
            path={path}
            entityType="DEVICE"
            columns={deviceColumns(authority)}
            label={title}
            selectable={manage}
            bulkActions={actions}
            textSearch={textSearch}
            refresh={refresh}
            urlState
            onRowOpen={({ id }) => navigate(devicePath(id))}
            onBulkAction={(detail) => void bulk(detail)}
          />
        </div>
      )}
    </section>
  );
}
