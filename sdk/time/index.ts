export * from './interval-math.js';
