import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from '../core/i18n.js';
import { kitClient } from '../core/runtime.js';
import { registerPickersLocales } from '../pickers/i18n/index.js';
import { PickerCombobox, type ComboboxOption } from '../entity-autocomplete/combobox.js';
import { quotedSearch, requiredError, searchOutcome } from '../entity-autocomplete/entity-autocomplete.logic.js';
import { useDebouncedOptions } from '../entity-autocomplete/use-debounced-options.js';
import { CreateGatewayDialog, useConfirmation } from './create-gateway-dialog.js';
import { fetchGatewaysWithin, findDeviceByName, saveGateway, type GatewayList } from './gateway-fetch.js';
import {
  CREATE_GATEWAY_KEY,
  GATEWAY_LIST_TIMEOUT_MS,
  RETRY_GATEWAYS_KEY,
  autoSelectedGateway,
  createGatewayFlow,
  matchingGateways,
  mayCreateGateway,
  offersCreate,
  type PickedGateway,
} from './entity-gateway-select.logic.js';

await registerPickersLocales();

/** Props of {@link EntityGatewaySelect}. */
export interface EntityGatewaySelectProps {
  /** The chosen gateway device's id. */
  value?: string | null;
  /** When the list loads with nothing typed, the gateway of this name is chosen (else the first one). */
  deviceName?: string | null;
  /** The type of a gateway created from the select; default "Gateway". */
  gatewayType?: string | null;
  /** Refuses no gateway with 'Gateway name is required.'. */
  required?: boolean;
  disabled?: boolean;
  /** Visible label; default 'Gateway'. */
  label?: string;
  /** The backend (default the configured one). */
  baseUrl?: string;
  /** Called with the chosen gateway's id (null when cleared or typed over), also when it is chosen on load or created. */
  onChange?: (detail: { value: string | null; gateway: PickedGateway | null }) => void;
  /** Called when a gateway could not be created because a device of that name exists. */
  onNameExists?: (detail: { name: string }) => void;
}

/** Why the list of gateways is missing, as the field says it. */
type ListFailure = Exclude<GatewayList, { gateways: PickedGateway[] }>;

/**
 * A select of the devices flagged as gateways (none for a system administrator), searched 150 ms after
 * typing stops. On load with nothing typed it chooses the gateway named `deviceName`, else the first; the list
 * is loaded again when `deviceName` changes (choosing the gateway of the new name). A list that is refused or has
 * not answered within 10 s ({@link GATEWAY_LIST_TIMEOUT_MS}) says so under the field and loads again when the popup
 * opens, which then offers to try again while it still fails. A typed name no gateway has is offered as "create
 * new": after confirmation the gateway device is created and chosen, unless a device of that name exists;
 * declining clears the input.
 */
export function EntityGatewaySelect({ value = null, deviceName, gatewayType, required = false, disabled = false, label, baseUrl, onChange, onNameExists }: EntityGatewaySelectProps) {
  const t = useTranslate();
  const [gateways, setGateways] = useState<PickedGateway[] | null>(null);
  const [failure, setFailure] = useState<ListFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<PickedGateway | null>(null);
  const [text, setText] = useState('');
  const [dirty, setDirty] = useState(false);
  const [open, setOpen] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirmation = useConfirmation();
  // What the person typed, as opposed to the name of the chosen gateway the input shows.
  const typed = dirty ? text : '';
  const latest = useRef({ value, selected, typed, onChange, onNameExists });
  latest.current = { value, selected, typed, onChange, onNameExists };
  const loadedFor = useRef<{ baseUrl?: string; deviceName: string | null } | null>(null);

  const choose = (gateway: PickedGateway | null, report = true) => {
    setSelected(gateway);
    setText(gateway?.name ?? '');
    setDirty(false);
    if (report) latest.current.onChange?.({ value: gateway?.id ?? null, gateway });
  };

  useEffect(() => {
    let live = true;
    const name = deviceName ?? null;
    const renamed = loadedFor.current !== null && loadedFor.current.baseUrl === baseUrl && loadedFor.current.deviceName !== name;
    loadedFor.current = { baseUrl, deviceName: name };
    setGateways(null);
    setFailure(null);
    void fetchGatewaysWithin(kitClient(baseUrl || undefined), GATEWAY_LIST_TIMEOUT_MS).then((answer) => {
      if (!live) return;
      if (!('gateways' in answer)) return setFailure(answer);
      setGateways(answer.gateways);
      const { value: stored, selected: current } = latest.current;
      const kept = current?.id ?? stored;
      const auto = autoSelectedGateway(answer.gateways, latest.current.typed, name, kept, renamed);
      if (auto) choose(auto, auto.id !== kept);
    });
    return () => {
      live = false;
    };
  }, [baseUrl, deviceName, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next && failure) retry();
  };

  useEffect(() => {
    const found = value ? gateways?.find((g) => g.id === value) : undefined;
    if (found) choose(found, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new stored value is shown, never reported back
  }, [value]);

  const listKey = useMemo(() => gateways?.map((g) => g.id).join(',') ?? '', [gateways]);
  const { options, answered } = useDebouncedOptions(open && gateways ? typed : null, async (search) => matchingGateways(gateways ?? [], search), listKey);
  const createName = answered.trim();
  const mayCreate = mayCreateGateway(kitClient(baseUrl || undefined).auth.$authUser.get()?.authority);
  const failureText = failure && (failure.failed === 'timeout' ? t('pickers:gateway.load-timeout', { seconds: GATEWAY_LIST_TIMEOUT_MS / 1000 }) : t('pickers:gateway.load-failed', { message: failure.message }));
  const shown: ComboboxOption[] | null = failure
    ? [{ key: RETRY_GATEWAYS_KEY, label: t('pickers:gateway.retry'), detail: failureText ?? undefined }]
    : options && [
        ...options.map((g) => ({ key: g.id, label: g.name })),
        ...(gateways && mayCreate && offersCreate(gateways, createName) ? [{ key: CREATE_GATEWAY_KEY, label: t('pickers:gateway.create-new', { name: `\u2068${createName}\u2069` }) }] : []),
      ];

  const startCreate = async (name: string) => {
    setOpen(false);
    setBusy(true);
    const client = kitClient(baseUrl || undefined);
    const result = await createGatewayFlow(name, {
      confirm: confirmation.ask,
      deviceExists: (typed) => findDeviceByName(client, typed),
      create: (typed) => saveGateway(client, typed, gatewayType),
    });
    setBusy(false);
    if (result.outcome === 'declined') choose(null, false);
    else if (result.outcome === 'exists') latest.current.onNameExists?.({ name: result.name });
    else if (result.outcome === 'created') {
      setGateways((list) => [...(list ?? []), result.gateway].sort((a, b) => a.name.localeCompare(b.name)));
      choose(result.gateway);
    }
  };

  const outcome = searchOutcome(shown?.length ?? 0, answered);
  return (
    <>
      <PickerCombobox
        label={label ?? t('pickers:gateway.gateway')}
        placeholder={t('pickers:gateway.search')}
        text={text}
        onTextChange={(next) => {
          setText(next);
          setDirty(true);
          if (selected && next !== selected.name) {
            setSelected(null);
            latest.current.onChange?.({ value: null, gateway: null });
          }
        }}
        open={open}
        onOpenChange={openChange}
        options={shown}
        emptyText={outcome === 'no-match' ? t('pickers:gateway.no-gateways-matching', { text: quotedSearch(answered) }) : t('pickers:gateway.no-gateways')}
        loadingText={t('pickers:common.searching')}
        onPick={(option) => {
          if (option.key === RETRY_GATEWAYS_KEY) return retry();
          if (option.key === CREATE_GATEWAY_KEY) void startCreate(createName);
          else choose(gateways?.find((g) => g.id === option.key) ?? null);
          setOpen(false);
        }}
        onClear={() => (selected ? choose(null) : (setText(''), setDirty(false)))}
        clearLabel={t('pickers:common.clear')}
        onLeave={() => {
          if (busy) return;
          setTouched(true);
          if (!selected) choose(null, false);
        }}
        selectedKey={selected?.id ?? null}
        required={required}
        disabled={disabled}
        error={failureText ?? (requiredError(required, selected === null, touched) && !busy ? t('pickers:gateway.required') : null)}
      />
      <CreateGatewayDialog {...confirmation.dialog} />
    </>
  );
}
