/** The part of a WebSocket the channel uses; the browser `WebSocket` and the `ws` package both fit. */
export interface RealtimeSocket {
  onopen: ((event: any) => void) | null;
  onclose: ((event: any) => void) | null;
  onmessage: ((event: any) => void) | null;
  onerror: ((event: any) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor taking the full URL. */
export type WebSocketCtor = new (url: string) => RealtimeSocket;

/** A close event as the channel reads it. */
export interface SocketCloseEvent {
  code?: number;
  reason?: string;
}

const decoder = new TextDecoder();

/** Turns a message event's data into text: strings as they are, binary data decoded as UTF-8. */
export function frameText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return decoder.decode(data);
  if (ArrayBuffer.isView(data)) return decoder.decode(data);
  return String(data);
}

/** Adds the access token to a websocket base URL as its `token` query parameter. */
export function socketUrl(base: string, token: string): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}token=${encodeURIComponent(token)}`;
}
