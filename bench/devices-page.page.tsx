// The page of the table-only part of bench/devices-page.mjs: the devices list's entity table as a tenant
// administrator sees it (its columns, the live activity column, four row buttons), with a page of 1,000 devices
// answered in the page and a realtime channel answering every subscribed device as active, so the scroll frames
// of the table itself can be measured without a server or a console build.
import { createRoot } from 'react-dom/client';
import { mdiAccountPlusOutline, mdiDeleteOutline, mdiShareVariantOutline, mdiShieldKeyOutline } from '@mdi/js';
import { adoptKitStyles } from '../elements/core/stylesheet.js';
import { EntityTable } from '../elements/entity-table/entity-table.js';
import type { EntityRow } from '../elements/entity-table/entity-columns.js';
import type { LiveCellsChannel } from '../elements/entity-table/use-live-cells.js';
import { actionsColumn, RowAction } from '../console/pages/entity-list/row-actions.js';
import { deviceColumns } from '../console/pages/devices/devices.logic.js';
import type { PageData } from '../sdk/page-link.js';

const ROWS = 1_000;
const START = Date.UTC(2026, 0, 1);

const devices: EntityRow[] = Array.from({ length: ROWS }, (_, i) => ({
  id: { entityType: 'DEVICE', id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` },
  createdTime: START - i * 60_000,
  name: `Bench device ${i}`,
  label: i % 3 ? `Room ${i}` : '',
  deviceProfileName: 'default',
  customerTitle: i % 4 ? '' : 'Customer A',
  customerIsPublic: false,
  additionalInfo: { gateway: i % 10 === 0 },
}));

const fetchPage = async (): Promise<PageData<EntityRow>> => ({ data: devices, totalElements: ROWS, totalPages: 1, hasNext: false });

/** Answers every subscribed device as active at once, as the server does for devices that sent something. */
const realtime: LiveCellsChannel = {
  subscribeEntityData(options) {
    const query = options.query as { entityFilter?: { entityList?: string[] } };
    const ids = query.entityFilter?.entityList ?? [];
    const data = ids.map((id) => ({ entityId: { entityType: 'DEVICE', id }, latest: { SERVER_ATTRIBUTE: { active: { ts: START, value: 'true' } } }, timeseries: {} }));
    const page = { data, totalElements: data.length, totalPages: 1, hasNext: false };
    queueMicrotask(() => options.onData?.(page as never, data as never, {} as never));
    return { unsubscribe() {} } as ReturnType<LiveCellsChannel['subscribeEntityData']>;
  },
};

function Activity({ value }: { value: unknown }) {
  const active = value === true || value === 'true';
  return (
    <span className={`flex items-center gap-1.5 truncate ${active ? 'text-success' : 'text-text-muted'}`}>
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${active ? 'bg-success' : 'bg-border-strong'}`} />
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}

const noop = () => undefined;
const columns = [
  ...deviceColumns('TENANT_ADMIN').map((column) => (column.live ? { ...column, cell: (row: EntityRow) => <Activity value={row[column.key]} /> } : column)),
  actionsColumn(
    () => (
      <>
        <RowAction icon={mdiShieldKeyOutline} label="Manage credentials" onClick={noop} />
        <RowAction icon={mdiAccountPlusOutline} label="Assign to customer" onClick={noop} />
        <RowAction icon={mdiShareVariantOutline} label="Make public" onClick={noop} />
        <RowAction icon={mdiDeleteOutline} label="Delete" onClick={noop} danger />
      </>
    ),
    'md',
  ),
];

const host = document.getElementById('host')!;
const shadow = host.attachShadow({ mode: 'open' });
adoptKitStyles(shadow);
const mount = document.createElement('div');
mount.style.height = '100vh';
shadow.append(mount);
createRoot(mount).render(
  <EntityTable entityType="DEVICE" label="Devices" columns={columns} fetchPage={fetchPage} realtime={realtime} selectable defaultPageSize={ROWS} pageSizes={[10, ROWS]} />,
);
