import { expect, waitUntil } from '@open-wc/testing';
import RuleChainsPage from '../../console/pages/rule-chains/rule-chains.js';
import EdgeRuleChainsPage from '../../console/pages/rule-chains/edge-rule-chains.js';
import { routeNamed } from '../../console/routes.js';
import { axeViolations, nextFrame, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, clickOn, field, findButton, json, openDialog, renderPage, shows, signInAs, tbError, toastTexts, useFakeServer } from './support/auth-pages.js';
import type { FakeServer, SeenRequest } from '../support/fake-fetch.js';

const page = (data: unknown[]) => json(200, { data, totalPages: 1, totalElements: data.length, hasNext: false });
const chain = (id: string, name: string, root: boolean, type = 'CORE') => ({ id: { entityType: 'RULE_CHAIN', id }, createdTime: 1700000000000, name, type, root, debugMode: false });
const EXPORT = {
  ruleChain: { name: 'Thermostat <b>alarms</b>', type: 'CORE', root: false, firstRuleNodeId: null, debugMode: false, configuration: null, additionalInfo: null },
  metadata: {
    firstNodeIndex: 0,
    nodes: [
      { type: 'org.thingsboard.rule.engine.filter.TbMsgTypeSwitchNode', name: 'Switch', debugMode: false, configuration: { version: 0 }, additionalInfo: { layoutX: 300, layoutY: 150 } },
      { type: 'org.thingsboard.rule.engine.telemetry.TbMsgTimeseriesNode', name: 'Save', debugMode: false, configuration: { defaultTTL: 0 }, additionalInfo: { layoutX: 600, layoutY: 150 } },
    ],
    connections: [{ fromIndex: 0, toIndex: 1, type: 'Post telemetry' }],
    ruleChainConnections: null,
  },
};

const rows = () => [...document.querySelectorAll<HTMLElement>('[role=rowgroup] [role=row][data-index]')];
const rowOf = (text: string) => rows().find((row) => row.textContent?.includes(text))!;
const dialogButton = (name: string) => button(name, openDialog()!);
const bodiesOf = (server: FakeServer, path: string, method = 'POST') => server.requestsTo(path).filter((r) => r.method === method).map((r) => JSON.parse(r.body) as Record<string, unknown>);

async function until(condition: () => unknown, message: string): Promise<void> {
  await waitUntil(condition, message, { timeout: 5000 });
}

/** Chooses a file in the dialog's file input, as a person's file picker would. */
function chooseFile(text: string, name = 'chain.json') {
  const input = openDialog()!.querySelector<HTMLInputElement>('input[type=file]')!;
  const files = new DataTransfer();
  files.items.add(new File([text], name, { type: 'application/json' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function openCore() {
  const server = useFakeServer().route('GET', '/api/ruleChains', page([chain('rc-root', 'Root Rule Chain', true), chain('rc-2', 'Thermostat', false)]));
  await signInAs('TENANT_ADMIN');
  history.replaceState(null, '', '/ruleChains');
  const root = await renderPage(<RuleChainsPage route={routeNamed('ruleChains')} params={{}} search={{}} />);
  await until(() => rows().length === 2, 'chains listed');
  return { server, root };
}

describe('rule chains list', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  it('refuses pasted text that is not JSON and an edge chain export, saving nothing', async () => {
    const { server } = await openCore();
    await clickOn(button('Import rule chain'));
    await until(() => openDialog(), 'import dialog open');
    field('JSON', openDialog()!).focus();
    await type('{"ruleChain": oops');
    await clickOn(dialogButton('Import'));
    await until(() => shows('This is not JSON:', openDialog()!), 'not JSON said');
    expect(field('JSON', openDialog()!).getAttribute('aria-invalid')).to.equal('true');
    field('JSON', openDialog()!).select();
    await type('{"ruleChain": {"name": "Edge one", "type": "EDGE"}, "metadata": {"nodes": []}}');
    await until(() => shows('This is an edge rule chain.', openDialog()!), 'wrong type said');
    field('JSON', openDialog()!).select();
    await type('{"name": "a dashboard"}');
    await until(() => shows('This JSON is not a rule chain export', openDialog()!), 'not a chain said');
    expect(server.requestsTo('/api/ruleChain')).to.have.length(0);
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
  });

  it('imports a chosen export: the chain, then its nodes and connections pointed at the new chain', async () => {
    const { server } = await openCore();
    server
      .route('POST', '/api/ruleChain', (r: SeenRequest) => json(200, { ...JSON.parse(r.body), id: { entityType: 'RULE_CHAIN', id: 'rc-new' } }))
      .route('POST', '/api/ruleChain/metadata', (r: SeenRequest) => json(200, JSON.parse(r.body)));
    await clickOn(button('Import rule chain'));
    await until(() => openDialog(), 'import dialog open');
    chooseFile(JSON.stringify(EXPORT));
    await until(() => shows('Thermostat <b>alarms</b> · nodes: 2, connections: 1', openDialog()!), 'summary shown');
    expect(openDialog()!.querySelector('b')).to.equal(null);
    await clickOn(dialogButton('Import'));
    await until(() => toastTexts().some((t) => t.includes('Rule chain Thermostat <b>alarms</b> imported.')), 'imported');
    const [created] = bodiesOf(server, '/api/ruleChain');
    expect(created).to.deep.equal({ ...EXPORT.ruleChain });
    const [metadata] = bodiesOf(server, '/api/ruleChain/metadata');
    expect(metadata).to.deep.equal({ ruleChainId: { entityType: 'RULE_CHAIN', id: 'rc-new' }, ...EXPORT.metadata });
    await until(() => !openDialog(), 'dialog closed');
    await until(() => server.requestsTo('/api/ruleChains').length === 2, 'list reloaded');
  });

  it('deletes the new chain again when its nodes are refused', async () => {
    const { server } = await openCore();
    server
      .route('POST', '/api/ruleChain', json(200, chain('rc-new', 'Thermostat', false)))
      .route('POST', '/api/ruleChain/metadata', tbError(400, 31, 'connections form a cycle'))
      .route('DELETE', '/api/ruleChain/rc-new', json(200));
    await clickOn(button('Import rule chain'));
    await until(() => openDialog(), 'import dialog open');
    chooseFile(JSON.stringify(EXPORT));
    await until(() => shows('nodes: 2', openDialog()!), 'summary shown');
    await clickOn(dialogButton('Import'));
    await until(() => toastTexts().some((t) => t.includes('so the rule chain was not kept')), 'rolled back said');
    expect(server.requestsTo('/api/ruleChain/rc-new').map((r) => r.method)).to.deep.equal(['DELETE']);
    expect(openDialog()).to.not.equal(null);
  });

  it('adds a rule chain typed with the keyboard, name required, debug mode and description sent', async () => {
    const { server } = await openCore();
    server.route('POST', '/api/ruleChain', (r: SeenRequest) => json(200, { ...JSON.parse(r.body), id: { entityType: 'RULE_CHAIN', id: 'rc-3' } }));
    await clickOn(button('Add rule chain'));
    await until(() => openDialog(), 'add dialog open');
    await clickOn(dialogButton('Add'));
    await until(() => shows('Name is required.', openDialog()!), 'required said');
    expect(await axeViolations(openDialog()!)).to.deep.equal([]);
    field('Name', openDialog()!).focus();
    await type('Alarms');
    await press('Tab');
    await press('Space');
    await press('Tab');
    await type('Raises alarms');
    await press('Tab');
    await press('Tab');
    await press('Enter');
    await until(() => toastTexts().some((t) => t.includes('Rule chain Alarms added.')), 'added');
    expect(bodiesOf(server, '/api/ruleChain')).to.deep.equal([{ name: 'Alarms', type: 'CORE', root: false, debugMode: true, additionalInfo: { description: 'Raises alarms' } }]);
  });
});

describe('edge rule chain templates', () => {
  afterEach(async () => {
    await cleanUp();
    history.replaceState(null, '', '/');
  });

  async function openEdge() {
    let auto = [chain('ec-2', 'Sensors', false, 'EDGE')];
    const server = useFakeServer()
      .route('GET', '/api/ruleChains', page([chain('ec-root', 'Edge Root', true, 'EDGE'), chain('ec-2', 'Sensors', false, 'EDGE'), chain('ec-3', 'Cameras', false, 'EDGE')]))
      .route('GET', '/api/ruleChain/autoAssignToEdgeRuleChains', () => json(200, auto));
    await signInAs('TENANT_ADMIN');
    history.replaceState(null, '', '/edgeManagement/ruleChains');
    const root = await renderPage(<EdgeRuleChainsPage route={routeNamed('edgeRuleChains')} params={{}} search={{}} />);
    await until(() => rows().length === 3, 'edge chains listed');
    return { server, root, setAuto: (next: typeof auto) => (auto = next) };
  }

  it('lists the edge chains with the template root and the chains new edges get, offering only the transitions each allows, axe clean', async () => {
    const { server, root } = await openEdge();
    expect(server.requestsTo('/api/ruleChains')[0]!.query.get('type')).to.equal('EDGE');
    const headers = [...document.querySelectorAll('[role=columnheader]')].map((h) => h.textContent?.trim());
    expect(headers).to.include.members(['Edge template root', 'Assigned to new edges']);
    const label = (text: string, name: string) => !!findButton(name, rowOf(text));
    expect([label('Edge Root', 'Make edge template root'), label('Edge Root', 'Assign to new edges'), label('Edge Root', 'Stop assigning to new edges')]).to.deep.equal([false, false, false]);
    await until(() => label('Sensors', 'Stop assigning to new edges'), 'auto-assigned chain known');
    expect([label('Sensors', 'Make edge template root'), label('Sensors', 'Assign to new edges')]).to.deep.equal([true, false]);
    expect([label('Cameras', 'Assign to new edges'), label('Cameras', 'Stop assigning to new edges')]).to.deep.equal([true, false]);
    expect(findButton('Import rule chain') && findButton('Add rule chain')).to.not.equal(undefined);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('makes a chain the template root and assigns another to new edges, then shows the lists again', async () => {
    const { server, setAuto } = await openEdge();
    server
      .route('POST', '/api/ruleChain/ec-2/edgeTemplateRoot', json(200, chain('ec-2', 'Sensors', true, 'EDGE')))
      .route('POST', '/api/ruleChain/ec-3/autoAssignToEdge', () => {
        setAuto([chain('ec-2', 'Sensors', false, 'EDGE'), chain('ec-3', 'Cameras', false, 'EDGE')]);
        return json(200, chain('ec-3', 'Cameras', false, 'EDGE'));
      });
    await until(() => findButton('Stop assigning to new edges', rowOf('Sensors')), 'auto-assigned chain known');
    await clickOn(button('Make edge template root', rowOf('Sensors')));
    await until(() => toastTexts().some((t) => t.includes('Made the edge template root rule chain.')), 'root set');
    await until(() => server.requestsTo('/api/ruleChains').length === 2 && server.requestsTo('/api/ruleChain/autoAssignToEdgeRuleChains').length === 2, 'lists asked again');
    await until(() => rows().length === 3 && findButton('Assign to new edges', rowOf('Cameras')), 'list shown again');
    await nextFrame();
    expect(server.requestsTo('/api/ruleChain/ec-2/edgeTemplateRoot').map((r) => r.method)).to.deep.equal(['POST']);
    await clickOn(button('Assign to new edges', rowOf('Cameras')));
    await until(() => toastTexts().some((t) => t.includes('New edges get this rule chain.')), 'auto-assign set');
    await until(() => findButton('Stop assigning to new edges', rowOf('Cameras')), 'cameras now auto-assigned');
    expect(server.requestsTo('/api/ruleChain/ec-3/autoAssignToEdge').map((r) => r.method)).to.deep.equal(['POST']);
    expect(server.requestsTo('/api/ruleChain/autoAssignToEdgeRuleChains').length).to.be.greaterThan(2);
  });

  it('refuses a core chain export on the edge page', async () => {
    const { server } = await openEdge();
    await clickOn(button('Import rule chain'));
    await until(() => openDialog(), 'import dialog open');
    chooseFile(JSON.stringify(EXPORT));
    await until(() => shows('This is a core rule chain. Import it on the Rule chains page.', openDialog()!), 'wrong type said');
    await clickOn(dialogButton('Import'));
    expect(server.requestsTo('/api/ruleChain')).to.have.length(0);
  });
});
