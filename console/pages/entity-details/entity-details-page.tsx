import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { mdiContentCopy } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { apiErrorOf } from '../../../sdk/http/error-registry.js';
import type { Authority } from '../../../sdk/catalogues/authorities.js';
import type { PageProps } from '../../routes.js';
import { $auth, client, navigate } from '../../session/session.js';
import { usePageName } from '../../shell/page-name.js';
import { useConsoleText } from '../auth/use-text.js';
import { AlarmsTab } from './alarms-tab.js';
import { alarmFilterFromSearch, canActOnAlarms, DEFAULT_ALARM_FILTER } from './alarms.logic.js';
import { AttributesTab } from './attributes-tab.js';
import { AuditTab } from './audit-tab.js';
import { CopyAction } from './copy-action.js';
import { DetailsProblem, DetailsSkeleton } from './details-states.js';
import { canDeleteTelemetry, canEditEntity, canEditScope, detailsAddress, loadFailure, scopeFromSearch, TAB_LABEL_KEYS, tabFromSearch, visibleTabs, type AttributeScope, type EntityTab } from './entity-details.logic.js';
import { EntityForm, type FieldEditor } from './entity-form.js';
import type { FieldSpec } from './entity-form.logic.js';
import { EventsTab } from './events-tab.js';
import { eventTypeFromSearch } from './events.logic.js';
import { registerDetailsLocales } from './i18n/index.js';
import type { DetailsEntity, LiveChannel } from './live-channel.js';
import { RelationsTab } from './relations-tab.js';
import { TabPanel, Tabs } from './tabs.js';
import { TelemetryTab } from './telemetry-tab.js';

await registerDetailsLocales();

/** What a load call answers (an openapi-fetch result). */
export interface LoadAnswer<R> {
  data?: R;
  response: Response;
}

/** What one kind of entity page is made of; each details page module gives its own. */
export interface EntityPageConfig<R extends object> {
  /** The entity type, for the tabs' calls. */
  entityType: DetailsEntity['entityType'];
  /** The route parameter holding the id (`assetId`). */
  idParam: string;
  /** The list page the not-found state leads back to. */
  listPath: string;
  /** Icon path shown before the name. */
  icon: string;
  /** The tabs the page offers (each role sees those of {@link visibleTabs}). */
  tabs: readonly EntityTab[];
  /** Loads the record (errors ignored: the page shows them). */
  load: (id: string) => Promise<LoadAnswer<R>>;
  /** Saves a record; resolves the saved record, or undefined when the server refused. */
  save: (record: R) => Promise<R | undefined>;
  /** The name shown in the header and the breadcrumb. */
  nameOf: (record: R) => string;
  /** A line under the name (type, label …), empty for none. */
  subtitleOf?: (record: R) => string;
  /** The form's fields for a role. */
  fieldsOf: (record: R, authority: Authority | undefined) => readonly FieldSpec[];
  /** Whether a role may change the fields; tenant administrators unless given. */
  canEdit?: (authority: Authority | undefined) => boolean;
  /** Message keys: saved toast and read-only note of the form, and (when the entity has its own) the not-found and failed texts. */
  messages: { saved: string; readOnly: string; copyId?: string; notFound?: string; notFoundText?: string; back?: string; loadFailed?: string };
  /** Further header buttons for a role (a device's access token). */
  headerActions?: (record: R, authority: Authority | undefined) => ReactNode;
  /** The editors of the form's custom parts, by path (the contact form, an entity view's target). */
  editors?: Readonly<Record<string, FieldEditor>>;
  /** Controls at the end of form fields, by path, for a role (copy buttons). */
  fieldEnds?: (record: R, authority: Authority | undefined) => Readonly<Record<string, ReactNode>>;
  /** Tabs of this kind of entity only (an edge's events), after the common ones. */
  extraTabs?: readonly ExtraTab<R>[];
}

/** What an extra tab draws with: the record, the entity, the role, the address's query and ways to change them. */
export interface ExtraTabContext<R extends object> {
  record: R;
  entity: DetailsEntity;
  authority: Authority | undefined;
  search: Readonly<Record<string, string>>;
  /** Changes query parameters of the page's address (undefined removes one); the tab stays. */
  open: (changes: Record<string, string | undefined>) => void;
  /** Replaces the record shown after the tab saved it. */
  setRecord: (record: R) => void;
  /** Loads the record again. */
  reload: () => void;
}

/** A tab only one kind of entity has; its id is its `?tab=` value. */
export interface ExtraTab<R extends object> {
  id: string;
  /** Message key of its label. */
  label: string;
  /** Whether a role sees it; everyone unless given. */
  visible?: (authority: Authority | undefined) => boolean;
  render: (context: ExtraTabContext<R>) => ReactNode;
}

/** Props of {@link EntityDetailsPage}: the route's, the page's config and the realtime channel (the console client's unless given). */
export type EntityDetailsPageProps<R extends object> = PageProps & { config: EntityPageConfig<R>; realtime?: LiveChannel };

type Loaded<R> = { state: 'loading' } | { state: 'ready'; record: R } | { state: 'not-found' } | { state: 'forbidden' } | { state: 'error'; message: string };

/** Loads a record by id, answering its state and a way to load it again. */
function useRecord<R extends object>(load: (id: string) => Promise<LoadAnswer<R>>, id: string) {
  const [loaded, setLoaded] = useState<Loaded<R>>({ state: 'loading' });
  const reload = useCallback(async () => {
    setLoaded({ state: 'loading' });
    const { data, response } = await load(id);
    if (data) setLoaded({ state: 'ready', record: data });
    else {
      const failure = loadFailure(response.status);
      setLoaded(failure === 'error' ? { state: 'error', message: apiErrorOf(response)?.message ?? response.statusText } : { state: failure });
    }
  }, [load, id]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { loaded, reload, setRecord: (record: R) => setLoaded({ state: 'ready', record }) };
}

/** The message key naming a tab: a common tab's, else the extra tab's own. */
function tabLabelKey(tabId: string, extraTabs: readonly { id: string; label: string }[]): string {
  if (Object.hasOwn(TAB_LABEL_KEYS, tabId)) return TAB_LABEL_KEYS[tabId as EntityTab];
  return extraTabs.find((extra) => extra.id === tabId)?.label ?? tabId;
}

/**
 * An entity at its own address (console-core §2): its name as text with a copy-id button, the breadcrumb
 * naming it, and tabs kept in the address (`?tab=`) for its details form, attributes by scope, live latest
 * telemetry, alarms, relations, audit logs and events, as far as the role reaches them; loading, not-found,
 * forbidden and failed states in its place. Customer users see everything read-only (console-core §6).
 */
export function EntityDetailsPage<R extends object>({ params, search, config, realtime = client.realtime }: EntityDetailsPageProps<R>) {
  const t = useConsoleText();
  const auth = useStore($auth);
  const authority = auth.authUser?.authority;
  const id = params[config.idParam] ?? '';
  const { loaded, reload, setRecord } = useRecord(config.load, id);
  const here = `${config.listPath}/${encodeURIComponent(id)}`;
  const record = loaded.state === 'ready' ? loaded.record : null;
  const name = record ? config.nameOf(record) : undefined;
  const entity = useMemo<DetailsEntity | null>(() => (name === undefined ? null : { entityType: config.entityType, id, name }), [config.entityType, id, name]);
  usePageName(here, name);

  if (loaded.state === 'loading') return <DetailsSkeleton label={t('app.loading')} />;
  const { messages } = config;
  const back = { label: t(messages.back ?? 'details:state.back'), onClick: () => navigate(config.listPath) };
  if (loaded.state === 'not-found') {
    return <DetailsProblem kind="not-found" title={t(messages.notFound ?? 'details:state.not-found')} text={t(messages.notFoundText ?? 'details:state.not-found-text')} action={back} />;
  }
  if (loaded.state === 'forbidden') return <DetailsProblem kind="forbidden" title={t('details:state.forbidden')} text={t('details:state.forbidden-text')} action={back} />;
  if (loaded.state === 'error' || !record || !entity) {
    const message = loaded.state === 'error' ? loaded.message : '';
    return <DetailsProblem kind="error" title={t(messages.loadFailed ?? 'details:state.load-failed')} text={message} action={{ label: t('shell.retry'), onClick: () => void reload() }} />;
  }

  const extraTabs = (config.extraTabs ?? []).filter((extra) => extra.visible?.(authority) ?? true);
  const tabs: string[] = [...visibleTabs(config.tabs, authority, config.entityType), ...extraTabs.map((extra) => extra.id)];
  const tab = tabFromSearch(search, tabs);
  const extraTab = extraTabs.find((extra) => extra.id === tab);
  const open = (changes: Record<string, string | undefined>) => navigate(detailsAddress(here, search, changes), { replace: true });
  const editable = (config.canEdit ?? canEditEntity)(authority);
  const subtitle = config.subtitleOf?.(record) ?? '';
  const tenantId = config.entityType === 'TENANT' ? id : (auth.authUser?.tenantId ?? '');
  return (
    <div className="flex min-h-full flex-col">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-border bg-surface px-4 py-4 sm:px-6">
        <span aria-hidden="true" className="hidden size-11 shrink-0 items-center justify-center rounded-card bg-accent-soft text-accent sm:flex">
          <Icon path={config.icon} size={24} />
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <h1 dir="auto" className="truncate text-lg font-semibold text-text">
            {name}
          </h1>
          {subtitle && (
            <p dir="auto" className="truncate text-sm text-text-muted">
              {subtitle}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <CopyAction text={id} label={t(messages.copyId ?? 'details:header.copy-id')} icon={mdiContentCopy} />
          {config.headerActions?.(record, authority)}
        </div>
      </header>
      <div className="bg-surface">
        <Tabs idPrefix="entity" label={t('details:header.sections')} tabs={tabs.map((tabId) => ({ id: tabId, label: t(tabLabelKey(tabId, extraTabs)) }))} selected={tab} onSelect={(next) => open({ tab: next === tabs[0] ? undefined : next })} />
      </div>
      <TabPanel idPrefix="entity" id={tab}>
        {tab === 'details' && (
          <EntityForm
            key={id}
            record={record}
            fields={config.fieldsOf(record, authority)}
            editable={editable}
            save={config.save}
            onSaved={setRecord}
            messages={messages}
            ends={config.fieldEnds?.(record, authority)}
            editors={config.editors}
          />
        )}
        {tab === 'attributes' && (
          <AttributesTab
            entity={entity}
            scope={scopeFromSearch(search)}
            onScope={(next: AttributeScope) => open({ scope: next === 'SERVER_SCOPE' ? undefined : next })}
            canEdit={(scope) => (authority === 'SYS_ADMIN' ? editable && scope !== 'CLIENT_SCOPE' : canEditScope(authority, scope))}
            realtime={realtime}
          />
        )}
        {tab === 'telemetry' && <TelemetryTab entity={entity} canDelete={authority === 'SYS_ADMIN' ? editable : canDeleteTelemetry(authority)} realtime={realtime} />}
        {tab === 'alarms' && (
          <AlarmsTab entity={entity} filter={alarmFilterFromSearch(search)} onFilter={(next) => open({ status: next === DEFAULT_ALARM_FILTER ? undefined : next })} canAct={canActOnAlarms(authority)} />
        )}
        {tab === 'relations' && <RelationsTab entity={entity} canEdit={canEditEntity(authority)} />}
        {tab === 'audit' && <AuditTab entity={entity} />}
        {tab === 'events' && <EventsTab entity={entity} tenantId={tenantId} eventType={eventTypeFromSearch(search)} onEventType={(next) => open({ events: next })} />}
        {extraTab?.render({ record, entity, authority, search, open: (changes) => open({ tab, ...changes }), setRecord, reload: () => void reload() })}
      </TabPanel>
    </div>
  );
}
