// Pieces every value widget view draws with: the empty and error card, text that truncates with its whole
// text as a tooltip, and the formatting context of a widget.
import { mdiAlertCircleOutline, mdiChartBoxOutline } from '@mdi/js';
import { Icon } from '../../../core/icon.js';
import { useTranslate } from '../../../core/i18n.js';
import type { Widget } from '../../model/dashboard.types.js';
import type { WidgetData, WidgetViewProps } from '../widget-contract.js';
import type { ValueFormatContext } from './value-format.logic.js';

/** The formatting context of a widget: its config (units, decimals) and settings. */
export function formatContext(props: Pick<WidgetViewProps, 'widget' | 'settings'>): ValueFormatContext {
  return { config: props.widget.config, settings: props.settings };
}

/** Props of {@link WidgetMessage}. */
export interface WidgetMessageProps {
  /** The widget's data: an `error` or `no-data` status shows its message. */
  data?: WidgetData;
  /** Message key (any namespace) shown when the data carries none; default `widgets:value.no-data`. */
  fallback?: string;
  /** Values of the fallback message. */
  values?: Record<string, string | number>;
}

/** What a widget shows instead of its content: the data's error or no-data message, else the fallback text. */
export function WidgetMessage({ data, fallback = 'widgets:value.no-data', values }: WidgetMessageProps) {
  const t = useTranslate();
  const error = data?.status === 'error';
  const message = data?.message && (error || data.status === 'no-data') ? t(data.message.key, data.message.values) : t(fallback, values);
  return (
    <div part="empty" role={error ? 'alert' : undefined} className="flex h-full min-h-0 w-full flex-col items-center justify-center gap-2 p-3 text-center text-sm text-text-muted">
      <Icon path={error ? mdiAlertCircleOutline : mdiChartBoxOutline} size={24} className={error ? 'text-danger' : ''} />
      <p className="max-w-xs break-words">{message}</p>
    </div>
  );
}

/** Whether the widget has nothing to draw: an error, no datasources, or no rows. */
export function nothingToShow(data: WidgetData): boolean {
  return data.status === 'error' || data.status === 'no-data' || data.latest.length === 0;
}

/** Props of {@link Truncated}. */
export interface TruncatedProps {
  /** The text (always shown as text). */
  text: string;
  /** Extra classes. */
  className?: string;
}

/** One line of text cut with an ellipsis when too long, its whole text in a tooltip; its direction follows its content. */
export function Truncated({ text, className = '' }: TruncatedProps) {
  return (
    <span dir="auto" title={text} className={`block min-w-0 truncate ${className}`}>
      {text}
    </span>
  );
}

/** Whether the widget's configuration has an action for a source (`rowClick`, `markerClick` …). */
export function hasAction(widget: Widget, sourceId: string): boolean {
  return (widget.config.actions?.[sourceId]?.length ?? 0) > 0;
}

/** Entity types the widgets name in words; others are shown as the type is written. */
export const NAMED_ENTITY_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'TENANT', 'USER', 'DASHBOARD', 'EDGE', 'RULE_CHAIN'] as const;

/** The name of an entity type in the active language (`widgets:entity-type.device` …), the type itself when unnamed. */
export function entityTypeName(t: (key: string) => string, entityType: string): string {
  return (NAMED_ENTITY_TYPES as readonly string[]).includes(entityType) ? t(`widgets:entity-type.${entityType.toLowerCase().replace('_', '-')}`) : entityType;
}
