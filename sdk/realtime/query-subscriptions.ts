import type { CommandArray, EntityDataValueCmds } from './commands.js';
import type {
  AlarmData,
  AlarmDataUpdate,
  EntityCountUpdate,
  EntityData,
  EntityDataUpdate,
  PageData,
  ServerMessage,
} from './messages.js';
import { AlarmDataPageModel, EntityDataPageModel } from './page-model.js';
import type { AlarmDataQuery, EntityCountQuery, EntityDataQuery } from './query-types.js';
import {
  Subscription,
  type RealtimeSubscription,
  type SubscriptionCallbacks,
  type SubscriptionHost,
} from './subscription.js';

/** Options of an entity-data subscription. */
export interface EntityDataSubscriptionOptions extends SubscriptionCallbacks {
  query: EntityDataQuery;
  /**
   * Value commands sent on the same cmdId once the first page arrives (unless `onData` already called
   * `update`); a function receives that page and may return undefined to send nothing.
   */
  values?: EntityDataValueCmds | ((page: PageData<EntityData>) => EntityDataValueCmds | undefined);
  /** Sends `values` (when an object) together with the query in the first command instead of after the first page. */
  together?: boolean;
  /** Called with the kept page after each `data` or `update` message and the entities it changed. */
  onData?: (page: PageData<EntityData>, changed: EntityData[], message: EntityDataUpdate) => void;
  /** Called with every raw answer before the page is updated. */
  onMessage?: (message: EntityDataUpdate) => void;
}

/** A live entity-data subscription. */
export interface EntityDataSubscription extends RealtimeSubscription {
  /** The kept page, merged with every update; null before the first page. */
  readonly page: PageData<EntityData> | null;
  /** Sends value commands (latest, timeseries or history) for this cmdId; kept and resent after a reconnect. */
  update(values: EntityDataValueCmds): void;
  /** Replaces the query (e.g. another page), sent with the current value commands. */
  setQuery(query: EntityDataQuery): void;
}

/** The v2 entity-data subscription: query first, value commands on the same cmdId after the first page. */
export class EntityDataSubscriptionImpl extends Subscription implements EntityDataSubscription {
  readonly array = 'entityDataCmds' as const;
  readonly accepts = 'ENTITY_DATA' as const;
  private readonly model = new EntityDataPageModel();
  private query: EntityDataQuery;
  private values: EntityDataValueCmds | null;

  constructor(
    host: SubscriptionHost,
    private readonly options: EntityDataSubscriptionOptions,
  ) {
    super(host, options);
    this.query = options.query;
    this.values = options.together && typeof options.values === 'object' ? options.values : null;
  }

  get page(): PageData<EntityData> | null {
    return this.model.page;
  }

  command(cmdId: number): object {
    return { cmdId, query: this.query, ...this.values };
  }

  override cancelCommand(): { array: CommandArray; command: object } {
    return { array: 'entityDataUnsubscribeCmds', command: { cmdId: this.cmdId } };
  }

  update(values: EntityDataValueCmds): void {
    this.values = { ...values };
    this.followUp(false);
  }

  setQuery(query: EntityDataQuery): void {
    this.query = query;
    this.followUp(true);
  }

  receive(message: ServerMessage): void {
    const answer = message as EntityDataUpdate;
    this.options.onMessage?.(answer);
    if (answer.data) {
      this.model.setPage(answer.data);
      this.options.onData?.(answer.data, answer.data.data, answer);
      this.sendInitialValues(answer.data);
    } else if (answer.update && this.model.page) {
      const changed = this.model.applyUpdate(answer.update);
      this.options.onData?.(this.model.page, changed, answer);
    }
  }

  private sendInitialValues(page: PageData<EntityData>): void {
    const option = this.options.values;
    if (!this.active || this.values !== null || option === undefined) return;
    const values = typeof option === 'function' ? option(page) : option;
    if (values) this.update(values);
  }

  /** Queues the follow-up command, folding it into a queued one of this subscription not sent yet. */
  private followUp(withQuery: boolean): void {
    if (!this.active || this.cmdId === 0) return;
    const pending = this.pending && !this.pending.sent ? this.pending : null;
    const command =
      withQuery || (pending !== null && 'query' in pending.command)
        ? this.command(this.cmdId)
        : { cmdId: this.cmdId, ...this.values };
    if (pending) pending.command = command;
    else this.pending = this.host.push(this.array, command);
  }
}

/** Options of an alarm-data subscription. */
export interface AlarmDataSubscriptionOptions extends SubscriptionCallbacks {
  query: AlarmDataQuery;
  /** Called with the kept page after each `data` or `update` message and the alarms it replaced. */
  onData?: (page: PageData<AlarmData>, changed: AlarmData[], message: AlarmDataUpdate) => void;
  /** Called with every raw answer before the page is updated. */
  onMessage?: (message: AlarmDataUpdate) => void;
}

/** A live alarm-data subscription. */
export interface AlarmDataSubscription extends RealtimeSubscription {
  /** The kept page; null before the first page. */
  readonly page: PageData<AlarmData> | null;
}

/** The v2 alarm-data subscription. */
export class AlarmDataSubscriptionImpl extends Subscription implements AlarmDataSubscription {
  readonly array = 'alarmDataCmds' as const;
  readonly accepts = 'ALARM_DATA' as const;
  private readonly model = new AlarmDataPageModel();

  constructor(
    host: SubscriptionHost,
    private readonly options: AlarmDataSubscriptionOptions,
  ) {
    super(host, options);
  }

  get page(): PageData<AlarmData> | null {
    return this.model.page;
  }

  command(cmdId: number): object {
    return { cmdId, query: this.options.query };
  }

  override cancelCommand(): { array: CommandArray; command: object } {
    return { array: 'alarmDataUnsubscribeCmds', command: { cmdId: this.cmdId } };
  }

  receive(message: ServerMessage): void {
    const answer = message as AlarmDataUpdate;
    this.options.onMessage?.(answer);
    if (answer.data) {
      this.model.setPage(answer.data);
      this.options.onData?.(answer.data, answer.data.data, answer);
    } else if (answer.update && this.model.page) {
      const changed = this.model.applyUpdate(answer.update);
      this.options.onData?.(this.model.page, changed, answer);
    }
  }
}

/** Options of an entity-count subscription. */
export interface EntityCountSubscriptionOptions extends SubscriptionCallbacks {
  query: EntityCountQuery;
  /** Called with the first count and each changed count. */
  onCount: (count: number, message: EntityCountUpdate) => void;
}

/** The v2 entity-count subscription. */
export class EntityCountSubscription extends Subscription {
  readonly array = 'entityCountCmds' as const;
  readonly accepts = 'COUNT_DATA' as const;

  constructor(
    host: SubscriptionHost,
    private readonly options: EntityCountSubscriptionOptions,
  ) {
    super(host, options);
  }

  command(cmdId: number): object {
    return { cmdId, query: this.options.query };
  }

  override cancelCommand(): { array: CommandArray; command: object } {
    return { array: 'entityCountUnsubscribeCmds', command: { cmdId: this.cmdId } };
  }

  receive(message: ServerMessage): void {
    const answer = message as EntityCountUpdate;
    this.options.onCount(answer.count, answer);
  }
}
