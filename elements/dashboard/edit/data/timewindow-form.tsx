import { useId } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import { TimeWindow } from '../../../time-window/time-window.js';
import type { Timewindow } from '../../model/dashboard.types.js';
import type { WidgetFormProps } from '../form-context.js';
import { registerWidgetDataLocales } from './i18n/index.js';
import { displaysTimewindow, hasTimewindow, setDisplayTimewindow, setUseDashboardTimewindow, setWidgetTimewindow, usesDashboardTimewindow } from './timewindow-form.logic.js';
import { Note } from './fields.js';

await registerWidgetDataLocales();

/** A switch (a checkbox with the switch role) and its label. */
function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-base text-text">
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-accent" />
      {label}
    </label>
  );
}

/**
 * The time window form of edit mode's side panel, for timeseries and alarm widgets: the "use dashboard
 * time window" switch (on by default), and when it is off the widget's own window in the time-window
 * control (edit mode, with its hide flags; the aggregation limit bounded by the server's maximum datapoints
 * limit once known) and whether the widget's header shows it.
 */
export function TimewindowForm({ config, onChange, context }: WidgetFormProps) {
  const t = useTranslate();
  const ownId = useId();
  if (!hasTimewindow(context.widget.type)) return <Note>{t('widgetdata:timewindow.none')}</Note>;
  const useDashboard = usesDashboardTimewindow(config);
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-md font-semibold text-text">{t('widgetdata:timewindow.title')}</h2>
      <Switch
        label={t('widgetdata:timewindow.use-dashboard')}
        checked={useDashboard}
        onChange={(on) => onChange(setUseDashboardTimewindow(config, on, context.dashboard.configuration.timewindow))}
      />
      {!useDashboard && (
        <>
          <div role="group" aria-labelledby={ownId} className="flex flex-col gap-1">
            <span id={ownId} className="text-sm font-medium text-text">
              {t('widgetdata:timewindow.own')}
            </span>
            <TimeWindow
              value={config.timewindow}
              isEdit
              maxDatapointsLimit={context.maxDatapointsLimit ?? undefined}
              onChange={(next) => onChange(setWidgetTimewindow(config, next as unknown as Timewindow))}
            />
          </div>
          <Switch label={t('widgetdata:timewindow.display')} checked={displaysTimewindow(config)} onChange={(on) => onChange(setDisplayTimewindow(config, on))} />
        </>
      )}
    </div>
  );
}
