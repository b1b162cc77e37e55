import type { ReactNode } from 'react';
import type { ExtraTabContext } from '../entity-details/entity-details-page.js';
import { RecordSection, type RecordDraft } from '../entity-details/record-section.js';
import type { TenantProfileRecord } from './tenant-profile.logic.js';
import { saveTenantProfile } from './tenant-profile-api.js';

const SECTION_MESSAGES = { saved: 'tenantprofiles:page.saved', readOnly: 'tenantprofiles:page.read-only', invalid: 'tenantprofiles:form.invalid' };

/** One tab of a tenant profile's page, saving the whole profile with `POST /api/tenantProfile`. */
export function TenantProfileSection({ context, draft, valid, children }: { context: ExtraTabContext<TenantProfileRecord>; draft: RecordDraft<TenantProfileRecord>; valid: boolean; children: ReactNode }) {
  return (
    <RecordSection draft={draft} save={saveTenantProfile} onSaved={context.setRecord} valid={valid} editable={context.authority === 'SYS_ADMIN'} messages={SECTION_MESSAGES}>
      {children}
    </RecordSection>
  );
}
