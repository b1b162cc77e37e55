// The latest-value chart views (charts.bars, charts.pie): plain HTML bars and an SVG pie, each value also
// written as text, so they need no chart library.
import { useMemo, type ReactNode } from 'react';
import { useTranslate } from '../../../core/i18n.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { registerChartsLocales } from './i18n/index.js';
import { arcPath, barExtents, latestItems, percentText, pieSlices, polar, wantsDarkText, type BarExtent, type LatestItem } from './latest-charts.logic.js';
import { ChartStatus } from './chart-status.js';

await registerChartsLocales();

const configOf = (props: WidgetViewProps) => props.widget.config as Record<string, unknown>;

/** The items of the view, and whether any has a number to draw. */
function useItems(props: WidgetViewProps): LatestItem[] {
  const { data, settings } = props;
  const config = configOf(props);
  return useMemo(() => latestItems(data.latest, config, settings), [data.latest, config, settings]);
}

/** The frame of a latest-value chart: the chart when a value is there, else the status or the empty text. */
function LatestFrame({ props, items, children }: { props: WidgetViewProps; items: LatestItem[]; children: () => ReactNode }) {
  const { data, width, height } = props;
  const noDataText = configOf(props).noDataDisplayMessage;
  const drawable = data.status === 'ready' && items.some((i) => i.value !== null);
  return (
    <div part="chart" className="relative flex min-h-0 min-w-0 text-base text-text" style={{ width, height }}>
      {drawable ? children() : (
        <ChartStatus status={data.status} message={data.message} emptyKey="charts:empty.no-values" noDataText={typeof noDataText === 'string' ? noDataText : undefined} />
      )}
    </div>
  );
}

/** The zero line and the bar of one value, along the track's height or its inline axis. */
function BarTrack({ extent, zero, color, horizontal }: { extent: BarExtent | null; zero: number; color: string; horizontal: boolean }) {
  const at = (share: number) => `${share * 100}%`;
  const from = horizontal ? 'insetInlineStart' : 'bottom';
  const length = horizontal ? 'width' : 'height';
  return (
    <>
      <span aria-hidden="true" className={`absolute ${horizontal ? 'inset-y-0 border-s' : 'inset-x-0 border-t'} border-border-strong`} style={{ [from]: at(zero) }} />
      {extent && (
        <span
          aria-hidden="true"
          className={`absolute ${horizontal ? 'inset-y-0.5 rounded-e-control' : 'inset-x-[15%] rounded-t-control'}`}
          style={{ [from]: at(extent.start), [length]: at(Math.max(extent.size, 0.005)), backgroundColor: color }}
        />
      )}
    </>
  );
}

/** The value of a bar as text: shown, or only read out when `showValues` is off. */
function BarValue({ text, shown }: { text: string; shown: boolean }) {
  return <bdi dir="ltr" className={`text-sm font-medium whitespace-nowrap tabular-nums ${shown ? '' : 'sr-only'}`}>{text}</bdi>;
}

function Bars({ items, showValues, horizontal }: { items: LatestItem[]; showValues: boolean; horizontal: boolean }) {
  const { zero, bars } = barExtents(items.map((i) => i.value));
  if (horizontal) {
    return (
      <div className="flex size-full min-h-0 flex-col justify-center gap-2 overflow-auto p-2">
        {items.map((item, i) => (
          <div key={item.id} role="listitem" className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)_auto] items-center gap-3">
            <span className="truncate text-sm text-text-muted" title={item.label}>{item.label}</span>
            <span className="relative h-5"><BarTrack extent={bars[i]!} zero={zero} color={item.color} horizontal /></span>
            <BarValue text={item.text} shown={showValues} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="flex size-full min-h-0 items-stretch gap-3 px-2 pt-2">
      {items.map((item, i) => (
        <div key={item.id} role="listitem" className="flex min-w-0 flex-1 flex-col items-center gap-1">
          <div className="relative w-full min-h-0 flex-1"><BarTrack extent={bars[i]!} zero={zero} color={item.color} horizontal={false} /></div>
          <BarValue text={item.text} shown={showValues} />
          <span className="w-full truncate text-center text-xs text-text-muted" title={item.label}>{item.label}</span>
        </div>
      ))}
    </div>
  );
}

/** `charts.bars`: one bar per entity and data key from its latest value, vertical or `horizontal`, values on the bars unless `showValues` is off. */
export function BarsChart(props: WidgetViewProps) {
  const t = useTranslate();
  const items = useItems(props);
  const showValues = props.settings.showValues !== false;
  return (
    <LatestFrame props={props} items={items}>
      {() => (
        <div role="list" aria-label={t('charts:bars.label')} className="size-full min-h-0">
          <Bars items={items} showValues={showValues} horizontal={props.settings.horizontal === true} />
        </div>
      )}
    </LatestFrame>
  );
}

const VIEW = 200;
/** Slices smaller than this share of the pie carry no label (it would not fit); the legend gives every share. */
const LABEL_MIN_SHARE = 0.08;
/** Slice labels sit on colours the dashboard author chose, in either theme: black or white, whichever contrasts. */
const LABEL_DARK = '#000000';
const LABEL_LIGHT = '#ffffff';

/** `charts.pie`: slices of the positive latest values (a ring with `innerRadius` %), labels on slices of 8 % or more, and a legend with each value and share. */
export function PieChart(props: WidgetViewProps) {
  const t = useTranslate();
  const items = useItems(props);
  const { settings } = props;
  const slices = useMemo(() => pieSlices(items.map((i) => i.value)), [items]);
  const inner = Math.min(90, Math.max(0, Number(settings.innerRadius) || 0)) / 100;
  const outer = VIEW / 2 - 4;
  const share = new Map(slices.map((s) => [s.index, s.share]));
  const wide = props.width >= props.height * 1.3;
  return (
    <LatestFrame props={props} items={items}>
      {() => (
        <div className={`flex size-full min-h-0 min-w-0 items-center justify-center gap-4 p-2 ${wide ? 'flex-row' : 'flex-col'}`}>
          <svg viewBox={`0 0 ${VIEW} ${VIEW}`} role="img" aria-label={t('charts:pie.label')} className="aspect-square max-h-full min-h-0 max-w-full min-w-0 flex-1">
            {slices.map((s) => {
              const item = items[s.index]!;
              const [lx, ly] = polar(VIEW / 2, VIEW / 2, outer * (inner > 0 ? (1 + inner) / 2 : 0.62), (s.start + s.end) / 2);
              return (
                <g key={item.id}>
                  <path d={arcPath(VIEW / 2, VIEW / 2, outer, outer * inner, s.start, s.end)} fill={item.color} stroke="var(--tb-color-surface)" strokeWidth={1.5}>
                    {settings.showTooltip !== false && <title>{`${item.label}: ${item.text} (${t('charts:pie.share', { percent: percentText(s.share) })})`}</title>}
                  </path>
                  {settings.showLabels !== false && s.share >= LABEL_MIN_SHARE && (
                    <text x={lx} y={ly} textAnchor="middle" dominantBaseline="central" className="text-xs font-semibold" fill={wantsDarkText(item.color) ? LABEL_DARK : LABEL_LIGHT}>
                      {t('charts:pie.share', { percent: percentText(s.share) })}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
          <ul part="legend" aria-label={t('charts:legend.caption')} className={`flex min-w-0 shrink-0 gap-x-4 gap-y-1 text-sm ${wide ? 'max-w-[50%] flex-col' : 'flex-wrap justify-center'}`}>
            {items.map((item, i) => (
              <li key={item.id} className="flex min-w-0 items-center gap-2">
                <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: item.color }} />
                <span className="truncate">{item.label}</span>
                <bdi dir="ltr" className="ms-auto ps-2 font-medium whitespace-nowrap tabular-nums">{item.text}</bdi>
                {share.has(i) && (
                  <span className="text-text-muted whitespace-nowrap tabular-nums">{t('charts:pie.share', { percent: percentText(share.get(i)!) })}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </LatestFrame>
  );
}
