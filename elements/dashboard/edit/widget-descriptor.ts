// The selected widget's type for the side panel's forms: its descriptor loaded once per type for the
// session (GET /api/widgetType, the cache the dashboard view's custom widgets share), null while
// loading or when it failed, with the reason.
import { useEffect } from 'react';
import type { TbClient } from '../../../sdk/client.js';
import type { Widget } from '../model/dashboard.types.js';
import type { JsonObject } from '../model/problems.js';
import { loadWidgetType, useWidgetType } from '../widgets/custom/widget-types.js';

/** The client calls edit mode makes: the widget library lists and a widget's type. */
export type EditorClient = Pick<TbClient, 'call' | 'GET'>;

/** A widget type's descriptor as the panel knows it. */
export type DescriptorState = { status: 'loading' | 'missing' | 'ready'; descriptor: JsonObject | null } | { status: 'failed'; descriptor: null; message: string };

/** The descriptor of a widget's type, loading it on first use. */
export function useWidgetDescriptor(client: EditorClient, widget: Pick<Widget, 'bundleAlias' | 'typeAlias' | 'isSystemType'>): DescriptorState {
  const { bundleAlias, typeAlias } = widget;
  const isSystem = widget.isSystemType !== false;
  const entry = useWidgetType(bundleAlias, typeAlias);
  useEffect(() => {
    void loadWidgetType(client, bundleAlias, typeAlias, isSystem);
  }, [client, bundleAlias, typeAlias, isSystem]);
  if (!entry || entry.status === 'loading') return { status: 'loading', descriptor: null };
  if (entry.status === 'failed') return { status: 'failed', descriptor: null, message: entry.message };
  if (entry.status === 'missing') return { status: 'missing', descriptor: null };
  return { status: 'ready', descriptor: entry.descriptor as unknown as JsonObject };
}
