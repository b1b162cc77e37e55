export { default } from '../being-built.js';
