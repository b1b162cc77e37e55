import { serverErrorKey } from './error-codes.js';

/** Looks up a translation; returning undefined (or nothing) means no translation is known. */
export type Translate = (key: string) => string | undefined;

/** What {@link errorDisplayText} reads: the answer's status, status text and body as received. */
export interface ErrorDisplayInput {
  /** HTTP status; 0 or absent when unknown. */
  status?: number;
  /** HTTP status text. */
  statusText?: string;
  /** The error body: text, a parsed JSON value, or binary (ArrayBuffer or a byte view). */
  body?: unknown;
}

/** Text to show for a failed call and how long to show it (0 = the display's default). */
export interface ErrorDisplay {
  message: string;
  timeout: number;
}

const UNKNOWN_STATUS = 'Unknown';

/** The message a person sees for a failed server call, following the server-error display rules. */
export function errorDisplayText(input: ErrorDisplayInput, translate: Translate = (key) => key): ErrorDisplay {
  const body = normaliseBody(input.body);
  if (isRecord(body)) {
    const fromObject = messageFromObject(body, input, translate);
    if (fromObject) return fromObject;
  } else if (typeof body === 'string' && body.trim() !== '') {
    return { message: body, timeout: 0 };
  }
  return { message: `Unhandled error code ${input.status || UNKNOWN_STATUS}`, timeout: 0 };
}

function messageFromObject(
  body: Record<string, unknown>,
  input: ErrorDisplayInput,
  translate: Translate,
): ErrorDisplay | undefined {
  const message = body.message;
  if (isRecord(message) && message.errorCode !== undefined) {
    const status = typeof message.status === 'number' ? message.status : input.status;
    const key = serverErrorKey(message.errorCode);
    const text = (key && translate(key)) || input.statusText || '';
    return { message: `${status ?? UNKNOWN_STATUS}: ${text}`, timeout: 0 };
  }
  if (typeof message === 'string' && message !== '') {
    return { message, timeout: typeof body.timeout === 'number' ? body.timeout : 0 };
  }
  return undefined;
}

/** Text is parsed as JSON (kept as text when it is not JSON); binary is decoded first. */
function normaliseBody(body: unknown): unknown {
  if (body instanceof ArrayBuffer) return parseText(new TextDecoder().decode(body));
  if (ArrayBuffer.isView(body)) return parseText(new TextDecoder().decode(body));
  if (typeof body === 'string') return parseText(body);
  return body;
}

function parseText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
