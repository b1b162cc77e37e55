// maps.openstreetmap: a tile map (OpenStreetMap's tiles, or the `tileUrl` setting's) with a marker per entity at
// its latitude and longitude keys, the entity's label above it and the tooltip pattern on click; zoom buttons,
// dragging and the keyboard move it, and when the tiles cannot load the markers stay on a plain background.
import { mdiClose, mdiMapMarker, mdiMinus, mdiPlus, mdiWifiOff } from '@mdi/js';
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Icon } from '../../../core/icon.js';
import { useTranslate } from '../../../core/i18n.js';
import { sanitizeMarkdownHtml } from '../../../markdown-viewer/sanitize.js';
import type { WidgetViewProps } from '../widget-contract.js';
import { registerWidgetsLocales } from './i18n/index.js';
import { booleanSetting, numberSetting, textSetting } from './layout.logic.js';
import {
  MAX_ZOOM, MIN_ZOOM, PAN_STEP_PX, clampZoom, fitView, isOpenStreetMap, markersOf, panBy, pointInBox, tileUrl, tileUrlPattern, tilesFor, type MapView, type Marker,
} from './map.logic.js';
import { escapeHtml, fillPattern } from './pattern.logic.js';
import { Truncated, WidgetMessage, formatContext, hasAction } from './view-parts.js';

await registerWidgetsLocales();

const CONTROL_BUTTON =
  'inline-flex size-8 items-center justify-center bg-surface-raised text-text hover:bg-surface-hover disabled:pointer-events-none disabled:opacity-40';

/**
 * Whether the browser says it is online, following its online and offline events: listened to from a layout
 * effect, as soon as the map is drawn (a passive effect waits a frame on Preact, missing an event of that frame),
 * reading the state again then in case it changed since the first render.
 */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useLayoutEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** Where a marker's label and tooltip hang: centred over it, or from its left or right side near the box's edges (the map is always laid out left to right). */
const ANCHOR = { left: '-left-4', center: 'left-1/2 -translate-x-1/2', right: '-right-4' } as const;
/** Half the widest tooltip (max-w-56), in px: closer than this to an edge a marker's texts hang to that side. */
const EDGE_ROOM_PX = 112;

function anchorAt(x: number, width: number): keyof typeof ANCHOR {
  if (x < EDGE_ROOM_PX) return 'left';
  return x > width - EDGE_ROOM_PX ? 'right' : 'center';
}

/** The tooltip of a marker: the author's pattern filled with the row's escaped values, sanitised. */
function Tooltip({ html, name, anchor, onClose }: { html: string; name: string; anchor: keyof typeof ANCHOR; onClose: () => void }) {
  const t = useTranslate();
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    body.current?.replaceChildren(sanitizeMarkdownHtml(html));
  }, [html]);
  return (
    <div
      role="dialog"
      aria-label={name}
      className={`absolute bottom-9 z-20 flex w-max max-w-56 items-start gap-1 rounded-card border border-border bg-surface-raised p-2 text-start text-sm text-text shadow-popover ${ANCHOR[anchor]}`}
      onPointerDown={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div ref={body} dir="auto" className="min-w-0 break-words" data-part="tooltip" />
      <button type="button" aria-label={t('widgets:map.close')} title={t('widgets:map.close')} onClick={onClose} className="-me-1 -mt-1 inline-flex size-6 shrink-0 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover">
        <Icon path={mdiClose} size={16} />
      </button>
    </div>
  );
}

/** The map widget. */
export default function OpenStreetMap(props: WidgetViewProps) {
  const { data, settings, widget, width, height, onAction } = props;
  const t = useTranslate();
  const hintId = useId();
  const online = useOnline();
  const latKey = textSetting(settings, 'latKeyName', 'latitude') || 'latitude';
  const lngKey = textSetting(settings, 'lngKeyName', 'longitude') || 'longitude';
  const markers = useMemo(() => markersOf(data.latest, latKey, lngKey), [data.latest, latKey, lngKey]);
  const fit = booleanSetting(settings, 'fitMapBounds', true);
  const zoomSetting = settings.defaultZoomLevel === null || settings.defaultZoomLevel === undefined ? null : numberSetting(settings, 'defaultZoomLevel', NaN);
  const fitted = useMemo(
    () => fitView(fit ? markers.map((m) => m.position) : markers.slice(0, 1).map((m) => m.position), width, height, Number.isFinite(zoomSetting) ? zoomSetting : fit ? null : MAX_ZOOM - 4),
    [markers, fit, zoomSetting, width, height],
  );
  const [moved, setMoved] = useState<MapView | null>(null);
  const view = moved ?? fitted;
  const [open, setOpen] = useState<string | null>(null);
  const pattern = tileUrlPattern(settings);
  // Tile counts of the current URL pattern: another pattern starts them again, while rendering (an effect would
  // run late on Preact and drop the counts of tiles that loaded or failed before it).
  const [counted, setTiles] = useState({ pattern, loaded: 0, failed: 0, attempt: 0 });
  const tiles = counted.pattern === pattern ? counted : { pattern, loaded: 0, failed: 0, attempt: counted.attempt };
  if (tiles !== counted) setTiles(tiles);
  const drag = useRef<{ x: number; y: number; view: MapView } | null>(null);
  const shown = tilesFor(view, width, height);
  const retryTiles = () => setTiles((s) => ({ pattern: s.pattern, loaded: 0, failed: 0, attempt: s.attempt + 1 }));

  if (data.status === 'error' || data.status === 'no-data' || markers.length === 0) return <WidgetMessage data={data} fallback="widgets:map.no-positions" />;

  const context = formatContext(props);
  const showLabel = booleanSetting(settings, 'showLabel', true);
  const labelPattern = textSetting(settings, 'label', '${entityName}');
  const showTooltip = booleanSetting(settings, 'showTooltip', true);
  const tooltipPattern = textSetting(settings, 'tooltipPattern', '<b>${entityName}</b>');
  const clickAction = hasAction(widget, 'markerClick');
  const tilesFailed = !online || (tiles.failed > 0 && tiles.loaded === 0);
  const zoomTo = (zoom: number) => setMoved({ ...view, zoom: clampZoom(zoom) });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const pans: Record<string, [number, number]> = { ArrowLeft: [-PAN_STEP_PX, 0], ArrowRight: [PAN_STEP_PX, 0], ArrowUp: [0, -PAN_STEP_PX], ArrowDown: [0, PAN_STEP_PX] };
    const pan = pans[event.key];
    if (pan) setMoved(panBy(view, pan[0], pan[1]));
    else if (event.key === '+' || event.key === '=') zoomTo(view.zoom + 1);
    else if (event.key === '-' || event.key === '_') zoomTo(view.zoom - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button,[role=dialog]')) return;
    drag.current = { x: event.clientX, y: event.clientY, view };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start) setMoved(panBy(start.view, start.x - event.clientX, start.y - event.clientY));
  };
  const onMarker = (marker: Marker) => {
    if (showTooltip) setOpen(open === marker.id ? null : marker.id);
    if (clickAction) onAction({ sourceId: 'markerClick', entity: marker.entity });
  };
  const nameOf = (marker: Marker) => marker.entity?.name ?? marker.row.datasourceName;
  return (
    <div className="relative h-full w-full overflow-hidden bg-surface-sunken" part="map">
      <div
        dir="ltr"
        role="region"
        aria-label={widget.title || t('widgets:map.map')}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => void (drag.current = null)}
        onPointerCancel={() => void (drag.current = null)}
        className="absolute inset-0 cursor-grab touch-none select-none active:cursor-grabbing"
        data-zoom={view.zoom}
      >
        {!tilesFailed && (
          <div aria-hidden="true" data-part="tiles" key={tiles.attempt}>
            {shown.map((tile) => {
              const src = tileUrl(pattern, tile);
              return (
                <img
                  key={`${tile.z}/${tile.left}/${tile.top}/${src}`}
                  src={src}
                  alt=""
                  draggable={false}
                  referrerPolicy="strict-origin-when-cross-origin"
                  onLoad={() => setTiles((s) => ({ ...s, loaded: s.loaded + 1 }))}
                  onError={() => setTiles((s) => ({ ...s, failed: s.failed + 1 }))}
                  className="pointer-events-none absolute max-w-none"
                  style={{ left: tile.left, top: tile.top, width: 256, height: 256 }}
                />
              );
            })}
          </div>
        )}
        <ul aria-label={t('widgets:map.markers')}>
          {markers.map((marker) => {
            const point = pointInBox(marker.position, view, width, height);
            const anchor = anchorAt(point.x, width);
            const name = nameOf(marker);
            const label = showLabel ? fillPattern(labelPattern, marker.row, context) : '';
            const tooltip = showTooltip && open === marker.id ? fillPattern(tooltipPattern, marker.row, context, escapeHtml) : null;
            return (
              <li key={marker.id} className="absolute z-10" style={{ left: point.x, top: point.y }} data-marker={marker.id}>
                {label && open !== marker.id && (
                  <span className={`absolute bottom-9 whitespace-nowrap rounded-control ${ANCHOR[anchor]} bg-surface-raised/90 px-1.5 text-xs font-medium text-text shadow-card`} data-part="label">
                    <Truncated text={label} className="max-w-32" />
                  </span>
                )}
                <button
                  type="button"
                  aria-label={name}
                  title={name}
                  aria-expanded={showTooltip ? open === marker.id : undefined}
                  onClick={() => onMarker(marker)}
                  className="absolute -top-8 -start-4 inline-flex size-8 items-start justify-center rounded-full text-accent drop-shadow hover:text-accent-hover"
                >
                  <Icon path={mdiMapMarker} size={32} />
                </button>
                {tooltip !== null && <Tooltip html={tooltip} name={name} anchor={anchor} onClose={() => setOpen(null)} />}
              </li>
            );
          })}
        </ul>
      </div>
      <p id={hintId} className="sr-only">
        {t('widgets:map.keyboard-hint')}
      </p>
      {tilesFailed && (
        <div role="status" className="absolute inset-x-2 top-2 z-20 flex items-center gap-2 rounded-control border border-warning bg-warning-soft px-2 py-1 text-sm text-text" data-part="tiles-failed">
          <Icon path={mdiWifiOff} size={16} className="shrink-0 text-warning" />
          <span className="min-w-0">{t(online ? 'widgets:map.tiles-failed' : 'widgets:map.offline')}</span>
          {online && (
            <button type="button" onClick={retryTiles} className="ms-auto shrink-0 rounded-control px-2 font-medium text-accent hover:bg-surface-hover">
              {t('widgets:value.retry')}
            </button>
          )}
        </div>
      )}
      <div className="absolute end-2 bottom-6 z-20 flex flex-col overflow-hidden rounded-control border border-border shadow-card">
        <button type="button" className={`${CONTROL_BUTTON} border-b border-border`} aria-label={t('widgets:map.zoom-in')} title={t('widgets:map.zoom-in')} disabled={view.zoom >= MAX_ZOOM} onClick={() => zoomTo(view.zoom + 1)}>
          <Icon path={mdiPlus} size={18} />
        </button>
        <button type="button" className={CONTROL_BUTTON} aria-label={t('widgets:map.zoom-out')} title={t('widgets:map.zoom-out')} disabled={view.zoom <= MIN_ZOOM} onClick={() => zoomTo(view.zoom - 1)}>
          <Icon path={mdiMinus} size={18} />
        </button>
      </div>
      {isOpenStreetMap(pattern) && !tilesFailed && (
        <p className="absolute end-0 bottom-0 z-20 max-w-full truncate bg-surface-raised/80 px-1 text-xs text-text-muted">{t('widgets:map.attribution')}</p>
      )}
    </div>
  );
}
