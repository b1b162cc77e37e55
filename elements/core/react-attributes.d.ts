import 'react';

// The Popover API attribute, which React 18's DOM typings predate; React passes it through as written.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | '' | undefined;
  }
}
