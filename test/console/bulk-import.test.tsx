import { expect, waitUntil } from '@open-wc/testing';
import AssetsPage from '../../console/pages/assets/assets.js';
import DevicesPage from '../../console/pages/devices/devices.js';
import { routeNamed } from '../../console/routes.js';
import { Notices } from '../../console/shell/notices.js';
import { axeViolations, press } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, findButton, json, openDialog, renderPage, shows, signInAs, useFakeServer } from './support/auth-pages.js';

const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 });
}

/** Chooses a file in the dialog's file input as a person picking it would. */
function choose(name: string, text: string, type = 'text/csv'): void {
  const input = openDialog()!.querySelector<HTMLInputElement>('input[type=file]')!;
  const transfer = new DataTransfer();
  transfer.items.add(new File([text], name, { type }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const typeSelects = () => [...openDialog()!.querySelectorAll<HTMLSelectElement>('select[aria-label^="Type of column"]')];
const keyInputs = () => [...openDialog()!.querySelectorAll<HTMLInputElement>('input[aria-label^="Key of column"]')];

async function openImport(server = useFakeServer().route('GET', '/api/tenant/assetInfos', page([]))) {
  await signInAs('TENANT_ADMIN');
  history.replaceState(null, '', '/assets');
  const root = await renderPage(
    <>
      <AssetsPage route={routeNamed('assets')} params={{}} search={{}} />
      <Notices />
    </>,
  );
  await until(() => findButton('Import from CSV'), 'import offered');
  await clickOn(button('Import from CSV'));
  await until(() => openDialog(), 'dialog open');
  return { server, root };
}

describe('bulk import from CSV', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('guesses the columns from the header, imports in parts and reports the refused lines numbered in the whole file', async () => {
    const bodies: Array<Record<string, any>> = [];
    const server = useFakeServer()
      .route('GET', '/api/tenant/assetInfos', page([]))
      .route('POST', '/api/asset/bulk_import', (request) => {
        const body = JSON.parse(request.body) as Record<string, any>;
        bodies.push(body);
        return bodies.length === 1
          ? json(200, { created: 99, updated: 0, errors: 1, errorsList: ['Line: 2; Error: Asset name should be specified'] })
          : json(200, { created: 0, updated: 20, errors: 0, errorsList: [] });
      });
    const { root } = await openImport(server);
    expect(openDialog()!.textContent).to.include('Import assets');
    expect(openDialog()!.textContent).to.include('No file chosen');
    const lines = Array.from({ length: 120 }, (_, i) => `Pump ${i};pump;"<b>floor</b>; ${i}"`);
    choose('assets.csv', ['name;type;floor', ...lines].join('\n'));
    await until(() => typeSelects().length === 3 || shows('Lines to import'), 'file read');
    // The default delimiter is a comma: the file reads as one column until the person picks the semicolon.
    const delimiter = openDialog()!.querySelector<HTMLSelectElement>('select:not([aria-label])')!;
    delimiter.value = ';';
    delimiter.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => typeSelects().length === 3, 'three columns');
    expect(typeSelects().map((s) => s.value)).to.deep.equal(['NAME', 'TYPE', 'SERVER_ATTRIBUTE']);
    expect(keyInputs().map((i) => i.value)).to.deep.equal(['floor']);
    expect(shows('Lines to import: 120', openDialog()!)).to.equal(true);
    // Cell text is shown as text.
    expect(openDialog()!.querySelector('b')).to.equal(null);
    expect(shows('<b>floor</b>; 0', openDialog()!)).to.equal(true);
    expect(await axeViolations(root)).to.deep.equal([]);

    await clickOn(button('Import', openDialog()!));
    await until(() => shows('Lines not imported', openDialog()!) || shows('Not imported', openDialog()!), 'summary');
    expect(bodies).to.have.length(2);
    expect(bodies[0]!.mapping).to.deep.equal({
      columns: [{ type: 'NAME' }, { type: 'TYPE' }, { type: 'SERVER_ATTRIBUTE', key: 'floor' }],
      delimiter: ';',
      update: true,
      header: false,
    });
    expect((bodies[0]!.file as string).split('\n')).to.have.length(100);
    // A cell holding the delimiter stays quoted in the part sent.
    expect((bodies[1]!.file as string).split('\n')[0]).to.equal('Pump 100;pump;"<b>floor</b>; 100"');
    const figures = [...openDialog()!.querySelectorAll('dd')].map((d) => d.textContent);
    expect(figures).to.deep.equal(['99', '20', '1']);
    expect([...openDialog()!.querySelectorAll('li')].map((l) => l.textContent)).to.deep.equal(['Line: 3; Error: Asset name should be specified']);
    const listed = server.requestsTo('/api/tenant/assetInfos').length;
    await clickOn(button('Close', openDialog()!));
    await until(() => server.requestsTo('/api/tenant/assetInfos').length > listed, 'list reloaded after the import');
  });

  it('takes only a CSV file, naming it with its size in units of 1024, and says what the mapping lacks before calling the server', async () => {
    const { server } = await openImport();
    expect(shows('Accepted: \u2066.csv\u2069', openDialog()!)).to.equal(true);
    choose('assets.xlsx', 'x', 'application/vnd.ms-excel');
    expect(openDialog()!.querySelector('[part=file-name]')).to.equal(null);
    expect(shows('No file chosen.', openDialog()!)).to.equal(true);
    choose('assets.csv', `label,floor\nBasement,1\n${'#'.repeat(1500)}\n`);
    await until(() => openDialog()!.querySelector('[part=file-name]')?.textContent === 'assets.csv', 'csv taken');
    expect(openDialog()!.querySelector('[part=file-size]')!.textContent).to.equal('1.5 KB');
    choose('assets.csv', 'label,floor\nBasement,1\n');
    await until(() => typeSelects().length === 2, 'two columns');
    expect(typeSelects().map((s) => s.value)).to.deep.equal(['LABEL', 'SERVER_ATTRIBUTE']);
    const key = keyInputs()[0]!;
    key.focus();
    key.select();
    await press('Backspace');
    await until(() => keyInputs()[0]!.value === '', 'key cleared');
    await clickOn(button('Import', openDialog()!));
    await until(() => shows('Choose the column that holds the name.', openDialog()!), 'name needed');
    expect(shows('Column 2 needs a key.', openDialog()!)).to.equal(true);
    expect(server.requestsTo('/api/asset/bulk_import')).to.have.length(0);
  });

  it('imports devices with their credentials and gateway flag as columns', async () => {
    useFakeServer().route('GET', '/api/tenant/deviceInfos', page([]));
    await signInAs('TENANT_ADMIN');
    history.replaceState(null, '', '/devices');
    await renderPage(<DevicesPage route={routeNamed('devices')} params={{}} search={{}} />);
    await until(() => findButton('Import from CSV'), 'import offered');
    await clickOn(button('Import from CSV'));
    await until(() => openDialog(), 'dialog open');
    expect(openDialog()!.textContent).to.include('Import devices');
    choose('devices.csv', 'name,type,access token,is gateway\nPump,default,tok-1,true\n');
    await until(() => typeSelects().length === 4, 'four columns');
    expect(typeSelects().map((s) => s.value)).to.deep.equal(['NAME', 'TYPE', 'ACCESS_TOKEN', 'IS_GATEWAY']);
  });

  it('gives a customer user no import', async () => {
    useFakeServer().route('GET', '/api/customer/customer-1/assetInfos', page([]));
    await signInAs('CUSTOMER_USER');
    history.replaceState(null, '', '/assets');
    await renderPage(<AssetsPage route={routeNamed('assets')} params={{}} search={{}} />);
    await until(() => shows('Created time'), 'list shown');
    expect(findButton('Import from CSV')).to.equal(undefined);
  });
});
