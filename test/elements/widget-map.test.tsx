import { expect, waitUntil } from '@open-wc/testing';
import OpenStreetMap from '../../elements/dashboard/widgets/values/openstreetmap.js';
import { VALUE_WIDGETS } from '../../elements/dashboard/widgets/values/index.js';
import { sendMouse } from '@web/test-runner-commands';
import { axeViolations, click, press } from './support/kit-test.js';
import { cell, cleanUpViews, device, key, mountView, ready, row, textOf, widgetOf } from './widget-harness.js';

/** Tiles that always load: an empty SVG (the fragment keeps each tile's URL distinct). */
const GOOD_TILES = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='256' height='256'%3E%3C/svg%3E#{z}/{x}/{y}";
const lat = key('latitude', { type: 'attribute' });
const lng = key('longitude', { type: 'attribute' });
const temperature = key('temperature', { label: 'Temperature', units: '°C', decimals: 1 });
const places = ready([
  row(device('Thermostat T1', 't1'), [cell(lat, '51.5072'), cell(lng, '-0.1276'), cell(temperature, '21.5')]),
  row(device('Pump <b>P1</b> with a name longer than any label should be', 'p1'), [cell(lat, '51.52'), cell(lng, '-0.10'), cell(temperature, '19')]),
  row(device('Nowhere', 'n1'), [cell(lat, null), cell(lng, null)]),
]);
const widget = (actions = {}) => widgetOf('maps', 'openstreetmap', { actions });
const markerButtons = (host: Element) => [...host.querySelectorAll<HTMLButtonElement>('[data-marker] button[aria-label]')];
const zoomOf = (host: Element) => Number(host.querySelector('[data-zoom]')!.getAttribute('data-zoom'));

describe('map widget', () => {
  afterEach(cleanUpViews);

  it('is registered under maps.openstreetmap', async () => {
    expect((await VALUE_WIDGETS['maps.openstreetmap']!()).default).to.equal(OpenStreetMap);
  });

  it('places a marker per entity with a position, labelled with its name as text, over tiles from the tileUrl setting', async () => {
    const view = await mountView(OpenStreetMap, { widget: widget(), data: places, settings: { tileUrl: GOOD_TILES }, width: 480, height: 320 });
    expect(markerButtons(view.host).map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Thermostat T1', 'Pump <b>P1</b> with a name longer than any label should be']);
    const labels = [...view.host.querySelectorAll('[data-part=label]')];
    expect(labels.map(textOf)).to.deep.equal(['Thermostat T1', 'Pump <b>P1</b> with a name longer than any label should be']);
    expect(labels[1]!.querySelector('[title]')!.getAttribute('title')).to.equal('Pump <b>P1</b> with a name longer than any label should be');
    expect(view.host.querySelector('[data-marker] b')).to.equal(null);
    const tiles = [...view.host.querySelectorAll('img')];
    expect(tiles.length).to.be.greaterThan(0);
    expect(tiles.every((img) => /#\d+\/\d+\/\d+$/.test(img.src))).to.equal(true);
    await waitUntil(() => tiles.every((img) => img.complete), 'tiles loaded');
    expect(view.host.querySelector('[data-part=tiles-failed]')).to.equal(null);
    expect(textOf(view.host)).to.not.contain('OpenStreetMap contributors');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('opens the tooltip pattern with escaped values on a marker click, runs the marker action, and closes with Escape', async () => {
    const settings = { tileUrl: GOOD_TILES, tooltipPattern: '<b>${entityName}</b><br/>${Temperature}' };
    const view = await mountView(OpenStreetMap, { widget: widget({ markerClick: [{ id: 'a1', name: 'Open', type: 'openDashboardState' }] }), data: places, settings, width: 480, height: 320 });
    await click(markerButtons(view.host)[1]!);
    await waitUntil(() => view.host.querySelector('[data-part=tooltip]'), 'tooltip');
    const tooltip = view.host.querySelector('[data-part=tooltip]')!;
    expect(tooltip.querySelector('b')!.textContent).to.equal('Pump <b>P1</b> with a name longer than any label should be');
    expect(tooltip.querySelectorAll('b').length).to.equal(1);
    expect(view.host.querySelector('[role=dialog]')!.getAttribute('aria-label')).to.equal('Pump <b>P1</b> with a name longer than any label should be');
    expect(textOf(tooltip)).to.contain('19.0');
    expect(view.actions).to.deep.equal([{ sourceId: 'markerClick', entity: device('Pump <b>P1</b> with a name longer than any label should be', 'p1') }]);
    view.host.querySelector<HTMLElement>('[role=dialog] button')!.focus();
    await press('Escape');
    await waitUntil(() => !view.host.querySelector('[data-part=tooltip]'), 'tooltip closed');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('zooms with its buttons and with + and -, and pans with the arrow keys', async () => {
    const view = await mountView(OpenStreetMap, { widget: widget(), data: places, settings: { tileUrl: GOOD_TILES, defaultZoomLevel: 12 }, width: 480, height: 320 });
    expect(zoomOf(view.host)).to.equal(12);
    await click(view.host.querySelector('button[aria-label="Zoom in"]')!);
    await waitUntil(() => zoomOf(view.host) === 13, 'zoomed in');
    await click(view.host.querySelector('button[aria-label="Zoom out"]')!);
    await click(view.host.querySelector('button[aria-label="Zoom out"]')!);
    await waitUntil(() => zoomOf(view.host) === 11, 'zoomed out');
    const surface = view.host.querySelector<HTMLElement>('[role=region]')!;
    expect(document.getElementById(surface.getAttribute('aria-describedby')!)!.textContent).to.equal('Arrow keys move the map, + and − zoom');
    surface.focus();
    await press('+');
    await waitUntil(() => zoomOf(view.host) === 12, 'zoomed in by key');
    const marker = () => view.host.querySelector<HTMLElement>('[data-marker=t1]')!;
    const before = marker().offsetLeft;
    await press('ArrowRight');
    await waitUntil(() => marker().offsetLeft === before - 80, 'moved 80 px');
    await press('-');
    await waitUntil(() => zoomOf(view.host) === 11, 'zoomed out by key');
  });

  it('moves with the map when dragged', async () => {
    const view = await mountView(OpenStreetMap, { widget: widget(), data: places, settings: { tileUrl: GOOD_TILES, defaultZoomLevel: 12 }, width: 480, height: 320 });
    const marker = () => view.host.querySelector<HTMLElement>('[data-marker=t1]')!;
    const [left, top] = [marker().offsetLeft, marker().offsetTop];
    const box = view.host.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 40), Math.round(box.y + 280)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round(box.x + 140), Math.round(box.y + 230)] });
    await sendMouse({ type: 'up' });
    await waitUntil(() => marker().offsetLeft === left + 100, 'moved right with the pointer');
    expect(marker().offsetTop).to.equal(top - 50);
  });

  it('says when tiles fail and keeps the markers, with a retry', async () => {
    const view = await mountView(OpenStreetMap, { widget: widget(), data: places, settings: { tileUrl: '/no-such-tiles/{z}/{x}/{y}.png' }, width: 480, height: 320 });
    await waitUntil(() => view.host.querySelector('[data-part=tiles-failed]'), 'failed state', { timeout: 5000 });
    expect(textOf(view.host.querySelector('[data-part=tiles-failed]')!)).to.contain('Map tiles could not be loaded. Markers are shown without the map.');
    expect(markerButtons(view.host).length).to.equal(2);
    const asked = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/no-such-tiles/')).length;
    const before = asked();
    await click(view.host.querySelector('[data-part=tiles-failed] button')!);
    await waitUntil(() => asked() > before, 'tiles asked again');
    await waitUntil(() => view.host.querySelector('[data-part=tiles-failed]'), 'failed again');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('says when the browser is offline', async () => {
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    try {
      const view = await mountView(OpenStreetMap, { widget: widget(), data: places, settings: { tileUrl: GOOD_TILES }, width: 480, height: 320 });
      expect(view.host.querySelector('[data-part=tiles-failed]')).to.equal(null);
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
      await waitUntil(() => view.host.querySelector('[data-part=tiles-failed]'), 'offline state');
      expect(textOf(view.host.querySelector('[data-part=tiles-failed]')!)).to.equal('You are offline. Markers are shown without the map.');
      expect(view.host.querySelector('img')).to.equal(null);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).onLine;
      Object.defineProperty(Navigator.prototype, 'onLine', online);
      window.dispatchEvent(new Event('online'));
    }
  });

  it('says when no entity has a position', async () => {
    const stub = await mountView(OpenStreetMap, { widget: widget(), data: ready([row(device('Nowhere'), [cell(lat, null), cell(lng, '3')])]) });
    expect(textOf(stub.host)).to.equal('No entity has a position to show');
  });
});
