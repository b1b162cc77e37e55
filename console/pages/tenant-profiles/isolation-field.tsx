import { useTranslate } from '../../../elements/core/i18n.js';
import { CheckboxField } from '../auth/form-controls.js';

/** The isolated rule engine choice of a tenant profile, with what it means underneath. */
export function IsolationField({ checked, disabled, onChange }: { checked: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  const t = useTranslate();
  return (
    <div className="flex flex-col gap-1">
      <CheckboxField label={t('tenantprofiles:field.isolated-rule-engine')} checked={checked} disabled={disabled} onCheckedChange={onChange} />
      <p className="ps-6.5 text-sm text-text-muted">{t('tenantprofiles:field.isolated-rule-engine-hint')}</p>
    </div>
  );
}
