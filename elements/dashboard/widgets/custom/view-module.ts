import type { WidgetModule } from '../widget-contract.js';

/** The view of custom widgets (widget types with a controller script and no native view), loaded on first use. */
export const CUSTOM_WIDGET: WidgetModule = () => import('./custom-widget.js');
