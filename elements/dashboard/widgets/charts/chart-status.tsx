import { mdiAlertCircleOutline, mdiChartLine } from '@mdi/js';
import { Icon } from '../../../core/icon.js';
import { useTranslate } from '../../../core/i18n.js';
import type { WidgetData } from '../widget-contract.js';

/** Props of {@link ChartStatus}. */
export interface ChartStatusProps {
  /** The data's status; `ready` means ready but nothing to draw. */
  status: WidgetData['status'];
  /** The data layer's message (error, no data). */
  message?: WidgetData['message'];
  /** The widget's `noDataDisplayMessage`, shown as text instead of the default when set. */
  noDataText?: string;
  /** Message key of the default empty text; `charts:empty.no-data` by default. */
  emptyKey?: string;
}

/** What a chart shows instead of a plot: a skeleton while loading, the error, or why there is nothing to draw. */
export function ChartStatus({ status, message, noDataText, emptyKey = 'charts:empty.no-data' }: ChartStatusProps) {
  const t = useTranslate();
  if (status === 'loading') {
    return (
      <div className="flex size-full flex-col gap-3 p-3" aria-busy="true">
        <span role="status" className="sr-only">{t('charts:empty.loading')}</span>
        <span aria-hidden="true" className="min-h-0 flex-1 rounded-card bg-surface-hover motion-safe:animate-pulse" />
        <span aria-hidden="true" className="h-3 w-1/3 rounded-full bg-surface-hover motion-safe:animate-pulse" />
      </div>
    );
  }
  const error = status === 'error';
  const text = message ? t(message.key, message.values) : noDataText?.trim() || t(emptyKey);
  return (
    <div part={error ? 'error' : 'empty'} role={error ? 'alert' : 'status'} className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center">
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${error ? 'bg-danger-soft text-danger' : 'bg-surface-sunken text-text-muted'}`}>
        <Icon path={error ? mdiAlertCircleOutline : mdiChartLine} size={22} />
      </span>
      <p className={`max-w-md break-words ${error ? 'text-text' : 'text-text-muted'}`}>{text}</p>
    </div>
  );
}
