import { useEffect, useRef } from 'react';
import { useTranslate } from '../core/i18n.js';
import { kitClient } from '../core/runtime.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerCombobox } from '../entity-autocomplete/combobox.js';
import { quotedSearch, requiredError, searchOutcome } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { useSearchPicker } from '../entity-autocomplete/use-search-picker.js';
import { dashboardListPath, dashboardSearchQuery, dashboardsOfPage, type PickedDashboard } from './dashboard-select.logic.js';

await registerPickersLocales();

/** Props of {@link DashboardSelect}. */
export interface DashboardSelectProps {
  /** The chosen dashboard's id. */
  value?: string | null;
  /** 'customer' lists a customer's dashboards whatever the role; default by the signed-in role. */
  dashboardsScope?: 'customer' | 'tenant' | null;
  /** The customer whose dashboards are listed (default the signed-in customer user's). */
  customerId?: string | null;
  /** The tenant whose dashboards a system administrator sees. */
  tenantId?: string | null;
  /** Picks the first dashboard (by title) when no value is set. */
  autoSelectFirst?: boolean;
  required?: boolean;
  disabled?: boolean;
  label?: string;
  baseUrl?: string;
  /** Called with the chosen dashboard's id (null when cleared or typed over). */
  onChange?: (detail: { value: string | null; dashboard: PickedDashboard | null }) => void;
}

type Page = { data?: Array<{ id?: { id?: string }; title?: string }> };

/**
 * A dashboard picker: the dashboards the person may open (the customer's, a given tenant's or the
 * tenant's own), 100 by title, searched 150 ms after typing stops; a clear button, and optionally the
 * first dashboard picked when none is set.
 */
export function DashboardSelect({ value = null, dashboardsScope = null, customerId, tenantId, autoSelectFirst = false, required = false, disabled = false, label, baseUrl, onChange }: DashboardSelectProps) {
  const t = useTranslate();
  const client = () => kitClient(baseUrl || undefined);
  const api = () => client().with({ ignoreErrors: true, ignoreLoading: true });
  const path = () => {
    const user = client().auth.$authUser.get();
    return dashboardListPath(user?.authority, dashboardsScope, customerId ?? user?.customerId, tenantId);
  };
  const list = async (text: string, pageSize?: number) => {
    const where = path();
    if (!where) return [];
    const answer = await api().call<Page>('GET', where, { query: dashboardSearchQuery(text, pageSize) });
    return answer.ok ? dashboardsOfPage(answer.data) : [];
  };
  const picker = useSearchPicker<PickedDashboard>({
    value,
    resetKey: `${dashboardsScope}|${customerId}|${tenantId}`,
    lookup: async (id) => {
      const answer = await api().call<{ id?: { id?: string }; title?: string }>('GET', `/api/dashboard/info/${encodeURIComponent(id)}`);
      return answer.ok ? (dashboardsOfPage({ data: [answer.data] })[0] ?? null) : null;
    },
    search: (text) => list(text),
    searchKey: `${baseUrl}`,
    keyOf: (dashboard) => dashboard.id,
    labelOf: (dashboard) => dashboard.title,
    onChange: (dashboard) => onChange?.({ value: dashboard?.id ?? null, dashboard }),
  });
  const { options, answered, selected, pick } = picker;

  const autoPicked = useRef(false);
  useEffect(() => {
    if (!autoSelectFirst || value || autoPicked.current) return;
    autoPicked.current = true;
    void list('', 1).then((first) => first[0] && pick(first[0]));
    // Runs once, when the picker starts without a value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoSelectFirst, value]);

  const outcome = searchOutcome(options?.length ?? 0, answered);
  return (
    <PickerCombobox
      {...picker.bind}
      label={label ?? t('pickers:dashboard.dashboard')}
      placeholder={t('pickers:dashboard.search')}
      options={options?.map((dashboard) => ({ key: dashboard.id, label: dashboard.title })) ?? null}
      emptyText={outcome === 'no-match' ? t('pickers:dashboard.no-dashboards-matching', { text: quotedSearch(answered) }) : t('pickers:dashboard.no-dashboards')}
      loadingText={t('pickers:common.searching')}
      onPick={(option) => pick(options?.find((dashboard) => dashboard.id === option.key) ?? null)}
      clearLabel={t('pickers:common.clear')}
      selectedKey={selected?.id ?? null}
      required={required}
      disabled={disabled}
      error={requiredError(required, selected === null, picker.touched) ? t('pickers:dashboard.required') : null}
    />
  );
}
