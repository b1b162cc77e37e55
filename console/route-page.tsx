import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageModule, PageProps, RouteDef } from './routes.js';

const components = new Map<PageModule, LazyExoticComponent<ComponentType<PageProps>>>();

function componentOf(module: PageModule): LazyExoticComponent<ComponentType<PageProps>> {
  let component = components.get(module);
  if (!component) {
    component = lazy(module);
    components.set(module, component);
  }
  return component;
}

/** Renders a route's page, loading its module on first use; `fallback` shows meanwhile. */
export function RoutePage({ route, params, search, fallback }: { route: RouteDef; params: Record<string, string>; search: Record<string, string>; fallback: React.ReactNode }) {
  const Page = componentOf(route.page);
  return (
    <Suspense fallback={fallback}>
      <Page route={route} params={params} search={search} {...route.props} />
    </Suspense>
  );
}
