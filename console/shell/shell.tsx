import type { ReactNode } from 'react';
import type { RouteDef } from '../routes.js';

/** The signed-in frame: side menu, toolbar and the page. */
export function Shell({ children }: { route: RouteDef; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-surface-sunken text-text">
      <main id="content" className="min-w-0 flex-1">
        {children}
      </main>
    </div>
  );
}
