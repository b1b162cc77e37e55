import { mdiArrowDown, mdiArrowUp, mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { Icon } from '../../../core/icon.js';
import { useTranslate } from '../../../core/i18n.js';
import type { Datasource } from '../../model/dashboard.types.js';
import type { WidgetFormProps } from '../form-context.js';
import { registerWidgetDataLocales } from './i18n/index.js';
import {
  aliasChoices, allowedDatasourceTypes, canAdd, descriptorLimit, moveItem, newDatasource, removeItem, replaceItem, widgetDataKind,
  withAlarmSource, withDatasources, withTargetDeviceAlias,
} from './datasources.logic.js';
import { usedKeyColors } from './data-keys.logic.js';
import { DatasourceEditor } from './datasource-editor.js';
import { BUTTON, IconButton, Note, SelectField } from './fields.js';

export { TimewindowForm } from './timewindow-form.js';

await registerWidgetDataLocales();

/** The first alias of the dashboard by name, for a new datasource; none when it has no aliases. */
function firstAliasId(props: WidgetFormProps): string | null {
  return aliasChoices(props.context.aliases)[0]?.id ?? null;
}

/** The datasource list of latest and timeseries widgets: add (up to maxDatasources), reorder, remove, and each one edited. */
function DatasourceList(props: WidgetFormProps) {
  const { config, onChange, context } = props;
  const t = useTranslate();
  const list = config.datasources ?? [];
  const types = allowedDatasourceTypes(context.widget.type);
  const limit = descriptorLimit(context.descriptor, 'maxDatasources', context.widget);
  const keyLimit = descriptorLimit(context.descriptor, 'maxDataKeys', context.widget);
  const usedColors = usedKeyColors(config);
  const set = (next: Datasource[]) => onChange(withDatasources(config, next));
  const last = list.length - 1;
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-md font-semibold text-text">{t('widgetdata:data.datasources')}</h2>
      {list.length === 0 && <Note>{t('widgetdata:data.none')}</Note>}
      {list.map((ds, i) => {
        const title = t('widgetdata:data.datasource', { index: i + 1 });
        return (
          <DatasourceEditor
            key={i}
            datasource={ds}
            title={title}
            types={types}
            widgetType={context.widget.type}
            context={context}
            keyLimit={keyLimit}
            usedColors={usedColors}
            onChange={(next) => set(replaceItem(list, i, next))}
            actions={
              <>
                <IconButton label={t('widgetdata:data.move-up', { index: i + 1 })} path={mdiArrowUp} disabled={i === 0} onClick={() => set(moveItem(list, i, i - 1))} />
                <IconButton label={t('widgetdata:data.move-down', { index: i + 1 })} path={mdiArrowDown} disabled={i === last} onClick={() => set(moveItem(list, i, i + 1))} />
                <IconButton label={t('widgetdata:data.remove', { index: i + 1 })} path={mdiDeleteOutline} danger onClick={() => set(removeItem(list, i))} />
              </>
            }
          />
        );
      })}
      {canAdd(list.length, limit) ? (
        <button type="button" className={BUTTON} onClick={() => set([...list, newDatasource('entity', firstAliasId(props))])}>
          <Icon path={mdiPlus} size={18} />
          {t('widgetdata:data.add')}
        </button>
      ) : (
        <Note>{t('widgetdata:data.limit', { max: limit })}</Note>
      )}
    </div>
  );
}

/** The one alarm source of an alarm widget. */
function AlarmSource(props: WidgetFormProps) {
  const { config, onChange, context } = props;
  const t = useTranslate();
  const source = config.alarmSource;
  if (!source) {
    return (
      <div className="flex flex-col gap-3">
        <Note>{t('widgetdata:data.no-alarm-source')}</Note>
        <button type="button" className={BUTTON} onClick={() => onChange(withAlarmSource(config, newDatasource('entity', firstAliasId(props))))}>
          <Icon path={mdiPlus} size={18} />
          {t('widgetdata:data.add-alarm-source')}
        </button>
      </div>
    );
  }
  return (
    <DatasourceEditor
      datasource={source}
      title={t('widgetdata:data.alarm-source')}
      types={allowedDatasourceTypes('alarm')}
      widgetType="alarm"
      context={context}
      keyLimit={descriptorLimit(context.descriptor, 'maxDataKeys', context.widget)}
      usedColors={usedKeyColors(config)}
      onChange={(next) => onChange(withAlarmSource(config, next))}
    />
  );
}

/** The target device of an rpc widget: one alias. */
function RpcTarget({ config, onChange, context }: WidgetFormProps) {
  const t = useTranslate();
  const aliases = aliasChoices(context.aliases);
  const current = config.targetDeviceAliasIds?.[0] ?? '';
  if (aliases.length === 0 && !current) return <Note>{t('widgetdata:data.no-aliases')}</Note>;
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label={t('widgetdata:data.target-device')}
        value={current}
        options={[
          { value: '', label: t('widgetdata:data.choose-alias') },
          ...aliases.map((a) => ({ value: a.id, label: a.name })),
          ...(current && !context.aliases[current] ? [{ value: current, label: t('widgetdata:data.missing-alias') }] : []),
        ]}
        onChange={(v) => onChange(withTargetDeviceAlias(config, v || null))}
      />
      <Note>{t('widgetdata:data.target-device-hint')}</Note>
    </div>
  );
}

/**
 * The data form of edit mode's side panel: a latest or timeseries widget's datasources with their
 * aliases, filters and keys; an alarm widget's alarm source; an rpc widget's target device; for a
 * static widget a note that it takes no data. Each change reports the whole new config once.
 */
export function DataForm(props: WidgetFormProps) {
  const t = useTranslate();
  const kind = widgetDataKind(props.context.widget.type);
  if (kind === 'datasources') return <DatasourceList {...props} />;
  if (kind === 'alarmSource') return <AlarmSource {...props} />;
  if (kind === 'rpcTarget') return <RpcTarget {...props} />;
  return <Note>{t('widgetdata:data.static')}</Note>;
}
