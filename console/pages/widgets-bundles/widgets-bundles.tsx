import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiDeleteOutline, mdiDownload, mdiFileImportOutline, mdiPencilOutline, mdiPlus } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId } from '../../../elements/entity-table/entity-table.logic.js';
import type { PageProps } from '../../routes.js';
import { $auth } from '../../session/session.js';
import { notifyError, notifySuccess } from '../../shell/notify.js';
import { deleteEntity } from '../entity-list/api.js';
import { rowName } from '../entity-list/entity-list.logic.js';
import { EntityListPage, PageAction, useRefresh } from '../entity-list/entity-list-page.js';
import { JsonImportDialog, type JsonImportReading } from '../entity-list/json-import-dialog.js';
import { problemValues } from '../entity-list/json-import.logic.js';
import { actionsColumn, RowAction } from '../entity-list/row-actions.js';
import { registerBundlesLocales } from './i18n/index.js';
import { WidgetsBundleDialog } from './widgets-bundle-dialog.js';
import { canManageBundle, parseBundleImport, type ParsedBundle, type WidgetsBundleRecord } from './widgets-bundle.logic.js';
import { exportBundle, importBundle } from './widgets-bundle-transfer.js';
import { WIDGETS_BUNDLE_COLUMNS, WIDGETS_BUNDLES_PATH } from './widgets-bundles.logic.js';

await registerBundlesLocales();

type Dialog = { kind: 'add' } | { kind: 'edit'; bundle: WidgetsBundleRecord } | { kind: 'import' } | null;

/**
 * The widgets library: the system bundles and the tenant's own, sorted by title. Every bundle can be exported as JSON;
 * the bundles a role owns (the system ones for the system administrator, the tenant's for a tenant administrator) can
 * be edited and deleted after a confirmation naming them; bundles are added or imported from an export.
 */
export default function WidgetsBundlesPage({ route }: PageProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  const [refresh, reload] = useRefresh();
  const [dialog, setDialog] = useState<Dialog>(null);
  const manages = (row: EntityRow) => canManageBundle(row as WidgetsBundleRecord, auth.authUser?.authority, auth.authUser?.tenantId);

  const remove = async (row: EntityRow) => {
    const title = String(row.title ?? '');
    const confirmed = await showConfirm({ title: t('bundles:delete.title', { title }), message: t('lists:widgets-bundles.delete-text'), ok: t('lists:action.delete') });
    if (!confirmed || !(await deleteEntity('widgetsBundle', entityRowId(row, 0)))) return;
    notifySuccess(t('bundles:delete.deleted', { title }));
    reload();
  };
  const read = (text: string): JsonImportReading<ParsedBundle> => {
    const result = parseBundleImport(text);
    if (!result.ok) return { ok: false, message: t(result.problem.key, problemValues(result.problem)) };
    return { ok: true, value: result.value, summary: t('bundles:import.summary', { title: result.value.title, count: result.value.widgetTypes.length }) };
  };
  const save = async (parsed: ParsedBundle) => {
    const outcome = await importBundle(parsed);
    if (outcome.kind === 'widget-refused') {
      notifyError(t(outcome.kept ? 'bundles:import.widget-refused-kept' : 'bundles:import.widget-refused', { name: outcome.name }));
      if (outcome.kept) reload();
    }
    if (outcome.kind !== 'saved') return false;
    notifySuccess(t('bundles:import.imported', { title: parsed.title }));
    reload();
    return true;
  };

  const actions = actionsColumn(
    (row) => (
      <>
        <RowAction icon={mdiDownload} label={t('lists:action.export')} onClick={() => void exportBundle(entityRowId(row, 0))} />
        {manages(row) && <RowAction icon={mdiPencilOutline} label={t('bundles:edit.action')} onClick={() => setDialog({ kind: 'edit', bundle: row as WidgetsBundleRecord })} />}
        {manages(row) && <RowAction icon={mdiDeleteOutline} label={t('lists:action.delete-row', { name: rowName(row) })} danger onClick={() => void remove(row)} />}
      </>
    ),
    'sm',
  );
  const close = () => setDialog(null);
  return (
    <EntityListPage
      title={t(`console:${route.title ?? 'widget.widget-library'}`)}
      path={WIDGETS_BUNDLES_PATH}
      columns={[...WIDGETS_BUNDLE_COLUMNS, actions]}
      defaultSort={{ property: 'title', direction: 'ASC' }}
      refresh={refresh}
      actions={
        <>
          <PageAction icon={mdiFileImportOutline} label={t('bundles:import.button')} onClick={() => setDialog({ kind: 'import' })} />
          <PageAction primary icon={mdiPlus} label={t('bundles:add.button')} onClick={() => setDialog({ kind: 'add' })} />
        </>
      }
    >
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && <WidgetsBundleDialog bundle={dialog.kind === 'edit' ? dialog.bundle : null} onSaved={reload} onClose={close} />}
      {dialog?.kind === 'import' && <JsonImportDialog title={t('bundles:import.title')} hint={t('bundles:import.hint')} read={read} onImport={save} onClose={close} />}
    </EntityListPage>
  );
}
