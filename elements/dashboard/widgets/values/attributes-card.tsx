// cards.attributes_card: the latest values of each entity as label and value pairs, under the entity's name.
import type { LatestRow, WidgetViewProps } from '../widget-contract.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { authorColor, booleanSetting } from './layout.logic.js';
import { formatValue, keyLabel, valueText, type ValueFormatContext } from './value-format.logic.js';
import { Truncated, WidgetMessage, formatContext, nothingToShow } from './view-parts.js';

await registerWidgetsLocales();

/** The colours the library seeds as defaults of `labelColor` and `valueColor`: the theme's own colours stand in for them. */
export const LIBRARY_DEFAULT_COLORS = { labelColor: 'rgba(0, 0, 0, 0.54)', valueColor: 'rgba(0, 0, 0, 0.87)' } as const;

interface Colors {
  label: string | undefined;
  value: string | undefined;
}

function EntityValues({ row, context, colors, heading }: { row: LatestRow; context: ValueFormatContext; colors: Colors; heading: boolean }) {
  const name = row.entity?.name ?? row.datasourceName;
  return (
    <section aria-label={name} className="flex min-w-0 flex-col">
      {heading && <Truncated text={name} className="pb-1 text-md font-semibold text-text" />}
      <dl className="m-0 flex min-w-0 flex-col">
        {row.cells.map((cell, index) => {
          const value = formatValue(cell.value, cell.key, context);
          return (
            <div key={index} className="flex min-h-8 min-w-0 items-center justify-between gap-4 border-b border-border last:border-b-0">
              <dt className="min-w-0 text-sm text-text-muted" style={colors.label ? { color: colors.label } : undefined}>
                <Truncated text={keyLabel(cell.key)} />
              </dt>
              <dd className={`m-0 min-w-0 text-end text-base font-medium text-text ${value.kind === 'number' ? 'tabular-nums' : ''}`} style={colors.value ? { color: colors.value } : undefined}>
                <Truncated text={valueText(value)} />
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The attributes card widget. */
export default function AttributesCard(props: WidgetViewProps) {
  const { data, settings } = props;
  if (nothingToShow(data)) return <WidgetMessage data={data} />;
  const colors = {
    label: authorColor(settings.labelColor, LIBRARY_DEFAULT_COLORS.labelColor),
    value: authorColor(settings.valueColor, LIBRARY_DEFAULT_COLORS.valueColor),
  };
  const heading = booleanSetting(settings, 'showEntityName', true);
  const context = formatContext(props);
  return (
    <div className="flex h-full w-full flex-col gap-4 overflow-auto p-3">
      {data.latest.map((row, index) => (
        <EntityValues key={row.entity?.id ?? index} row={row} context={context} colors={colors} heading={heading} />
      ))}
    </div>
  );
}
