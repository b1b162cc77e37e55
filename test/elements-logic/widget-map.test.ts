import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_TILE_URL, FIT_PADDING_PX, MAX_FIT_ZOOM, MAX_LATITUDE, MAX_ZOOM, MIN_ZOOM, PAN_STEP_PX, TILE_PX, clampZoom, fitView, isOpenStreetMap, markersOf, panBy,
  pointInBox, project, tileUrl, tileUrlPattern, tilesFor, unproject,
} from '../../elements/dashboard/widgets/values/map.logic.js';
import type { DataKey } from '../../elements/dashboard/model/dashboard.types.js';
import type { LatestRow } from '../../elements/dashboard/widgets/widget-contract.js';

const close = (a: number, b: number, digits = 6) => assert.ok(Math.abs(a - b) < 10 ** -digits, `${a} ≈ ${b}`);
const key = (name: string, label = name): DataKey => ({ name, label, type: 'attribute' });
const row = (id: string, lat: string | null, lng: string | null): LatestRow => ({
  entity: { entityType: 'DEVICE', id, name: id, label: '' }, datasourceName: id,
  cells: [{ key: key('latitude'), ts: 1, value: lat }, { key: key('longitude'), ts: 1, value: lng }],
});

describe('map tile maths', () => {
  it('uses 256 px tiles, zoom 0 to 19, Web Mercator to ±85.0511°', () => {
    assert.equal(TILE_PX, 256);
    assert.equal(MIN_ZOOM, 0);
    assert.equal(MAX_ZOOM, 19);
    close(MAX_LATITUDE, 85.0511287798, 9);
    assert.equal(clampZoom(25), 19);
    assert.equal(clampZoom(-2), 0);
    assert.equal(clampZoom(3.4), 3);
  });

  it('projects the origin to the middle of the world and the corners to its edges', () => {
    assert.deepEqual(project({ lat: 0, lng: 0 }, 0), { x: 128, y: 128 });
    const nw = project({ lat: MAX_LATITUDE, lng: -180 }, 1);
    close(nw.x, 0);
    close(nw.y, 0, 4);
    assert.equal(project({ lat: 89, lng: 180 }, 1).y, project({ lat: 90, lng: 180 }, 1).y);
  });

  it('finds the standard tile of a place (London at zoom 10 is tile 511/340)', () => {
    const p = project({ lat: 51.5072, lng: -0.1276 }, 10);
    assert.deepEqual([Math.floor(p.x / 256), Math.floor(p.y / 256)], [511, 340]);
  });

  it('unprojects what it projects', () => {
    const place = { lat: 48.8566, lng: 2.3522 };
    const back = unproject(project(place, 12), 12);
    close(back.lat, place.lat);
    close(back.lng, place.lng);
    close(unproject({ x: 256 * 2 + 10, y: 128 }, 0).lng, unproject({ x: 10, y: 128 }, 0).lng);
  });

  it('covers the box with tiles, wrapping x around the world and leaving out rows beyond the poles', () => {
    const tiles = tilesFor({ center: { lat: 0, lng: 0 }, zoom: 1 }, 600, 600);
    // A 512 px world in a 600 px box: columns -1 to 2 (wrapped to 1, 0, 1, 0), rows 0 and 1 only.
    assert.equal(tiles.length, 4 * 2);
    assert.deepEqual(tiles.map((t) => t.x), [1, 0, 1, 0, 1, 0, 1, 0]);
    assert.deepEqual(tiles.map((t) => t.y), [0, 0, 0, 0, 1, 1, 1, 1]);
    assert.deepEqual(tiles[0], { x: 1, y: 0, z: 1, left: -212, top: 44 });
    assert.ok(tilesFor({ center: { lat: 51.5, lng: 0 }, zoom: 10 }, 512, 256).every((t) => t.z === 10 && t.y >= 0 && t.y < 1024));
  });

  it('places a position in the box relative to the centre, on the nearest copy of the world', () => {
    const view = { center: { lat: 0, lng: 0 }, zoom: 2 };
    assert.deepEqual(pointInBox({ lat: 0, lng: 0 }, view, 400, 300), { x: 200, y: 150 });
    assert.equal(pointInBox({ lat: 0, lng: 90 }, view, 400, 300).x, 200 + 256);
    const dateLine = { center: { lat: 0, lng: 179 }, zoom: 3 };
    assert.ok(Math.abs(pointInBox({ lat: 0, lng: -179 }, dateLine, 400, 300).x - 200) < 20);
  });

  it('pans by 80 px per arrow key', () => {
    assert.equal(PAN_STEP_PX, 80);
    const moved = panBy({ center: { lat: 0, lng: 0 }, zoom: 1 }, 128, 0);
    close(moved.center.lng, 90);
    assert.ok(panBy({ center: { lat: 80, lng: 0 }, zoom: 0 }, 0, -1000).center.lat <= MAX_LATITUDE + 1e-9);
  });

  it('fits the markers with 40 px around them, at most zoom 16, or at the zoom the settings give', () => {
    assert.equal(FIT_PADDING_PX, 40);
    assert.equal(MAX_FIT_ZOOM, 16);
    assert.equal(fitView([{ lat: 51.5, lng: -0.12 }], 400, 300).zoom, 16);
    const wide = fitView([{ lat: 50, lng: -10 }, { lat: 40, lng: 10 }], 400, 300);
    const a = pointInBox({ lat: 50, lng: -10 }, wide, 400, 300);
    const b = pointInBox({ lat: 40, lng: 10 }, wide, 400, 300);
    assert.ok(a.x >= 40 && b.x <= 360 && a.y >= 40 && b.y <= 260, JSON.stringify({ a, b, wide }));
    const closer = { ...wide, zoom: wide.zoom + 1 };
    const c = pointInBox({ lat: 50, lng: -10 }, closer, 400, 300);
    assert.ok(c.x < 40 || c.y < 40);
    assert.equal(fitView([{ lat: 1, lng: 1 }], 400, 300, 7).zoom, 7);
    assert.deepEqual(fitView([], 400, 300), { center: { lat: 0, lng: 0 }, zoom: 1 });
  });

  it('takes tile URLs from the tileUrl setting, else the provider, else OpenStreetMap', () => {
    assert.equal(DEFAULT_TILE_URL, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    assert.equal(tileUrlPattern({}), DEFAULT_TILE_URL);
    assert.equal(tileUrlPattern({ mapProvider: 'OpenStreetMap.HOT' }), 'https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png');
    assert.equal(tileUrlPattern({ tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' }), 'https://tiles.example.com/{z}/{x}/{y}.png');
    assert.equal(tileUrlPattern({ tileUrl: 'javascript:alert(1)//{z}{x}{y}' }), DEFAULT_TILE_URL);
    assert.equal(tileUrlPattern({ tileUrl: 'https://tiles.example.com/{z}.png' }), DEFAULT_TILE_URL);
    assert.equal(tileUrl('https://{s}.t.org/{z}/{x}/{y}.png', { x: 1, y: 4, z: 3 }), 'https://c.t.org/3/1/4.png');
    assert.equal(isOpenStreetMap(DEFAULT_TILE_URL), true);
    assert.equal(isOpenStreetMap('https://tiles.example.com/{z}/{x}/{y}.png'), false);
  });

  it('places the rows whose latitude and longitude keys hold numbers in range', () => {
    const markers = markersOf([row('a', '51.5', '-0.12'), row('b', null, '1'), row('c', '95', '1'), row('d', 'north', '1'), row('e', '-33.9', '151.2')], 'latitude', 'longitude');
    assert.deepEqual(markers.map((m) => [m.id, m.position]), [['a', { lat: 51.5, lng: -0.12 }], ['e', { lat: -33.9, lng: 151.2 }]]);
    const byLabel: LatestRow = { datasourceName: 'f', cells: [{ key: key('f(x)', 'lat'), ts: 1, value: '1' }, { key: key('f(y)', 'lng'), ts: 1, value: '2' }] };
    assert.deepEqual(markersOf([byLabel], 'lat', 'lng')[0]!.position, { lat: 1, lng: 2 });
    assert.equal(markersOf([byLabel], 'lat', 'lng')[0]!.id, 'row-0');
  });
});
