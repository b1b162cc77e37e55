// Slippy-map maths of the map widget (Web Mercator, 256 px tiles): where a coordinate lands at a zoom, which
// tiles cover the box, the tile URL, the view that fits the markers, and the entities with a position.
import type { LatestRow, WidgetEntity } from '../widget-contract.js';
import { parseNumeric } from './value-format.logic.js';

/** The side of a map tile in px. */
export const TILE_PX = 256;
/** Zoom levels the map moves between (OpenStreetMap's standard tiles stop at 19). */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 19;
/** The closest zoom fitting the markers goes to (one marker, or markers close together). */
export const MAX_FIT_ZOOM = 16;
/** Web Mercator stops at this latitude, north and south. */
export const MAX_LATITUDE = 85.0511287798;
/** Room kept around the markers when fitting them, in px on each side. */
export const FIT_PADDING_PX = 40;
/** How far one arrow key moves the map, in px. */
export const PAN_STEP_PX = 80;

/** The tile URL patterns of the `mapProvider` setting; OpenStreetMap's standard tiles when it names none of them. */
export const TILE_PROVIDERS: Readonly<Record<string, string>> = {
  'OpenStreetMap.Mapnik': 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  'OpenStreetMap.HOT': 'https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png',
};
export const DEFAULT_TILE_URL = TILE_PROVIDERS['OpenStreetMap.Mapnik']!;

/** A position on the earth in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A point in px of the whole world's picture at a zoom (0, 0 the north-west corner). */
export interface WorldPoint {
  x: number;
  y: number;
}

/** What the map shows: its centre and zoom. */
export interface MapView {
  center: LatLng;
  zoom: number;
}

/** The side of the world's picture at a zoom, in px. */
export function worldPx(zoom: number): number {
  return TILE_PX * 2 ** zoom;
}

/** Where a position lands in the world's picture at a zoom (latitude held within Web Mercator's bounds). */
export function project({ lat, lng }: LatLng, zoom: number): WorldPoint {
  const size = worldPx(zoom);
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180;
  return { x: ((lng + 180) / 360) * size, y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * size };
}

/** The position at a point of the world's picture at a zoom (longitude wrapped into -180…180). */
export function unproject({ x, y }: WorldPoint, zoom: number): LatLng {
  const size = worldPx(zoom);
  const lng = (x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: ((((lng + 180) % 360) + 360) % 360) - 180 };
}

/** A zoom level held between {@link MIN_ZOOM} and {@link MAX_ZOOM}, whole. */
export function clampZoom(zoom: number): number {
  return Math.round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)));
}

/** A tile to draw: its indices (x wrapped around the world), its zoom and where its top-left corner goes in the box. */
export interface Tile {
  x: number;
  y: number;
  z: number;
  left: number;
  top: number;
}

/** The tiles covering a box of `width` × `height` px around the view's centre (rows beyond the poles left out). */
export function tilesFor(view: MapView, width: number, height: number): Tile[] {
  const z = clampZoom(view.zoom);
  const centre = project(view.center, z);
  const originX = centre.x - width / 2;
  const originY = centre.y - height / 2;
  const count = 2 ** z;
  const tiles: Tile[] = [];
  for (let ty = Math.floor(originY / TILE_PX); ty * TILE_PX < originY + height; ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(originX / TILE_PX); tx * TILE_PX < originX + width; tx++) {
      tiles.push({ x: ((tx % count) + count) % count, y: ty, z, left: Math.round(tx * TILE_PX - originX), top: Math.round(ty * TILE_PX - originY) });
    }
  }
  return tiles;
}

/** Where a position lands in the box of the view, in px from its top-left corner (the copy of the world nearest the centre). */
export function pointInBox(position: LatLng, view: MapView, width: number, height: number): WorldPoint {
  const z = clampZoom(view.zoom);
  const size = worldPx(z);
  const centre = project(view.center, z);
  const point = project(position, z);
  let dx = point.x - centre.x;
  dx -= Math.round(dx / size) * size;
  return { x: width / 2 + dx, y: height / 2 + point.y - centre.y };
}

/** The view after moving the map by (dx, dy) px (positive: the content moves left and up, as when panning right and down). */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const z = clampZoom(view.zoom);
  const centre = project(view.center, z);
  const size = worldPx(z);
  const y = Math.min(size, Math.max(0, centre.y + dy));
  return { zoom: z, center: unproject({ x: centre.x + dx, y }, z) };
}

/** The URL pattern of the tiles: the `tileUrl` setting when it is an http(s), relative or data URL with `{z}`, `{x}` and `{y}`, else the `mapProvider`'s. */
export function tileUrlPattern(settings: Record<string, unknown>): string {
  const custom = typeof settings.tileUrl === 'string' ? settings.tileUrl.trim() : '';
  if (custom && /^(https?:\/\/|\/|data:image\/)/i.test(custom) && ['{z}', '{x}', '{y}'].every((p) => custom.includes(p))) return custom;
  const provider = typeof settings.mapProvider === 'string' ? TILE_PROVIDERS[settings.mapProvider] : undefined;
  return provider ?? DEFAULT_TILE_URL;
}

/** Whether the tiles of a pattern are OpenStreetMap's (whose contributors the map must credit). */
export function isOpenStreetMap(pattern: string): boolean {
  return /openstreetmap\.(org|fr)\//i.test(pattern);
}

/** The URL of a tile: `{z}`, `{x}`, `{y}` filled, and `{s}` one of the subdomains a, b, c chosen by the tile. */
export function tileUrl(pattern: string, tile: Pick<Tile, 'x' | 'y' | 'z'>): string {
  const subdomain = 'abc'[(tile.x + tile.y) % 3]!;
  return pattern.replaceAll('{z}', String(tile.z)).replaceAll('{x}', String(tile.x)).replaceAll('{y}', String(tile.y)).replaceAll('{s}', subdomain);
}

/** An entity placed on the map: its row (for labels and tooltips) and its position. */
export interface Marker {
  id: string;
  entity?: WidgetEntity;
  row: LatestRow;
  position: LatLng;
}

/** The rows whose latitude and longitude keys (by name or label) hold numbers within range, as markers. */
export function markersOf(rows: readonly LatestRow[], latKey: string, lngKey: string): Marker[] {
  const valueOf = (row: LatestRow, name: string) => {
    const cell = row.cells.find((c) => c.key.name === name) ?? row.cells.find((c) => c.key.label === name);
    return parseNumeric(cell?.value ?? null);
  };
  const markers: Marker[] = [];
  rows.forEach((row, index) => {
    const lat = valueOf(row, latKey);
    const lng = valueOf(row, lngKey);
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return;
    markers.push({ id: row.entity?.id ?? `row-${index}`, entity: row.entity, row, position: { lat, lng } });
  });
  return markers;
}

/** The view showing every position within the box with {@link FIT_PADDING_PX} around them, at most at {@link MAX_FIT_ZOOM}; `zoom` when given instead of the fitted one. */
export function fitView(positions: readonly LatLng[], width: number, height: number, zoom?: number | null): MapView {
  if (!positions.length) return { center: { lat: 0, lng: 0 }, zoom: clampZoom(zoom ?? 1) };
  const world = positions.map((p) => project(p, 0));
  const xs = world.map((p) => p.x);
  const ys = world.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const center = unproject({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, 0);
  if (typeof zoom === 'number' && Number.isFinite(zoom)) return { center, zoom: clampZoom(zoom) };
  const room = (side: number) => Math.max(1, side - 2 * FIT_PADDING_PX);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const byX = spanX > 0 ? Math.log2(room(width) / spanX) : MAX_FIT_ZOOM;
  const byY = spanY > 0 ? Math.log2(room(height) / spanY) : MAX_FIT_ZOOM;
  return { center, zoom: Math.max(MIN_ZOOM, Math.min(MAX_FIT_ZOOM, Math.floor(Math.min(byX, byY)))) };
}
