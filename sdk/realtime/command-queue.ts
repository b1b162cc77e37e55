import { DRAIN_ORDER, emptyWrapper, type CommandArray, type TelemetryPluginCmdsWrapper } from './commands.js';

/** A command waiting in the queue; `sent` turns true once it is written into a frame. */
export interface QueuedCommand {
  readonly array: CommandArray;
  command: object;
  sent: boolean;
}

/** Commands waiting to be sent, one lane per wrapper array, drained into frames of a bounded size. */
export class CommandQueue {
  private readonly lanes = new Map<CommandArray, QueuedCommand[]>(DRAIN_ORDER.map((array) => [array, []]));
  private count = 0;

  /** How many commands are waiting. */
  get size(): number {
    return this.count;
  }

  /** Queues a command for the given array and returns its entry (the command may be replaced until sent). */
  push(array: CommandArray, command: object): QueuedCommand {
    const entry: QueuedCommand = { array, command, sent: false };
    this.lanes.get(array)?.push(entry);
    this.count += 1;
    return entry;
  }

  /** Drops a command that has not been sent yet. */
  remove(entry: QueuedCommand): void {
    const lane = this.lanes.get(entry.array);
    const index = lane ? lane.indexOf(entry) : -1;
    if (lane && index >= 0) {
      lane.splice(index, 1);
      this.count -= 1;
    }
  }

  /** Drops every waiting command. */
  clear(): void {
    for (const lane of this.lanes.values()) lane.length = 0;
    this.count = 0;
  }

  /** Empties the queue into frames of at most `maxPerFrame` commands, lanes taken in drain order. */
  drain(maxPerFrame: number): TelemetryPluginCmdsWrapper[] {
    const frames: TelemetryPluginCmdsWrapper[] = [];
    let frame = emptyWrapper();
    let inFrame = 0;
    for (const array of DRAIN_ORDER) {
      const lane = this.lanes.get(array) ?? [];
      for (const entry of lane) {
        if (inFrame === maxPerFrame) {
          frames.push(frame);
          frame = emptyWrapper();
          inFrame = 0;
        }
        (frame[array] as object[]).push(entry.command);
        entry.sent = true;
        inFrame += 1;
      }
      lane.length = 0;
    }
    if (inFrame > 0) frames.push(frame);
    this.count = 0;
    return frames;
  }
}
