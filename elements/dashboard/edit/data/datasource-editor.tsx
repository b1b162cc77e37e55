import { useMemo, type ReactNode } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import type { WidgetType } from '../../../../sdk/catalogues/widgets.js';
import type { Datasource, DataKeyType } from '../../model/dashboard.types.js';
import type { WidgetFormContext } from '../form-context.js';
import {
  aliasChoices, changeDatasourceType, keyKindsFor, setDatasourceAlias, setDatasourceFilter, usesAlias, usesFilter, type FormDatasourceType,
} from './datasources.logic.js';
import { keySettingsModel } from '../config/settings-schema.logic.js';
import { hasLatestDataKeys, latestKeyKindsFor, withDataKeys, withLatestDataKeys } from './data-keys.logic.js';
import { DataKeysList } from './data-keys-list.js';
import { Note, SelectField } from './fields.js';
import { suggestedKeyNames } from './key-suggestions.logic.js';
import { useFoundKeys } from './use-found-keys.js';

/** Props of {@link DatasourceEditor}. */
export interface DatasourceEditorProps {
  datasource: Datasource;
  /** Heading of the datasource ("Datasource 2", "Alarm source"). */
  title: string;
  /** Buttons shown next to the heading (move, remove). */
  actions?: ReactNode;
  /** Datasource types the widget offers. */
  types: FormDatasourceType[];
  widgetType: WidgetType;
  context: WidgetFormContext;
  /** Most keys per datasource; null for no limit. */
  keyLimit: number | null;
  usedColors: string[];
  /** Called once per user change with the whole new datasource. */
  onChange: (datasource: Datasource) => void;
}

const NONE = '';

/**
 * One datasource: its type, its alias and dashboard filter where the type reads them, its data keys, and for
 * widget types with additional latest data keys its "Latest values" keys (attributes and time series).
 */
export function DatasourceEditor({ datasource, title, actions, types, widgetType, context, keyLimit, usedColors, onChange }: DatasourceEditorProps) {
  const t = useTranslate();
  const type = datasource.type as string;
  const kinds = keyKindsFor(type, widgetType);
  // Only timeseries and attribute names come from the server; count and function datasources need no lookup.
  const lookup = usesAlias(type) && (kinds.includes('timeseries') || kinds.includes('attribute'));
  const found = useFoundKeys(context.aliases, lookup ? datasource.entityAliasId : null, context.baseUrl);
  const aliases = aliasChoices(context.aliases);
  const filters = Object.values(context.dashboard.configuration.filters ?? {});
  const suggestions = (kind: DataKeyType, taken: string[]) => suggestedKeyNames(kind, found, taken);
  const settingsModel = useMemo(() => keySettingsModel(context.descriptor), [context.descriptor]);
  const latestSettingsModel = useMemo(() => keySettingsModel(context.descriptor, 'latestDataKey'), [context.descriptor]);
  const latestKinds = hasLatestDataKeys(context.descriptor) ? latestKeyKindsFor(type) : [];
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-card border border-border p-3">
      <div className="flex items-center gap-2">
        <h3 className="min-w-0 flex-1 truncate text-base font-semibold text-text">{title}</h3>
        {actions}
      </div>
      {types.length > 1 && (
        <SelectField
          label={t('widgetdata:data.type')}
          value={type}
          options={(types as string[]).concat(types.includes(type as FormDatasourceType) ? [] : [type]).map((v) => ({ value: v, label: t(`widgetdata:types.${v}`, { defaultValue: v }) }))}
          onChange={(v) => onChange(changeDatasourceType(datasource, v as FormDatasourceType, widgetType))}
        />
      )}
      {usesAlias(type) &&
        (aliases.length === 0 && !datasource.entityAliasId ? (
          <Note>{t('widgetdata:data.no-aliases')}</Note>
        ) : (
          <SelectField
            label={t('widgetdata:data.alias')}
            value={datasource.entityAliasId ?? NONE}
            options={[
              { value: NONE, label: t('widgetdata:data.choose-alias') },
              ...aliases.map((a) => ({ value: a.id, label: a.name })),
              ...(datasource.entityAliasId && !context.aliases[datasource.entityAliasId] ? [{ value: datasource.entityAliasId, label: t('widgetdata:data.missing-alias') }] : []),
            ]}
            onChange={(v) => onChange(setDatasourceAlias(datasource, v || null))}
          />
        ))}
      {usesFilter(type) && filters.length > 0 && (
        <SelectField
          label={t('widgetdata:data.filter')}
          value={datasource.filterId ?? NONE}
          options={[{ value: NONE, label: t('widgetdata:data.no-filter') }, ...filters.map((f) => ({ value: f.id, label: f.filter }))]}
          onChange={(v) => onChange(setDatasourceFilter(datasource, v || null))}
        />
      )}
      <DataKeysList
        keys={datasource.dataKeys}
        kinds={kinds}
        limit={keyLimit}
        suggestions={suggestions}
        usedColors={usedColors}
        settingsModel={settingsModel}
        onChange={(keys) => onChange(withDataKeys(datasource, keys))}
      />
      {latestKinds.length > 0 && (
        <DataKeysList
          keys={datasource.latestDataKeys ?? []}
          title={t('widgetdata:keys.latest-title')}
          emptyText={t('widgetdata:keys.latest-none')}
          kinds={latestKinds}
          limit={null}
          suggestions={suggestions}
          usedColors={usedColors}
          settingsModel={latestSettingsModel}
          onChange={(keys) => onChange(withLatestDataKeys(datasource, keys))}
        />
      )}
    </section>
  );
}
