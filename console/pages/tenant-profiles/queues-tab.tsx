import { useEffect, useState } from 'react';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { Button, Callout } from '../auth/form-controls.js';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import { useRecordDraft } from '../entity-details/record-section.js';
import { QueueFields } from '../queues/queue-fields.js';
import { NEW_QUEUE, queueFormOf, queueFormValid, queueWithForm, type QueueForm, type QueueRecord } from '../queues/queue-form.logic.js';
import { canRemoveQueue, repeatedQueueNames, type TenantProfileRecord } from './tenant-profile.logic.js';
import { TenantProfileSection } from './tenant-profile-sections.js';

/** One queue of the configuration: the saved queue it started from (none for an added one) and its typed form. */
interface QueueEntry {
  saved: QueueRecord | null;
  form: QueueForm;
}

const entriesOf = (queues: readonly QueueRecord[] | null | undefined): QueueEntry[] => (queues ?? []).map((queue) => ({ saved: queue, form: queueFormOf(queue) }));

/**
 * The rule engine queues a profile's tenants get when the profile isolates them: each queue's settings, queues added
 * and removed (never the Main queue, which such a profile must have), names unique. Without isolation there are none.
 */
export function QueuesTab({ context }: { context: ExtraTabContext<TenantProfileRecord> }) {
  const t = useTranslate();
  const draft = useRecordDraft(context.record);
  const saved = context.record.profileData.queueConfiguration;
  const [entries, setEntries] = useState(() => entriesOf(saved));
  useEffect(() => setEntries(entriesOf(saved)), [saved, draft.version]);
  const editable = context.authority === 'SYS_ADMIN';
  const repeated = repeatedQueueNames(entries.map((entry) => entry.form));
  const valid = entries.every((entry) => queueFormValid(entry.form)) && repeated.length === 0;

  const change = (next: QueueEntry[]) => {
    setEntries(next);
    const queueConfiguration = next.map((entry) => queueWithForm(entry.saved ?? NEW_QUEUE, entry.form));
    draft.setDraft({ ...context.record, profileData: { ...context.record.profileData, queueConfiguration } });
  };

  if (context.record.isolatedTbRuleEngine !== true) {
    return <p className="max-w-4xl rounded-card border border-border bg-surface p-5 text-sm text-text-muted shadow-card sm:p-6">{t('tenantprofiles:queues.not-isolated')}</p>;
  }
  return (
    <TenantProfileSection context={context} draft={draft} valid={valid}>
      <p className="text-sm text-text-muted">{t('tenantprofiles:queues.intro')}</p>
      {entries.map((entry, index) => {
        const name = entry.form.name.trim() || t('tenantprofiles:queues.unnamed');
        const kept = !!entry.saved && !canRemoveQueue(entry.saved);
        return (
          <section key={index} aria-label={t('tenantprofiles:queues.queue', { name })} className="flex flex-col gap-4 rounded-card border border-border p-4">
            <div className="flex items-center gap-2">
              <h2 dir="auto" className="min-w-0 flex-1 truncate text-base font-semibold text-text">
                {name}
              </h2>
              {editable && !kept && (
                <Button variant="danger" onClick={() => change(entries.filter((_, i) => i !== index))}>
                  <Icon path={mdiDeleteOutline} size={18} />
                  {t('tenantprofiles:queues.remove', { name })}
                </Button>
              )}
            </div>
            <QueueFields
              form={entry.form}
              onChange={(form) => change(entries.map((e, i) => (i === index ? { ...e, form } : e)))}
              showErrors={draft.submitted}
              disabled={!editable}
              nameFixed={kept}
            />
          </section>
        );
      })}
      {repeated.length > 0 && <Callout>{t('tenantprofiles:queues.repeated', { names: repeated.join(', ') })}</Callout>}
      {editable && (
        <div>
          <Button onClick={() => change([...entries, { saved: null, form: queueFormOf(NEW_QUEUE) }])}>
            <Icon path={mdiPlus} size={18} />
            {t('tenantprofiles:queues.add')}
          </Button>
        </div>
      )}
    </TenantProfileSection>
  );
}
