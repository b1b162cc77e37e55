import {
  createRealtimeChannel,
  type RealtimeChannel,
  type RealtimeChannelOptions,
  type RealtimeError,
  type RealtimeSocket,
  type TelemetryPluginCmdsWrapper,
} from '../../sdk/realtime/index.js';

/** A WebSocket stand-in: records its URL and sent frames, and lets a test open, close and push messages. */
export class FakeWebSocket implements RealtimeSocket {
  onopen: ((event: any) => void) | null = null;
  onclose: ((event: any) => void) | null = null;
  onmessage: ((event: any) => void) | null = null;
  onerror: ((event: any) => void) | null = null;
  /** Raw text of every frame the client sent. */
  readonly sent: string[] = [];
  /** The close code the client asked for, or null while it has not closed the socket. */
  closedByClient: number | null = null;

  /** Throws on a malformed URL, as a real WebSocket does. */
  constructor(readonly url: string) {
    new URL(url);
  }

  /** The `token` query parameter of the URL. */
  get token(): string | null {
    return new URL(this.url).searchParams.get('token');
  }

  /** Sent frames, parsed. */
  get frames(): TelemetryPluginCmdsWrapper[] {
    return this.sent.map((text) => JSON.parse(text) as TelemetryPluginCmdsWrapper);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedByClient = code;
  }

  /** Completes the handshake. */
  open(): void {
    this.onopen?.({ type: 'open' });
  }

  /** Sends a message from the server: objects as JSON text, strings verbatim. */
  push(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** Closes the connection from the server side. */
  serverClose(code = 1006, reason = ''): void {
    this.onclose?.({ code, reason });
  }
}

/** A fake WebSocket constructor plus every socket it created, newest last. */
export interface FakeWebSocketHub {
  WebSocket: new (url: string) => FakeWebSocket;
  sockets: FakeWebSocket[];
  /** The newest socket; throws when none was created. */
  last(): FakeWebSocket;
}

/** Creates a fresh fake WebSocket constructor with its own socket list. */
export function createFakeWebSocketHub(): FakeWebSocketHub {
  const sockets: FakeWebSocket[] = [];
  class HubSocket extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  return {
    WebSocket: HubSocket,
    sockets,
    last() {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket was created');
      return socket;
    },
  };
}

/** Lets every pending promise and microtask run (token fetches, command flushes). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The websocket base URL the harness channel uses. */
export const WS_BASE = 'ws://localhost:8080/api/ws/plugins/telemetry';

/** A channel wired to fake sockets, with the tokens handed out and the errors it reported. */
export interface RealtimeHarness {
  channel: RealtimeChannel;
  hub: FakeWebSocketHub;
  errors: RealtimeError[];
  /** How many times the channel asked for a token. */
  tokenRequests(): number;
  /** Lets pending work run, opens the newest socket, and lets the resulting flush run. */
  openSocket(): Promise<FakeWebSocket>;
}

const harnessChannels: RealtimeChannel[] = [];

/** Closes every channel the harness created, so no idle or retry timer outlives its test. */
export function closeHarnessChannels(): void {
  for (const channel of harnessChannels.splice(0)) channel.close();
}

/** Creates a channel on fake sockets; tokens are `token-1`, `token-2`, … and the jitter random is 0.5. */
export function createRealtimeHarness(overrides: Partial<RealtimeChannelOptions> = {}): RealtimeHarness {
  const hub = createFakeWebSocketHub();
  const errors: RealtimeError[] = [];
  let requests = 0;
  const channel = createRealtimeChannel({
    url: () => WS_BASE,
    WebSocket: hub.WebSocket,
    getToken: async () => `token-${++requests}`,
    random: () => 0.5,
    onError: (error) => errors.push(error),
    ...overrides,
  });
  harnessChannels.push(channel);
  return {
    channel,
    hub,
    errors,
    tokenRequests: () => requests,
    async openSocket() {
      await settle();
      const socket = hub.last();
      socket.open();
      await settle();
      return socket;
    },
  };
}
