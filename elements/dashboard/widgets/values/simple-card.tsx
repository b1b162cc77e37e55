// cards.simple_card: one latest value in large type under (or beside) its label.
import type { WidgetViewProps } from '../widget-contract.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { fitFontPx, textSetting } from './layout.logic.js';
import { formatValue, keyLabel, valueText } from './value-format.logic.js';
import { Truncated, WidgetMessage, formatContext, nothingToShow } from './view-parts.js';

await registerWidgetsLocales();

/** The simple card widget. */
export default function SimpleCard(props: WidgetViewProps) {
  const { data, settings, width, height } = props;
  const cell = data.latest[0]?.cells[0];
  if (nothingToShow(data) || !cell) return <WidgetMessage data={data} />;
  const value = formatValue(cell.value, cell.key, formatContext(props));
  const beside = textSetting(settings, 'labelPosition', 'top') === 'left';
  const label = keyLabel(cell.key);
  const fontPx = fitFontPx(valueText(value).length, beside ? width * 0.55 : width * 0.9, height * (beside ? 0.9 : 0.7));
  return (
    <div className={`flex h-full w-full min-w-0 gap-x-3 overflow-hidden p-3 ${beside ? 'flex-row items-center justify-between' : 'flex-col justify-center'}`}>
      <Truncated text={label} className="text-sm text-text-muted" />
      <span
        part="value"
        dir={value.kind === 'text' ? 'auto' : 'ltr'}
        title={valueText(value)}
        className={`min-w-0 truncate font-semibold text-text ${value.kind === 'number' ? 'tabular-nums' : ''} ${beside ? 'text-end' : ''}`}
        style={{ fontSize: fontPx, lineHeight: 1.2 }}
      >
        {value.text}
        {value.units && <span className="ms-1 text-[0.5em] font-normal text-text-muted">{value.units}</span>}
      </span>
    </div>
  );
}
