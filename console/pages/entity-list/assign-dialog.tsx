import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { Callout, SelectField } from '../auth/form-controls.js';
import { DialogActions } from './dialog-actions.js';
import { listFirst } from './api.js';

/** A customer offered by {@link AssignDialog}. */
export interface CustomerRow {
  id: { id: string };
  title: string;
}

/** Props of {@link AssignDialog}. */
export interface AssignDialogProps {
  /** Heading (translated), naming what is assigned. */
  title: string;
  /** Assigns to the chosen customer; resolves true when the server agreed (the dialog then closes). */
  onAssign: (customerId: string) => Promise<boolean>;
  /** Called when the dialog closes. */
  onClose: () => void;
  /** Customers offered instead of the tenant's (the ones to unassign from). */
  customers?: readonly CustomerRow[];
  /** Text of the confirming button; default Assign. */
  confirm?: string;
}

/** The assign-to-customer dialog: the tenant's customers (first 100 by title) to choose from, Cancel and Assign. */
export function AssignDialog({ title, onAssign, onClose, customers: given, confirm }: AssignDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const [customers, setCustomers] = useState<readonly CustomerRow[] | null>(given ?? null);
  const [chosen, setChosen] = useState(given?.[0]?.id.id ?? '');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (given) return;
    let current = true;
    void listFirst<CustomerRow>('/api/customers', 'title').then((rows) => {
      if (!current) return;
      setCustomers(rows);
      setChosen(rows[0]?.id.id ?? '');
    });
    return () => {
      current = false;
    };
  }, [given]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setBusy(true);
    const done = await onAssign(chosen);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <KitDialog
      open
      size="sm"
      closeButton
      title={title}
      onDismiss={onClose}
      actions={<DialogActions formId={formId} label={confirm ?? t('lists:action.assign')} busy={busy || !chosen} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-busy={customers === null}>
        {customers !== null && customers.length === 0 ? (
          <Callout tone="info">{t('lists:assign.no-customers')}</Callout>
        ) : (
          <SelectField
            label={t('lists:assign.customer')}
            value={chosen}
            onValueChange={setChosen}
            disabled={customers === null || busy}
            options={(customers ?? []).map((c) => ({ value: c.id.id, label: c.title }))}
          />
        )}
      </form>
    </KitDialog>
  );
}
