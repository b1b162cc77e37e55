import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { EntityAutocomplete } from '../../../elements/entity-autocomplete/entity-autocomplete.js';
import { Callout, SelectField } from '../auth/form-controls.js';
import { DialogActions } from './dialog-actions.js';
import { call } from './api.js';

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

/** Whether the tenant has any customer at all: null until the server said. */
function useHasCustomers(skip: boolean): boolean | null {
  const [has, setHas] = useState<boolean | null>(null);
  useEffect(() => {
    if (skip) return undefined;
    let current = true;
    void call<{ totalElements?: number }>('GET', '/api/customers', { query: { pageSize: 1, page: 0 } }).then(({ data }) => {
      if (current) setHas((data?.totalElements ?? 0) > 0);
    });
    return () => {
      current = false;
    };
  }, [skip]);
  return has;
}

/**
 * The assign-to-customer dialog: the customer picked by typing part of its title (the kit's entity
 * autocomplete over all the tenant's customers, or a choice among the given ones), Cancel and Assign.
 */
export function AssignDialog({ title, onAssign, onClose, customers: given, confirm }: AssignDialogProps) {
  const t = useTranslate();
  const formId = useId();
  const hasCustomers = useHasCustomers(!!given);
  const [chosen, setChosen] = useState(given?.[0]?.id.id ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!chosen) return;
    setBusy(true);
    const done = await onAssign(chosen);
    setBusy(false);
    if (done) onClose();
  };

  const none = given ? given.length === 0 : hasCustomers === false;
  return (
    <KitDialog
      open
      size="sm"
      closeButton
      title={title}
      onDismiss={onClose}
      actions={<DialogActions formId={formId} label={confirm ?? t('lists:action.assign')} busy={busy || none} onCancel={onClose} />}
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-busy={!given && hasCustomers === null}>
        {none ? (
          <Callout tone="info">{t('lists:assign.no-customers')}</Callout>
        ) : given ? (
          <SelectField label={t('lists:assign.customer')} value={chosen} onValueChange={setChosen} disabled={busy} options={given.map((c) => ({ value: c.id.id, label: c.title }))} />
        ) : (
          <EntityAutocomplete
            entityType="CUSTOMER"
            label={t('lists:assign.customer')}
            value={chosen || null}
            required
            showErrors={submitted}
            disabled={busy}
            onChange={({ value }) => setChosen(value ?? '')}
          />
        )}
      </form>
    </KitDialog>
  );
}
