import type { QueuedCommand } from './command-queue.js';
import type { CommandArray } from './commands.js';
import type { RealtimeError } from './errors.js';
import type { MessageKind, ServerMessage } from './messages.js';

/** A live subscription as its owner sees it. */
export interface RealtimeSubscription {
  /** False once unsubscribed, answered (history) or the channel is closed. */
  readonly active: boolean;
  /** The command id on the current socket; 0 while not sent. */
  readonly cmdId: number;
  /** Stops the subscription and tells the server when it knows of it. */
  unsubscribe(): void;
}

/** Callbacks every subscription accepts. */
export interface SubscriptionCallbacks {
  /** Called with an error answer for this subscription (the channel's `onError` sees it too). */
  onError?: (error: RealtimeError) => void;
  /** Called after a lost connection came back, just before the subscription is sent again. */
  onReconnected?: () => void;
}

/** What a subscription needs from its channel. */
export interface SubscriptionHost {
  /** Queues a command for the current socket and schedules a flush. */
  push(array: CommandArray, command: object): QueuedCommand;
  /** Forgets a subscription that ended, telling the server when needed. */
  release(subscription: Subscription): void;
  /** Reports an error that has no better place to go. */
  report(error: RealtimeError): void;
}

/** The channel-side part of a subscription: how to (re)send it, cancel it and take its answers. */
export abstract class Subscription implements RealtimeSubscription {
  /** The command id on the current socket; 0 while not sent. */
  cmdId = 0;
  /** The command that first sent this subscription on the current socket. */
  initial: QueuedCommand | null = null;
  /** The last command queued for this subscription that may not be sent yet. */
  pending: QueuedCommand | null = null;
  /** True once the subscription has been sent on some socket. */
  everSent = false;
  active = true;
  /** Which wrapper array carries the subscription command. */
  abstract readonly array: CommandArray;
  /** Which kind of answer this subscription takes. */
  abstract readonly accepts: MessageKind;

  constructor(
    protected readonly host: SubscriptionHost,
    protected readonly callbacks: SubscriptionCallbacks,
  ) {}

  /** The full command that (re)creates the subscription under the given id. */
  abstract command(cmdId: number): object;

  /** Handles an answer routed to this subscription. */
  abstract receive(message: ServerMessage): void;

  /** The command that cancels the subscription on the server, or null when there is none. */
  cancelCommand(): { array: CommandArray; command: object } | null {
    return null;
  }

  /** Handles an error answer routed to this subscription. */
  fail(error: RealtimeError): void {
    this.callbacks.onError?.(error);
  }

  /** Called before the subscription is sent again on a new socket. */
  reconnected(): void {
    this.callbacks.onReconnected?.();
  }

  /** Ends the subscription without telling the server (the channel is closing). */
  abandon(_error: RealtimeError): void {
    this.active = false;
  }

  unsubscribe(): void {
    if (!this.active) return;
    this.active = false;
    this.host.release(this);
  }
}
