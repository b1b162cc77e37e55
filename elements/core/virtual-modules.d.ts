/** The kit stylesheet, compiled at build time (see `elements/styles/build-styles.mjs`). */
declare module 'virtual:tbkit-styles' {
  const css: string;
  export default css;
}
