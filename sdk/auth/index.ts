export * from './jwt.js';
export * from './auth-user.js';
export * from './token-store.js';
export * from './provider-token-store.js';
export * from './tokens.js';
export * from './session.js';
export { PRE_VERIFICATION_SCOPE, type LoginResponse, type LoginResult } from './login-result.js';
export * from './two-factor.js';
export type { AuthApi, LoginRequest, VerificationResult } from './auth-api.js';
