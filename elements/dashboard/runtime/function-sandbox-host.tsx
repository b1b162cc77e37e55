import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FunctionSandbox, FunctionSandboxOptions } from './function-sandbox.js';

/** A function sandbox whose code loads with its first job, so that a dashboard without function datasources never loads it. */
export function lazyFunctionSandbox(options: FunctionSandboxOptions): FunctionSandbox {
  let made: Promise<FunctionSandbox> | null = null;
  const load = () => (made ??= import('./function-sandbox.js').then((m) => m.createFunctionSandbox(options)));
  return {
    series: (job) => load().then((sandbox) => sandbox.series(job)),
    call: (job, onContext) => load().then((sandbox) => sandbox.call(job, onContext)),
    reset: () => void made?.then((sandbox) => sandbox.reset()),
  };
}

let pageSandbox: FunctionSandbox | null = null;

/** The sandbox whose frame sits at the end of the page's body, for widget data that brings none of its own. */
export function pageFunctionSandbox(): FunctionSandbox {
  pageSandbox ??= lazyFunctionSandbox({ container: () => null });
  return pageSandbox;
}

/** A component's own function sandbox, and the hidden element its frame goes in. */
export interface OwnFunctionSandbox {
  sandbox: FunctionSandbox;
  /** Render it once inside the component (so the frame stays inside the same shadow root). */
  frameBox: ReactNode;
}

/**
 * One function sandbox for everything a component shows (a dashboard, an embedded widget): its frame
 * starts with the first function job, and ends when the component goes away.
 */
export function useOwnFunctionSandbox(): OwnFunctionSandbox {
  const box = useRef<HTMLDivElement>(null);
  const [sandbox] = useState(() => lazyFunctionSandbox({ container: () => box.current }));
  useEffect(() => () => sandbox.reset(), [sandbox]);
  return { sandbox, frameBox: <div ref={box} hidden /> };
}
