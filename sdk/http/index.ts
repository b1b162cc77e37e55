export { resendDelayMs, type CallOptions } from './call-options.js';
export type { ClientEvents, ErrorNotice, ForbiddenNotice } from './client-events.js';
export { createEmitter, type Emitter, type Listener } from './events.js';
export { apiPathOf, isRpcPath, needsAuthHeader, NO_AUTH_PREFIXES, RPC_PREFIXES } from './url-rules.js';
export { UNAUTHORIZED_MESSAGE, type AuthFetch, type RequestFetch } from './auth-fetch.js';
export { apiErrorOf, unwrap, type CallResult } from './error-registry.js';
export type { ApiResult, RawCallInit } from './raw-call.js';
export { websocketUrlFor, WS_TELEMETRY_PATH } from './ws-url.js';
