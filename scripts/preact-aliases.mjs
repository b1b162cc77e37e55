// React's modules as the element kit imports them, and the preact/compat modules they resolve to wherever
// the kit is built or tested on Preact (rollup's kit build, the browser tests of test/elements).
export const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};
