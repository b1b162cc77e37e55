// Not written yet: the section says that it is coming.
export { default } from '../coming-soon.js';
