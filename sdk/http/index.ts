export * from './call-options.js';
export * from './client-events.js';
export * from './events.js';
export * from './url-rules.js';
export * from './auth-fetch.js';
export * from './error-registry.js';
export * from './raw-call.js';
export * from './ws-url.js';
