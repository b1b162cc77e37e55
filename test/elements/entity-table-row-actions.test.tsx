import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { mdiDeleteOutline, mdiShareVariantOutline } from '@mdi/js';
import { adoptKitStyles } from '../../elements/core/stylesheet.js';
import { EntityTable } from '../../elements/entity-table/entity-table.js';
import type { EntityRow } from '../../elements/entity-table/entity-columns.js';
import { actionsColumn, RowAction } from '../../console/pages/entity-list/row-actions.js';
import { axeViolations, click } from './support/kit-test.js';

const DEVICES: EntityRow[] = Array.from({ length: 3 }, (_, i) => ({ id: { entityType: 'DEVICE', id: `d${i}` }, createdTime: i, name: `Pump ${i}` }));
const fetchPage = async () => ({ data: DEVICES, totalElements: DEVICES.length, totalPages: 1, hasNext: false });

/** An entity table with two row buttons per row, rendered into a shadow root or straight into the document. */
function mountTable(inShadow: boolean, calls: string[], opened: string[]) {
  const host = document.createElement('div');
  host.style.cssText = 'display: block; height: 400px; width: 900px';
  document.body.append(host);
  const root = inShadow ? host.attachShadow({ mode: 'open' }) : document;
  adoptKitStyles(root);
  const mount = document.createElement('div');
  mount.style.height = '100%';
  (inShadow ? (root as ShadowRoot) : host).append(mount);
  const columns = [
    { key: 'name', title: 'Name' },
    actionsColumn((row) => (
      <>
        <RowAction icon={mdiShareVariantOutline} label={`Share ${String(row.name)}`} onClick={() => calls.push(`share ${String(row.name)}`)} />
        <RowAction icon={mdiDeleteOutline} label={`Delete ${String(row.name)}`} onClick={() => calls.push(`delete ${String(row.name)}`)} danger />
      </>
    )),
  ];
  const react: Root = createRoot(mount);
  react.render(<EntityTable label="Devices" columns={columns} fetchPage={fetchPage} onRowOpen={({ id }) => opened.push(id)} />);
  return { host, scope: inShadow ? (root as ShadowRoot) : document, unmount: () => (react.unmount(), host.remove()) };
}

describe('entity table row buttons', () => {
  for (const inShadow of [true, false]) {
    it(`draw each icon from a shared style sheet and act on their own row without opening it (${inShadow ? 'shadow root' : 'document'})`, async () => {
      const calls: string[] = [];
      const opened: string[] = [];
      const { host, scope, unmount } = mountTable(inShadow, calls, opened);
      try {
        const button = (label: string) => scope.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
        await waitUntil(() => button('Delete Pump 1'), 'row buttons shown');
        // The icon is drawn: a mask image over the text colour, the same image for the same icon in every row.
        const icon = (label: string) => getComputedStyle(button(label)!.querySelector('span')!);
        expect(icon('Delete Pump 1').maskImage).to.match(/^url\("data:image\/svg\+xml,/);
        expect(icon('Delete Pump 2').maskImage).to.equal(icon('Delete Pump 1').maskImage);
        expect(icon('Share Pump 1').maskImage).to.not.equal(icon('Delete Pump 1').maskImage);
        expect(icon('Delete Pump 1').backgroundColor).to.not.equal(icon('Share Pump 1').backgroundColor);
        // The buttons are cells of their row, in the row's order, and act on that row only.
        const row = button('Delete Pump 1')!.closest('[role=row]')!;
        expect([...row.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Share Pump 1', 'Delete Pump 1']);
        await click(button('Delete Pump 1')!);
        expect(calls).to.deep.equal(['delete Pump 1']);
        expect(opened).to.deep.equal([]);
        expect(await axeViolations(host)).to.deep.equal([]);
      } finally {
        unmount();
      }
    });
  }
});
