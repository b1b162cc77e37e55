import { expect, waitUntil } from '@open-wc/testing';
import OtaUpdatesPage from '../../console/pages/ota-updates/ota-updates.js';
import { routeNamed } from '../../console/routes.js';
import { client } from '../../console/session/session.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, findButton, json, openDialog, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer } from './support/auth-pages.js';
import { entityQuery } from './support/entity-query.js';
import type { FakeServer } from '../support/fake-fetch.js';

const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
const PROFILE = { id: { entityType: 'DEVICE_PROFILE', id: 'profile-1' }, name: 'Thermostats' };
const WRONG_CHECKSUM = '0'.repeat(64);
const SAVED = {
  id: { entityType: 'OTA_PACKAGE', id: 'pkg-1' },
  createdTime: 1_700_000_000_000,
  deviceProfileId: PROFILE.id,
  type: 'FIRMWARE',
  title: 'Thermostat <b>fw</b>',
  version: '2.0.0',
  hasData: false,
};
const UPLOADED = { ...SAVED, hasData: true, fileName: 'fw.bin', contentType: 'application/octet-stream', checksumAlgorithm: 'SHA256', checksum: 'ab'.repeat(32), dataSize: 1536, additionalInfo: { description: 'Beta build' } };

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 });
}

/** An XMLHttpRequest stand-in that records what the console sends and answers when the test says. */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

const realXhr = window.XMLHttpRequest;

function baseServer(packages: unknown[] = []): FakeServer {
  return useFakeServer()
    .route('GET', '/api/otaPackages', page(packages))
    .route('GET', '/api/deviceProfileInfos', page([PROFILE]))
    .route('GET', '/api/deviceProfileInfo/default', json(200, PROFILE))
    .route('GET', '/api/deviceProfileInfo/profile-1', json(200, PROFILE))
    .route('POST', '/api/entitiesQuery/find', entityQuery([{ entityType: 'DEVICE_PROFILE', id: 'profile-1', name: 'Thermostats' }]));
}

async function openPage(server: FakeServer): Promise<HTMLElement> {
  await signInAs('TENANT_ADMIN');
  history.replaceState(null, '', '/otaUpdates');
  const root = await renderPage(<OtaUpdatesPage route={routeNamed('otaUpdates')} params={{}} search={{}} />);
  await until(() => server.requestsTo('/api/otaPackages').length > 0 && findButton('Add package'), 'page shown');
  return root;
}

async function openAddDialog(): Promise<HTMLDialogElement> {
  await clickOn(button('Add package'));
  await until(() => openDialog() && field('Device profile', openDialog()!).value === 'Thermostats', 'dialog open with the default profile');
  return openDialog()!;
}

async function fill(label: string, text: string): Promise<void> {
  field(label, openDialog()!).focus();
  await type(text);
}

/** Chooses a file in the dialog's file input as a person picking it would. */
function choose(name: string, bytes: string): void {
  const input = openDialog()!.querySelector<HTMLInputElement>('input[type=file]')!;
  const transfer = new DataTransfer();
  transfer.items.add(new File([bytes], name, { type: 'application/octet-stream' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The kit's confirmation, shown in its fallback host over the details dialog. */
function confirmDialog(): HTMLDialogElement | null {
  return document.querySelector('[data-tb-dialog-host]')?.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Fills the add dialog of a server that saves the package and deletes it on request, and starts the upload. */
async function startUpload(checksum: string): Promise<{ server: FakeServer; dialog: HTMLDialogElement }> {
  const server = baseServer()
    .route('POST', '/api/otaPackage', json(200, SAVED))
    .route('DELETE', '/api/otaPackage/pkg-1', json(200));
  await openPage(server);
  const dialog = await openAddDialog();
  await fill('Title', 'Thermostat');
  await fill('Version', '2.0.0');
  choose('fw.bin', 'firmware');
  if (checksum) await fill('Checksum (optional)', checksum);
  await clickOn(button('Add', dialog));
  await until(() => FakeXhr.sent.length === 1, 'upload sent');
  return { server, dialog };
}

describe('OTA updates page', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    (window as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });

  afterEach(async () => {
    (window as { XMLHttpRequest: unknown }).XMLHttpRequest = realXhr;
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('adds a firmware package: the information first, then the file with its SHA256 computed here, with a progress bar', async () => {
    const server = baseServer().route('POST', '/api/otaPackage', json(200, SAVED));
    const root = await openPage(server);
    const dialog = await openAddDialog();
    expect(dialog.textContent).to.include('Add OTA package');
    expect((field('Checksum algorithm', dialog) as unknown as HTMLSelectElement).value).to.equal('SHA256');
    expect([...(field('Checksum algorithm', dialog) as unknown as HTMLSelectElement).options].map((o) => o.value)).to.deep.equal(['MD5', 'SHA256', 'SHA384', 'SHA512', 'CRC32', 'MURMUR3_32', 'MURMUR3_128']);
    expect(await axeViolations(root.ownerDocument.body)).to.deep.equal([]);

    await fill('Title', 'Thermostat <b>fw</b>');
    await fill('Version', '2.0.0');
    choose('fw.bin', 'firmware'.repeat(192));
    await until(() => shows('fw.bin', dialog) && shows('1.5 KB', dialog), 'file name and size (base 1024) shown');
    await clickOn(button('Add', dialog));
    await until(() => FakeXhr.sent.length === 1, 'upload sent');

    const info = JSON.parse(server.requestsTo('/api/otaPackage')[0]!.body) as Record<string, unknown>;
    expect(info).to.deep.include({ title: 'Thermostat <b>fw</b>', version: '2.0.0', type: 'FIRMWARE', usesUrl: false });
    expect(info.deviceProfileId).to.deep.equal(PROFILE.id);
    const xhr = FakeXhr.sent[0]!;
    const url = new URL(xhr.url);
    expect(xhr.method).to.equal('POST');
    expect(url.pathname).to.equal('/api/otaPackage/pkg-1');
    expect(url.searchParams.get('checksumAlgorithm')).to.equal('SHA256');
    expect(url.searchParams.get('checksum')).to.equal(await sha256Hex('firmware'.repeat(192)));
    expect(xhr.url).not.to.include('token');
    const token = await client.auth.getAccessToken();
    expect(xhr.headers['X-Authorization']).to.equal(`Bearer ${token}`);
    expect((xhr.body!.get('file') as File).name).to.equal('fw.bin');

    xhr.progress(768, 1536);
    await until(() => shows('50 %', dialog), 'half uploaded');
    const bar = dialog.querySelector('progress')!;
    expect(bar.value).to.equal(50);
    expect(dialog.textContent!.replace(/[\u2066\u2069]/g, '')).to.include('768 bytes of 1.5 KB');
    expect(shows('Uploading fw.bin…', dialog)).to.equal(true);
    expect(button('Cancel upload', dialog).disabled).to.equal(false);
    expect(await axeViolations(dialog)).to.deep.equal([]);

    const listed = server.requestsTo('/api/otaPackages').length;
    xhr.respond(200, UPLOADED);
    await until(() => !openDialog(), 'dialog closed');
    await until(() => toastTexts().some((text) => text.includes('Package Thermostat <b>fw</b> 2.0.0 added.')), 'added notice');
    await until(() => server.requestsTo('/api/otaPackages').length > listed, 'list reloaded');
    expect(server.requestsTo('/api/otaPackage/pkg-1')).to.have.length(0);
  });

  it('deletes the package again when the upload fails and says so with the server message', async () => {
    const { server, dialog } = await startUpload(WRONG_CHECKSUM);
    expect(new URL(FakeXhr.sent[0]!.url).searchParams.get('checksum')).to.equal(WRONG_CHECKSUM);
    FakeXhr.sent[0]!.respond(400, { status: 400, message: 'Wrong checksum: the file does not match', errorCode: 31 });
    await until(() => shows('The file could not be uploaded. The package was deleted again, so nothing was added.', dialog), 'failure shown');
    expect(shows('Wrong checksum: the file does not match', dialog)).to.equal(true);
    expect(server.requestsTo('/api/otaPackage/pkg-1').map((r) => r.method)).to.deep.equal(['DELETE']);
    expect(dialog.querySelector('[role=alert]')).not.to.equal(null);
    expect(button('Add', dialog).disabled).to.equal(false);
  });

  it('cancels an upload on request and deletes the half-made package', async () => {
    const { server, dialog } = await startUpload('');
    await until(() => findButton('Cancel upload', dialog), 'uploading');
    await clickOn(button('Cancel upload', dialog));
    await until(() => shows('Upload cancelled. The package was deleted again, so nothing was added.', dialog), 'cancelled');
    expect(FakeXhr.sent[0]!.aborted).to.equal(true);
    expect(server.requestsTo('/api/otaPackage/pkg-1').map((r) => r.method)).to.deep.equal(['DELETE']);
    expect(openDialog()).to.equal(dialog);
  });

  it("shows the server's refusal of a title and version already taken, and uploads nothing", async () => {
    const server = baseServer().route('POST', '/api/otaPackage', tbError(400, 31, 'OtaPackage with such title and version already exists!'));
    await openPage(server);
    const dialog = await openAddDialog();
    await fill('Title', 'Thermostat');
    await fill('Version', '1.0.0');
    choose('fw.bin', 'firmware');
    await clickOn(button('Add', dialog));
    await until(() => shows('OtaPackage with such title and version already exists!', dialog), 'refusal shown in the dialog');
    expect(FakeXhr.sent).to.have.length(0);
    expect(server.requestsTo('/api/otaPackage/pkg-1')).to.have.length(0);
  });

  it('checks the form before calling the server, and saves an external URL package without an upload', async () => {
    const server = baseServer().route('POST', '/api/otaPackage', json(200, { ...SAVED, url: 'https://cdn.example/fw.bin' }));
    await openPage(server);
    const dialog = await openAddDialog();
    await clickOn(button('Add', dialog));
    await until(() => shows('Title is required.', dialog), 'errors shown');
    expect(shows('Version is required.', dialog)).to.equal(true);
    expect(shows('Choose the package file.', dialog)).to.equal(true);
    await fill('Checksum (optional)', 'abc');
    await until(() => shows('A SHA256 checksum has 64 hex digits.', dialog), 'checksum length');
    expect(server.requestsTo('/api/otaPackage')).to.have.length(0);

    field('Checksum (optional)', dialog).select();
    await press('Backspace');
    await until(() => !shows('A SHA256 checksum', dialog), 'blank checksum accepted');
    await fill('Title', 'Agent');
    await fill('Version', '3.0');
    await clickOn(dialog.querySelector('input[type=radio][value=url]')!);
    await until(() => shows('External URL', dialog), 'URL field');
    await fill('External URL', 'ftp://cdn.example/fw.bin');
    await clickOn(button('Add', dialog));
    await until(() => shows('Enter an address starting with http:// or https://.', dialog), 'URL refused');
    field('External URL', dialog).select();
    await type('https://cdn.example/fw.bin');
    await clickOn(button('Add', dialog));
    await until(() => !openDialog(), 'saved');
    const body = JSON.parse(server.requestsTo('/api/otaPackage')[0]!.body) as Record<string, unknown>;
    expect(body).to.deep.include({ title: 'Agent', version: '3.0', usesUrl: true, url: 'https://cdn.example/fw.bin' });
    expect(FakeXhr.sent).to.have.length(0);
  });

  it('opens a package to read its details, copy its checksum and delete it after confirming', async () => {
    const server = baseServer([UPLOADED]).route('DELETE', '/api/otaPackage/pkg-1', json(200));
    const root = await openPage(server);
    await until(() => document.querySelector('[role=rowgroup] [role=row][data-index]'), 'row shown');
    const row = document.querySelector('[role=rowgroup] [role=row][data-index="0"]')!;
    expect(row.textContent).to.include('1.5 KB');
    expect(row.textContent).to.include(`${'ab'.repeat(6)}…`);
    // The type in words, not the wire's FIRMWARE.
    const texts = [...row.querySelectorAll('[role=gridcell]')].map((cell) => cell.textContent);
    expect(texts).to.include('Firmware');
    expect(texts).to.not.include('FIRMWARE');
    expect(row.querySelector('b')).to.equal(null);
    await clickOn([...row.querySelectorAll('[role=gridcell]')].find((cell) => cell.textContent?.includes('2.0.0'))!);
    await until(() => openDialog() && shows('Beta build', openDialog()!), 'details open');
    const dialog = openDialog()!;
    expect(shows('Thermostat <b>fw</b> 2.0.0', dialog)).to.equal(true);
    expect(dialog.querySelector('b')).to.equal(null);
    expect(dialog.querySelector('code')!.textContent).to.equal('ab'.repeat(32));
    await until(() => shows('Thermostats', dialog), 'profile name');
    expect(shows('application/octet-stream', dialog)).to.equal(true);
    expect(findButton('Copy checksum', dialog)).not.to.equal(undefined);
    expect(findButton('Download', dialog)).not.to.equal(undefined);
    expect(dialog.querySelectorAll('input, textarea, select')).to.have.length(0);
    expect(await axeViolations(root.ownerDocument.body)).to.deep.equal([]);

    const listed = server.requestsTo('/api/otaPackages').length;
    await clickOn(button('Delete', dialog));
    await until(() => confirmDialog() && shows('Delete package Thermostat <b>fw</b> 2.0.0?', confirmDialog()!), 'confirmation');
    expect(server.requestsTo('/api/otaPackage/pkg-1')).to.have.length(0);
    await clickOn(button('Delete', confirmDialog()!));
    await until(() => server.requestsTo('/api/otaPackage/pkg-1').length === 1, 'deleted');
    await until(() => server.requestsTo('/api/otaPackages').length > listed, 'list reloaded');
    await until(() => toastTexts().some((text) => text.includes('Package Thermostat <b>fw</b> 2.0.0 deleted.')), 'deleted notice');
  });
});
