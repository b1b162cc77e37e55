import { useEffect, useState, type ReactNode } from 'react';
import { mdiPlus, mdiRestore } from '@mdi/js';
import { useTranslate } from '../../../elements/core/i18n.js';
import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import type { ApiSchema } from '../../../sdk/api-schema.js';
import type { PageProps } from '../../routes.js';
import { AccountCard, CardSkeleton } from '../account/account-layout.js';
import { SelectField } from '../auth/form-controls.js';
import { EntityListPage, PageAction, useRefresh } from '../entity-list/entity-list-page.js';
import { RowAction, withRowAction } from '../entity-list/row-actions.js';
import { CreateVersionDialog } from './create-version-dialog.js';
import { RestoreVersionDialog } from './restore-version-dialog.js';
import { loadBranches } from './vc-api.js';
import { LoadFailedNotice, NoRepository, useRepositoryExists } from './vc-parts.js';
import { VERSION_COLUMNS, VERSIONS_PATH } from './version-control.logic.js';

type Branches = Array<ApiSchema<'BranchInfo'>>;

/** The repository's branches: undefined while loading, null when the call failed; `reload` asks again. */
function useBranches(enabled: boolean): [Branches | null | undefined, () => void] {
  const [branches, setBranches] = useState<Branches | null | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadBranches().then((answer) => live && setBranches(answer ?? null));
    return () => {
      live = false;
    };
  }, [enabled, attempt]);
  return [branches, () => setAttempt((n) => n + 1)];
}

/** A frame for what the page shows before the list: a heading and one block. */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6">
      <h1 className="text-xl font-semibold text-text">{title}</h1>
      {children}
    </section>
  );
}

/** Version control of the tenant's entities: a branch's versions, newest first; create a version, restore one. */
export default function VersionControlPage({ route }: PageProps) {
  const t = useTranslate();
  const title = t(`console:${route.title ?? 'version-control.version-control'}`);
  const [hasRepository, recheck] = useRepositoryExists();
  const [branches, reloadBranches] = useBranches(hasRepository === true);
  const [branch, setBranch] = useState<string | null>(null);
  const [refresh, reload] = useRefresh();
  const [creating, setCreating] = useState(false);
  const [restoring, setRestoring] = useState<{ id: string; name: string } | null>(null);

  if (hasRepository === null || branches === null) return <Frame title={title}><LoadFailedNotice onRetry={hasRepository === null ? recheck : reloadBranches} /></Frame>;
  if (hasRepository === false) return <Frame title={title}><NoRepository /></Frame>;
  if (hasRepository === undefined || branches === undefined) return <Frame title={title}><AccountCard title={title}><CardSkeleton label={t('console:app.loading')} rows={2} /></AccountCard></Frame>;

  const defaultBranch = branches.find((b) => b.default)?.name ?? branches[0]?.name ?? '';
  const shown = branch ?? defaultBranch;
  const names = branches.map((b) => b.name ?? '').filter((name) => name !== '');
  const options = (names.includes(shown) ? names : [shown, ...names]).map((name) => ({ value: name, label: name === defaultBranch ? t('vc:versions.default-branch', { name }) : name }));
  const columns = withRowAction(VERSION_COLUMNS, (row: EntityRow) => {
    const version = { id: String(row.id ?? ''), name: String(row.name ?? '') };
    return <RowAction icon={mdiRestore} label={t('vc:versions.restore', { name: version.name })} onClick={() => setRestoring(version)} />;
  });

  return (
    <EntityListPage
      title={title}
      path={shown ? VERSIONS_PATH : null}
      query={{ branch: shown }}
      columns={columns}
      defaultSort={{ property: 'timestamp', direction: 'DESC' }}
      refresh={refresh}
      emptyText={t('vc:versions.empty')}
      filters={
        <div className="w-64 max-w-full">
          <SelectField label={t('vc:versions.branch')} value={shown} onValueChange={setBranch} options={options} />
        </div>
      }
      actions={<PageAction primary icon={mdiPlus} label={t('vc:create.button')} onClick={() => setCreating(true)} />}
    >
      {creating && (
        <CreateVersionDialog
          branch={shown}
          branches={names}
          onClose={() => setCreating(false)}
          onCreated={(name) => {
            if (!names.includes(name)) reloadBranches();
            setBranch(name);
            reload();
          }}
        />
      )}
      {restoring && <RestoreVersionDialog version={restoring} onClose={() => setRestoring(null)} />}
    </EntityListPage>
  );
}
