import type { FormField } from './entity-form-dialog.js';

/** The contact fields of a tenant or customer (console-core §3): title required, e-mail checked, then phone and place. */
export function contactFields(t: (key: string) => string): FormField[] {
  return [
    { key: 'title', label: t('lists:field.title'), required: true },
    { key: 'email', label: t('lists:field.email'), input: 'email', email: true },
    { key: 'phone', label: t('lists:field.phone') },
    { key: 'country', label: t('lists:field.country') },
    { key: 'city', label: t('lists:field.city') },
    { key: 'address', label: t('lists:field.address') },
  ];
}
