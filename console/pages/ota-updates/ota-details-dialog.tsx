import { useEffect, useState, type ReactNode } from 'react';
import { mdiDeleteOutline, mdiDownload } from '@mdi/js';
import { CopyButton } from '../../../elements/copy-button/copy-button.js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { showConfirm } from '../../../elements/dialog/dialogs.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import type { EntityRow } from '../../../elements/entity-table/entity-columns.js';
import { entityRowId, formatDateTime, valueAt } from '../../../elements/entity-table/entity-table.logic.js';
import { formatFileSize } from '../../../sdk/catalogues/file-size.js';
import { notifySuccess } from '../../shell/notify.js';
import { Button } from '../auth/form-controls.js';
import { call, deleteEntity } from '../entity-list/api.js';
import { registerOtaLocales } from './i18n/index.js';
import { downloadPackage } from './ota-download.js';
import { hasFile } from './ota-updates.logic.js';

await registerOtaLocales();

const text = (row: EntityRow, key: string): string => {
  const value = valueAt(row, key);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The name of the package's device profile, loaded once. */
function useProfileName(profileId: string): string {
  const [name, setName] = useState('');
  useEffect(() => {
    if (!profileId) return;
    void call<{ name?: string }>('GET', `/api/deviceProfileInfo/${encodeURIComponent(profileId)}`).then(({ data }) => setName(data?.name ?? ''));
  }, [profileId]);
  return name;
}

/** One read-only field: its label and value; a dash when there is none. */
function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm text-text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-base text-text">{children === '' || children == null ? '—' : children}</dd>
    </div>
  );
}

/** Props of {@link OtaDetailsDialog}. */
export interface OtaDetailsDialogProps {
  /** The package as the list answered it (OtaPackageInfo). */
  row: EntityRow;
  /** Called after the package was deleted. */
  onDeleted: () => void;
  onClose: () => void;
}

/** A package's details, read-only: what it is, its file or URL, size and checksum (copyable); download its file, or delete it after confirming. */
export function OtaDetailsDialog({ row, onDeleted, onClose }: OtaDetailsDialogProps) {
  const t = useTranslate();
  const id = entityRowId(row, 0);
  const title = text(row, 'title');
  const version = text(row, 'version');
  const profile = useProfileName(text(row, 'deviceProfileId.id'));
  const checksum = text(row, 'checksum');
  const url = text(row, 'url');
  const type = text(row, 'type');
  const size = valueAt(row, 'dataSize');

  const remove = async () => {
    const confirmed = await showConfirm({ title: t('ota:details.delete-title', { title, version }), message: t('lists:ota-updates.delete-text'), ok: t('lists:action.delete') });
    if (!confirmed || !(await deleteEntity('otaPackage', id))) return;
    notifySuccess(t('ota:details.deleted', { title, version }));
    onDeleted();
    onClose();
  };

  const actions = (
    <>
      <Button variant="danger" className="me-auto" onClick={() => void remove()}>
        <Icon path={mdiDeleteOutline} size={18} />
        {t('lists:action.delete')}
      </Button>
      {hasFile(row) && (
        <Button onClick={() => void downloadPackage(row)}>
          <Icon path={mdiDownload} size={18} />
          {t('lists:action.download')}
        </Button>
      )}
    </>
  );

  return (
    <KitDialog open closeButton title={t('ota:details.title', { title, version })} onDismiss={onClose} actions={actions}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label={t('ota:field.title')}>
          <span dir="auto">{title}</span>
        </Field>
        <Field label={t('ota:field.version')}>
          <span dir="auto">{version}</span>
        </Field>
        <Field label={t('ota:field.type')}>{type && t(`ota:type.${type}`)}</Field>
        <Field label={t('ota:field.device-profile')}>{profile && <span dir="auto">{profile}</span>}</Field>
        <Field label={t('ota:details.created')}>
          <span dir="ltr" className="tabular-nums">{formatDateTime(valueAt(row, 'createdTime'))}</span>
        </Field>
        {url ? (
          <Field label={t('ota:field.url')}>
            <span dir="ltr" className="break-all">{url}</span>
          </Field>
        ) : (
          <>
            <Field label={t('ota:details.file-name')}>{text(row, 'fileName') && <span dir="auto">{text(row, 'fileName')}</span>}</Field>
            <Field label={t('ota:details.content-type')}>{text(row, 'contentType')}</Field>
            <Field label={t('ota:details.size')}>{typeof size === 'number' ? <span dir="ltr" className="tabular-nums">{formatFileSize(size)}</span> : ''}</Field>
          </>
        )}
        <Field label={t('ota:field.checksum-algorithm')}>{text(row, 'checksumAlgorithm')}</Field>
        <Field label={t('ota:field.checksum')} wide>
          {checksum && (
            <span className="flex items-start gap-1">
              <code dir="ltr" className="min-w-0 flex-1 break-all rounded-control bg-surface-sunken px-2 py-1.5 font-mono text-sm">
                {checksum}
              </code>
              <CopyButton text={checksum} label={t('ota:details.copy-checksum')} />
            </span>
          )}
        </Field>
        <Field label={t('ota:field.description')} wide>
          {text(row, 'additionalInfo.description') && <span dir="auto" className="whitespace-pre-line">{text(row, 'additionalInfo.description')}</span>}
        </Field>
      </dl>
    </KitDialog>
  );
}
