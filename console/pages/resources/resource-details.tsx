import { useEffect, useState } from 'react';
import { mdiDownload, mdiFolder } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { FileInput } from '../../../elements/file-input/file-input.js';
import type { PageProps } from '../../routes.js';
import { $auth } from '../../session/session.js';
import { notifyError } from '../../shell/notify.js';
import { Button, TextField } from '../auth/form-controls.js';
import { EntityDetailsPage, type EntityPageConfig, type ExtraTabContext } from '../entity-details/entity-details-page.js';
import { RecordSection, useRecordDraft } from '../entity-details/record-section.js';
import { NAME_MAX_LENGTH } from '../entity-list/entity-list.logic.js';
import { registerListsLocales } from '../entity-list/i18n/index.js';
import { registerResourcesLocales } from './i18n/index.js';
import { downloadResource, encodeFile, loadResource, saveResource } from './resource-api.js';
import { ResourceFileProblem } from './resource-file-field.js';
import { canManageResource, fileProblem, isResourceType, RESOURCES_PATH, titleIsTyped, titleProblem, updatedResourceBody, type FileProblem, type ResourceRecord } from './resources.logic.js';

await Promise.all([registerResourcesLocales(), registerListsLocales()]);

const MESSAGES = { saved: 'resources:details.saved', readOnly: 'resources:details.read-only', invalid: 'resources:details.invalid' };

/** Saves the edited resource (its data sent again when the file stays); a refusal shows the server's message and keeps the draft. */
async function save(record: ResourceRecord): Promise<ResourceRecord | undefined> {
  const outcome = await saveResource(updatedResourceBody(record, record.title ?? '', null));
  if (outcome.ok) return outcome.resource;
  notifyError(outcome.message);
  return undefined;
}

/** A read-only line of the details: its label and value, written as text. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-sm font-medium text-text-muted">{label}</dt>
      <dd dir="auto" className="min-w-0 break-words text-base text-text">
        {value || '—'}
      </dd>
    </div>
  );
}

/** The resource's details: type, key and file name; its title and file edited and saved where the role owns it. */
function ResourceSection({ context }: { context: ExtraTabContext<ResourceRecord> }) {
  const t = useTranslate();
  const auth = $auth.get();
  const draft = useRecordDraft(context.record);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [reset, setReset] = useState(0);
  useEffect(() => setProblem(null), [draft.version]);
  const record = context.record;
  const type = isResourceType(record.resourceType) ? record.resourceType : null;
  const editable = canManageResource(record, context.authority, auth.authUser?.tenantId);
  const titleLabel = t('resources:field.title');
  const titleKey = titleProblem(record.resourceType, draft.draft.title ?? '');
  const change = (next: Partial<ResourceRecord>) => draft.setDraft({ ...draft.draft, ...next });
  const choose = async (file: File | null, text: string) => {
    if (!file || !type) {
      setProblem(null);
      change({ fileName: record.fileName, data: record.data });
      return;
    }
    const found = fileProblem(type, { name: file.name, size: file.size, text });
    setProblem(found);
    if (found) return;
    const encoded = await encodeFile(file);
    change({ fileName: encoded.fileName, data: encoded.data });
  };
  return (
    <RecordSection
      draft={draft}
      save={save}
      onSaved={(saved) => {
        context.setRecord(saved);
        setReset((n) => n + 1);
      }}
      valid={!titleKey && !problem}
      editable={editable}
      messages={MESSAGES}
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact label={t('resources:field.type')} value={type ? t(`resources:type.${type}`) : String(record.resourceType ?? '')} />
        <Fact label={t('resources:field.key')} value={String(record.resourceKey ?? '')} />
        <Fact label={t('resources:field.file-name')} value={String(draft.draft.fileName ?? '')} />
      </dl>
      {type && !titleIsTyped(type) ? (
        <div className="flex flex-col gap-1">
          <dl>
            <Fact label={titleLabel} value={String(draft.draft.title ?? '')} />
          </dl>
          {editable && <p className="text-sm text-text-muted">{t('resources:field.title-from-model')}</p>}
        </div>
      ) : (
        <TextField
          label={titleLabel}
          value={draft.draft.title ?? ''}
          onValueChange={(title) => change({ title })}
          required
          requiredMark={editable}
          readOnly={!editable}
          dir="auto"
          error={titleKey && (draft.submitted || titleKey === 'lists:form.max-length') ? t(titleKey, { field: titleLabel, max: NAME_MAX_LENGTH }) : null}
        />
      )}
      {editable && type && (
        <div className="flex flex-col gap-1.5">
          <FileInput key={`${draft.version}-${reset}`} label={t('resources:field.replace-file')} onChange={({ file, content }) => void choose(file, content ?? '')} />
          <ResourceFileProblem type={type} problem={problem} />
        </div>
      )}
    </RecordSection>
  );
}

/** The header's download button: the resource's file saved under its name. */
function DownloadButton({ resource }: { resource: ResourceRecord }) {
  const t = useTranslate();
  return (
    <Button onClick={() => void downloadResource(resource)}>
      <span className="inline-flex items-center gap-2">
        <Icon path={mdiDownload} size={18} />
        {t('lists:action.download')}
      </span>
    </Button>
  );
}

const RESOURCE_PAGE: EntityPageConfig<ResourceRecord> = {
  entityType: 'TB_RESOURCE',
  idParam: 'resourceId',
  listPath: RESOURCES_PATH,
  icon: mdiFolder,
  tabs: [],
  load: loadResource,
  save,
  nameOf: (resource) => resource.title ?? '',
  subtitleOf: (resource) => resource.fileName ?? '',
  fieldsOf: () => [],
  messages: {
    saved: MESSAGES.saved,
    readOnly: MESSAGES.readOnly,
    notFound: 'resources:details.not-found',
    notFoundText: 'resources:details.not-found-text',
    back: 'resources:details.back',
  },
  headerActions: (resource) => <DownloadButton resource={resource} />,
  extraTabs: [{ id: 'resource', label: 'resources:details.section', render: (context) => <ResourceSection context={context} /> }],
};

/** A resource at its own address: its type, key and file name, and, where the role owns it, its title and file changed and saved. */
export default function ResourceDetailsPage(props: PageProps) {
  return <EntityDetailsPage {...props} config={RESOURCE_PAGE} />;
}
