/* global document, location, history */
// The example page's own script: takes the dashboard, widget, public id, theme and language from the
// address when given (tests and screenshots open other dashboards), and lists the elements' events.
const query = new URLSearchParams(location.search);
const dashboard = document.querySelector('tb-dashboard');
const widget = document.querySelector('tb-widget');

for (const [param, attribute] of [['dashboardId', 'dashboard-id'], ['publicId', 'public-id'], ['theme', 'theme'], ['lang', 'lang']]) {
  const value = query.get(param);
  if (value === null) continue;
  dashboard.setAttribute(attribute, value);
  widget.setAttribute(attribute, value);
}
if (query.get('widgetId') !== null) widget.setAttribute('widget-id', query.get('widgetId'));
if (query.get('theme')) document.documentElement.dataset.theme = query.get('theme');
if (query.get('lang') === 'fa_IR') document.documentElement.dir = 'rtl';

const log = document.getElementById('event-log');

/** Adds a line to the page's event list (as text: details may hold names a device reported). */
function note(text) {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString()} ${text}`;
  log.prepend(item);
}

dashboard.addEventListener('tb-state-change', (event) => {
  note(`state changed to ${event.detail.stateId}`);
  const url = new URL(location.href);
  if (event.detail.state) url.searchParams.set('state', event.detail.state);
  else url.searchParams.delete('state');
  history.replaceState(null, '', url);
});
for (const element of [dashboard, widget]) {
  element.addEventListener('tb-widget-action', (event) => {
    const { action, entity } = event.detail;
    note(`widget action "${action.name}" (${action.type})${entity ? ` on ${entity.name}` : ''}`);
  });
  element.addEventListener('tb-error', (event) => note(`error: ${event.detail.message}`));
}
if (query.get('state')) dashboard.setAttribute('state', query.get('state'));
