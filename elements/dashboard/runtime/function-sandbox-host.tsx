import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createFunctionSandbox, pageFrameContainer, type FunctionSandbox } from './function-sandbox.js';

let pageSandbox: FunctionSandbox | null = null;

/** The sandbox whose frame sits at the end of the page's body, for widget data that brings none of its own. */
export function pageFunctionSandbox(): FunctionSandbox {
  pageSandbox ??= createFunctionSandbox({ container: pageFrameContainer });
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
  const [sandbox] = useState(() => createFunctionSandbox({ container: () => box.current }));
  useEffect(() => () => sandbox.reset(), [sandbox]);
  return { sandbox, frameBox: <div ref={box} hidden /> };
}
