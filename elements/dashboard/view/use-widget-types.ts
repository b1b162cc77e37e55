import { useEffect } from 'react';
import type { TbClient } from '../../../sdk/client.js';
import type { Widget } from '../model/dashboard.types.js';
import { loadWidgetType } from '../widgets/custom/widget-types.js';
import { widgetView } from '../widgets/registry.js';

/**
 * Loads, once each, the types of the widgets with no native view, quietly: those whose type has a
 * controller script then run as custom widgets, the others say why they cannot.
 */
export function useWidgetTypes(client: Pick<TbClient, 'with'>, widgets: readonly Widget[]): void {
  useEffect(() => {
    const typeClient = client.with({ ignoreErrors: true, ignoreLoading: true });
    for (const w of widgets) {
      if (!widgetView(w.bundleAlias, w.typeAlias)) void loadWidgetType(typeClient, w.bundleAlias, w.typeAlias, w.isSystemType !== false);
    }
  }, [client, widgets]);
}
