export * from './error-codes.js';
export * from './display-text.js';
export * from './api-error.js';
