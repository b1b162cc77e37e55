import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { mdiViewDashboardOutline } from '@mdi/js';
import { DASHBOARD_SELECT_PANEL } from '../../sdk/catalogues/ui.js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { AnchoredPanel } from '../popover/anchored-panel.js';
import { kitClient } from '../core/runtime.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerCombobox } from '../entity-autocomplete/combobox.js';
import { quotedSearch, requiredError, searchOutcome } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { useSearchPicker } from '../entity-autocomplete/use-search-picker.js';
import { dashboardListPath, dashboardSearchQuery, dashboardSelectPanelPlacement, dashboardsOfPage, type PickedDashboard } from './dashboard-select.logic.js';

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
  /** Keeps the label for screen readers only (a toolbar's select); default false. */
  hideLabel?: boolean;
  /** Offers a clear button; default true. */
  clearable?: boolean;
  /** A narrow screen: an icon button opening a floating panel with the search and the list (shared-controls §2); default false. */
  narrow?: boolean;
  baseUrl?: string;
  /** Called with the chosen dashboard's id (null when cleared or typed over). */
  onChange?: (detail: { value: string | null; dashboard: PickedDashboard | null }) => void;
}

type Page = { data?: Array<{ id?: { id?: string }; title?: string }> };

/**
 * A dashboard picker: the dashboards the person may open (the customer's, a given tenant's or the
 * tenant's own), 100 by title, searched 150 ms after typing stops; a clear button, and optionally the
 * first dashboard picked when none is set. Narrow, it is an icon button whose floating panel holds the
 * search and the list, above or below the button and lined up with its start or end edge as room allows.
 */
export function DashboardSelect({
  value = null, dashboardsScope = null, customerId, tenantId, autoSelectFirst = false, required = false, disabled = false, label, hideLabel = false, clearable = true, narrow = false, baseUrl, onChange,
}: DashboardSelectProps) {
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
  const [panel, setPanel] = useState<CSSProperties | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
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
    onChange: (dashboard) => {
      onChange?.({ value: dashboard?.id ?? null, dashboard });
      if (dashboard && button.current) {
        setPanel(null);
        button.current.focus();
      }
    },
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
  const combobox = (
    <PickerCombobox
      {...picker.bind}
      onClear={clearable ? picker.bind.onClear : undefined}
      hideLabel={hideLabel}
      inlineList={narrow}
      {...(narrow ? { open: true, onOpenChange: (next: boolean) => next && picker.setOpen(true) } : {})}
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
  if (!narrow) return combobox;
  const name = label ?? t('pickers:dashboard.dashboard');
  const open = () => {
    const rect = button.current?.getBoundingClientRect();
    if (!rect) return;
    setPanel(narrowPanelStyle(rect, getComputedStyle(button.current!).direction === 'rtl'));
    picker.setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setPanel(null);
    picker.setOpen(false);
    if (focusButton) button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        disabled={disabled}
        aria-label={selected ? `${name}: ${selected.title}` : name}
        title={selected ? selected.title : name}
        aria-haspopup="dialog"
        aria-expanded={panel !== null}
        onClick={() => (panel ? close(false) : open())}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-text hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-50"
      >
        <Icon path={mdiViewDashboardOutline} />
      </button>
      {panel && (
        <AnchoredPanel anchor={button.current} label={name} fixedStyle={panel} className="p-3" onClose={close}>
          {combobox}
        </AnchoredPanel>
      )}
    </>
  );
}

/** The fixed position and size of the narrow-screen panel by its button (shared-controls §2: 300-320 px wide, 250 or 150 px high). */
function narrowPanelStyle(rect: DOMRect, rtl: boolean): CSSProperties {
  const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
  const { vertical, align, heightPx } = dashboardSelectPanelPlacement(rect, viewport, rtl);
  const atLeft = (align === 'start') !== rtl;
  return {
    ...(vertical === 'below' ? { top: rect.bottom } : { bottom: viewport.height - rect.top }),
    ...(atLeft ? { left: rect.left } : { right: viewport.width - rect.right }),
    height: heightPx,
    width: `calc(100vw - 16px)`,
    minWidth: DASHBOARD_SELECT_PANEL.minWidthPx,
    maxWidth: DASHBOARD_SELECT_PANEL.maxWidthPx,
  };
}
