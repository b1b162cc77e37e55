// digital_gauges.digital_value: one latest value in large digits on an arc, a donut or a bar filling between a
// minimum and a maximum, in the level colour of the settings.
import { useTranslate } from '../../../core/i18n.js';
import { formatDateTime } from '../../../time-window/format.logic.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { arcPath, clipText } from './gauge.logic.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { booleanSetting, colorList, fitFontPx, levelColor, numberSetting, shareOf, textSetting } from './layout.logic.js';
import { formatNumber, formatValue, keyLabel, valueText, type FormattedValue } from './value-format.logic.js';
import { Truncated, WidgetMessage, formatContext, nothingToShow } from './view-parts.js';

await registerWidgetsLocales();

/** The shapes the `gaugeType` setting names; arc by default. */
export const DIGITAL_GAUGE_TYPES = ['arc', 'donut', 'horizontalBar', 'verticalBar'] as const;

type GaugeType = (typeof DIGITAL_GAUGE_TYPES)[number];

interface Level {
  share: number;
  /** The author's level colour, or none for the accent token. */
  color: string | undefined;
  value: FormattedValue;
  min: string;
  max: string;
}

/** The level of an arc or a donut, drawn in a 200-unit SVG that scales with the widget. */
function Dial({ level, donut }: { level: Level; donut: boolean }) {
  const [from, sweep, cy, height] = donut ? [0, 360, 100, 200] : [-90, 180, 105, 125];
  const text = clipText(level.value.text, 9);
  return (
    <svg viewBox={`0 0 200 ${height}`} className="h-full min-h-0 w-full" aria-hidden="true" data-part="dial">
      <path d={arcPath(100, cy, 80, from, from + sweep)} className="fill-none stroke-surface-hover" strokeWidth={16} strokeLinecap="round" />
      {level.share > 0 && (
        <path
          d={arcPath(100, cy, 80, from, from + sweep * level.share)}
          className={`fill-none ${level.color ? '' : 'stroke-accent'}`}
          style={level.color ? { stroke: level.color } : undefined}
          strokeWidth={16}
          strokeLinecap="round"
          data-part="level"
        />
      )}
      <text x={100} y={donut ? 108 : 92} textAnchor="middle" className="fill-text font-semibold tabular-nums" fontSize={text.length > 6 ? 26 : 34}>
        {text}
      </text>
      {level.value.units && (
        <text x={100} y={donut ? 132 : 112} textAnchor="middle" className="fill-text-muted" fontSize={14}>
          {level.value.units}
        </text>
      )}
    </svg>
  );
}

/** Height the bar's digits leave to the rest of the widget: padding, the min and max row and the label row. */
const BESIDE_BAR_PX = 64;

/** The level as a bar filling from the start side (horizontal) or from the bottom (vertical). */
function Bar({ level, vertical, width, height }: { level: Level; vertical: boolean; width: number; height: number }) {
  const fill = { [vertical ? 'height' : 'width']: `${Math.round(level.share * 1000) / 10}%`, ...(level.color ? { backgroundColor: level.color } : {}) };
  const fontPx = fitFontPx(valueText(level.value).length, vertical ? width * 0.6 : width * 0.9, height * (vertical ? 0.8 : 0.6));
  const digits = (
    <span dir="ltr" className="min-w-0 truncate font-semibold leading-none tabular-nums text-text" style={{ fontSize: fontPx }} title={valueText(level.value)}>
      {level.value.text}
      {level.value.units && <span className="ms-1 text-[0.5em] font-normal text-text-muted">{level.value.units}</span>}
    </span>
  );
  return (
    <div className={`flex h-full min-h-0 w-full ${vertical ? 'flex-row items-center justify-center gap-4' : 'flex-col justify-center gap-2'}`}>
      {digits}
      <div
        part="bar"
        className={`relative flex overflow-hidden rounded-full bg-surface-hover ${vertical ? 'h-4/5 w-3 flex-col justify-end' : 'h-3 w-full'}`}
      >
        <div part="level" className={`rounded-full ${level.color ? '' : 'bg-accent'} ${vertical ? 'w-full' : 'h-full'}`} style={fill} />
      </div>
    </div>
  );
}

/** The digital value widget. */
export default function DigitalValue(props: WidgetViewProps) {
  const { data, settings, width, height } = props;
  const t = useTranslate();
  const cell = data.latest[0]?.cells[0];
  if (nothingToShow(data) || !cell) return <WidgetMessage data={data} />;
  const context = formatContext(props);
  const value = formatValue(cell.value, cell.key, context);
  const min = numberSetting(settings, 'minValue', 0);
  const max = numberSetting(settings, 'maxValue', 100);
  const share = shareOf(value.number, min, max);
  const level: Level = { share, color: levelColor(colorList(settings.levelColors), share), value, min: formatNumber(min, null), max: formatNumber(max, null) };
  const type: GaugeType = DIGITAL_GAUGE_TYPES.find((g) => g === textSetting(settings, 'gaugeType')) ?? 'arc';
  const label = keyLabel(cell.key);
  const showMinMax = booleanSetting(settings, 'showMinMax', true);
  return (
    <div
      role="img"
      aria-label={`${label}: ${valueText(value)}`}
      data-share={share}
      className="flex h-full w-full flex-col items-stretch gap-1 overflow-hidden p-2"
    >
      <div className="flex min-h-0 flex-1 items-center justify-center">
        {type === 'arc' || type === 'donut' ? (
          <Dial level={level} donut={type === 'donut'} />
        ) : (
          <Bar level={level} vertical={type === 'verticalBar'} width={width} height={Math.max(0, height - BESIDE_BAR_PX)} />
        )}
      </div>
      {showMinMax && (
        <div dir="ltr" className="flex justify-between text-xs text-text-muted tabular-nums" part="range">
          <span title={t('widgets:value.min')}>{level.min}</span>
          <span title={t('widgets:value.max')}>{level.max}</span>
        </div>
      )}
      <div className="flex min-w-0 items-baseline justify-center gap-2 text-sm text-text-muted">
        <Truncated text={label} />
        {booleanSetting(settings, 'showTimestamp', false) && cell.ts !== null && (
          <span dir="ltr" className="shrink-0 text-xs tabular-nums">
            {formatDateTime(cell.ts, null)}
          </span>
        )}
      </div>
    </div>
  );
}
