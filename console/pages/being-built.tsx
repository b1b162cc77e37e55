import type { PageProps } from '../routes.js';

/** Placeholder of a page that is being written: says so. */
export default function BeingBuilt({ route }: PageProps) {
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-lg font-semibold">{route.name}</h1>
      <p className="mt-2 text-text-muted">This page is being built.</p>
    </main>
  );
}
