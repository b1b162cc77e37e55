// analogue_gauges.radial_gauge: a dial with major ticks between the minimum and maximum of the settings, the
// author's coloured ranges, and a needle at the latest value.
import type { WidgetViewProps } from '../widget-contract.js';
import { arcPath, clipText, highlightsOf, majorTicks, polar } from './gauge.logic.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { authorColor, fitFontPx, numberSetting, shareOf, textSetting } from './layout.logic.js';
import { formatNumber, formatValue, keyLabel, unitsOf, valueText } from './value-format.logic.js';
import { WidgetMessage, formatContext, nothingToShow } from './view-parts.js';

await registerWidgetsLocales();

const C = 100;
const R = 80;
/** The value's widest run, in the dial's units: between the tick labels level with the hub. */
const VALUE_WIDTH = 80;
const VALUE_PX = { min: 8, max: 22 };
const UNITS_SHARE = 12 / 22;

/** A tick label: whole numbers as they are, others with one decimal. */
function tickText(value: number): string {
  return formatNumber(Math.round(value * 10) / 10, Number.isInteger(Math.round(value * 10) / 10) ? 0 : 1);
}

/** The radial gauge widget. */
export default function RadialGauge(props: WidgetViewProps) {
  const { data, settings } = props;
  const cell = data.latest[0]?.cells[0];
  if (nothingToShow(data) || !cell) return <WidgetMessage data={data} />;
  const context = formatContext(props);
  const min = numberSetting(settings, 'minValue', 0);
  const max = numberSetting(settings, 'maxValue', 100);
  const start = numberSetting(settings, 'startAngle', -135);
  const sweep = Math.min(360, Math.max(10, numberSetting(settings, 'ticksAngle', 270)));
  const formatted = formatValue(cell.value, cell.key, context);
  const units = textSetting(settings, 'unitTitle').trim() || unitsOf(cell.key, context);
  const shown = { ...formatted, units: formatted.kind === 'number' ? units : '' };
  const angleOf = (value: number) => start + sweep * shareOf(value, min, max);
  const needle = formatted.number === null ? start : angleOf(formatted.number);
  const needleColor = authorColor(settings.needleColor);
  const tip = polar(C, C, R - 12, 0);
  const label = keyLabel(cell.key);
  const valueShown = clipText(shown.text, 10);
  // Units are drawn at 12/22 of the value's size, and a space apart.
  const valuePx = fitFontPx(valueShown.length + (shown.units ? shown.units.length + 1 : 0) * UNITS_SHARE, VALUE_WIDTH, 2 * VALUE_PX.max, VALUE_PX);
  return (
    <div role="img" aria-label={`${label}: ${valueText(shown)}`} className="flex h-full w-full items-center justify-center overflow-hidden p-1">
      <svg viewBox="0 0 200 200" className="h-full max-h-full w-full max-w-full" aria-hidden="true">
        <path d={arcPath(C, C, R, start, start + sweep)} className="fill-none stroke-surface-hover" strokeWidth={10} />
        {highlightsOf(settings.highlights, min, max).map((h, i) => (
          <path key={i} data-part="highlight" d={arcPath(C, C, R, angleOf(h.from), angleOf(h.to))} className="fill-none" style={{ stroke: h.color }} strokeWidth={10} />
        ))}
        {majorTicks(min, max, numberSetting(settings, 'majorTicksCount', 10), start, sweep).map((tick, i) => {
          const outer = polar(C, C, R - 6, tick.angle);
          const inner = polar(C, C, R - 13, tick.angle);
          const at = polar(C, C, R - 24, tick.angle);
          return (
            <g key={i}>
              <line x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} className="stroke-border-strong" strokeWidth={1.5} />
              <text x={at.x} y={at.y + 3.5} textAnchor="middle" fontSize={10} className="fill-text-muted tabular-nums" data-part="tick">
                {tickText(tick.value)}
              </text>
            </g>
          );
        })}
        <g data-part="needle" data-angle={needle} className="transition-transform duration-normal ease-out" style={{ transform: `rotate(${needle}deg)`, transformOrigin: `${C}px ${C}px` }}>
          <polygon points={`${C - 3},${C} ${tip.x},${tip.y} ${C + 3},${C}`} className={needleColor ? '' : 'fill-danger'} style={needleColor ? { fill: needleColor } : undefined} />
        </g>
        <circle cx={C} cy={C} r={6} className="fill-text" />
        {/* Above the tick labels at the ends of the dial, which sit level with C + 40, and below the hub. */}
        <text x={C} y={C + 26} textAnchor="middle" fontSize={valuePx} className="fill-text font-semibold tabular-nums" data-part="value">
          {valueShown}
          {shown.units && (
            <tspan fontSize={Math.round(valuePx * UNITS_SHARE)} className="fill-text-muted font-normal" dx={4}>
              {shown.units}
            </tspan>
          )}
        </text>
        <text x={C} y={C + 60} textAnchor="middle" fontSize={11} className="fill-text-muted" data-part="label">
          {clipText(label, 24)}
        </text>
      </svg>
    </div>
  );
}
