/** What the breadcrumb trail needs of a route. */
export interface CrumbRoute {
  breadcrumb?: { label: string; icon: string };
}

/** One route level of the trail: label key, icon, this level's part of the address, whether it is left out. */
export interface CrumbItem {
  label: string;
  icon: string;
  path: string;
  skip?: boolean;
}

/**
 * The route levels of an address for the breadcrumb bar (shared-controls §2): the signed-in root first
 * (label home.home, icon home, linking to the root), then one level per path segment carrying the route
 * matched by the accumulated prefix; levels whose route has no breadcrumb data, and home itself, are
 * skipped but still count for the path.
 */
export function breadcrumbItems(
  path: string,
  match: (prefix: string) => CrumbRoute | undefined,
  home: { label: string; icon: string },
  translateKey: (key: string) => string = (key) => key,
): CrumbItem[] {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const items: CrumbItem[] = [{ label: translateKey(home.label), icon: home.icon, path: '' }];
  let prefix = '';
  for (const segment of segments) {
    prefix += `/${segment}`;
    const crumb = prefix === '/home' ? undefined : match(prefix)?.breadcrumb;
    items.push(crumb ? { label: translateKey(crumb.label), icon: crumb.icon, path: segment } : { label: '', icon: '', path: segment, skip: true });
  }
  return items;
}

/**
 * The trail with one level labelled `name` (an entity's name shown as given) when a page named it: the last
 * level, or the level of `namedPath` (`/customers/{id}` under `/customers/{id}/devices`) when given.
 */
export function withPageName(items: CrumbItem[], name: string | undefined, namedPath?: string): CrumbItem[] {
  const level = namedPath === undefined ? items.length - 1 : (namedPath.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).length;
  const named = items[level];
  if (name === undefined || !named || named.skip || level < 1) return items;
  return items.map((item, index) => (index === level ? { ...item, label: name } : item));
}

/** Whether a page's name for `namedPath` labels a level of the trail of `path`: the same address, or one it lies under. */
export function namesLevelOf(namedPath: string, path: string): boolean {
  return path === namedPath || path.startsWith(`${namedPath}/`);
}
