// Mounts one widget view with hand-made WidgetData, the way the dashboard frame does, for the widget browser tests.
import { waitUntil } from '@open-wc/testing';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { adoptKitStyles } from '../../elements/core/stylesheet.js';
import type { DataKey, Widget } from '../../elements/dashboard/model/dashboard.types.js';
import { nextFrame } from './support/kit-test.js';
import type { LatestCell, LatestRow, WidgetData, WidgetEntity, WidgetViewProps } from '../../elements/dashboard/widgets/widget-contract.js';

/** A data key of the given name; label, units and decimals as given. */
export function key(name: string, extra: Partial<DataKey> = {}): DataKey {
  return { name, type: 'timeseries', label: name, settings: {}, ...extra };
}

/** A latest cell of a key. */
export function cell(dataKey: DataKey, value: string | null, ts: number | null = value === null ? null : 1_700_000_000_000): LatestCell {
  return { key: dataKey, value, ts };
}

/** A device entity. */
export function device(name: string, id = `id-${name}`, label = ''): WidgetEntity {
  return { entityType: 'DEVICE', id, name, label };
}

/** A row of an entity with its cells. */
export function row(entity: WidgetEntity | undefined, cells: LatestCell[], datasourceName = entity?.name ?? 'Simulated'): LatestRow {
  return { entity, datasourceName, cells };
}

/** Ready data with the given latest rows (and alarms). */
export function ready(latest: LatestRow[], extra: Partial<WidgetData> = {}): WidgetData {
  return { status: 'ready', latest, series: [], alarms: [], ...extra };
}

/** A widget of a library type with the given config. */
export function widgetOf(bundleAlias: string, typeAlias: string, config: Partial<Widget['config']> = {}): Widget {
  return { id: 'w1', bundleAlias, typeAlias, type: 'latest', title: 'Widget', config: { datasources: [], ...config } };
}

/** A mounted view: its container, the props it got, a way to give it new props, and the actions it fired. */
export interface Mounted {
  host: HTMLElement;
  actions: Parameters<WidgetViewProps['onAction']>[0][];
  update(props: Partial<WidgetViewProps>): Promise<void>;
  unmount(): void;
}

const mounted: Root[] = [];

/** Renders a view into a box of the given size on the page (kit styles adopted), answering once it drew something. */
export async function mountView(View: ComponentType<WidgetViewProps>, props: Partial<WidgetViewProps> & Pick<WidgetViewProps, 'widget' | 'data'>): Promise<Mounted> {
  adoptKitStyles(document);
  const host = document.createElement('div');
  const width = props.width ?? 360;
  const height = props.height ?? 240;
  host.style.cssText = `width:${width}px;height:${height}px;position:relative`;
  host.className = 'bg-surface text-text';
  document.body.append(host);
  const actions: Mounted['actions'] = [];
  let current: WidgetViewProps = {
    settings: {},
    width,
    height,
    onAction: (request) => void actions.push(request),
    ...props,
  };
  const root = createRoot(host);
  mounted.push(root);
  root.render(<View {...current} />);
  await waitUntil(() => host.childElementCount > 0, 'the view rendered');
  return {
    host,
    actions,
    async update(next) {
      current = { ...current, ...next };
      root.render(<View {...current} />);
      await nextFrame();
    },
    unmount: () => root.unmount(),
  };
}

/** Unmounts every view and empties the page. */
export function cleanUpViews(): void {
  while (mounted.length) mounted.pop()!.unmount();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('data-theme');
}

/** The visible text of a node, whitespace collapsed. */
export function textOf(node: Element): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}
