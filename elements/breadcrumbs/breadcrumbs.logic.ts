/** One level of the breadcrumb trail, as a route describes it. */
export interface BreadcrumbItem {
  /** Message key (or plain text) of the entry; default home.home. */
  label?: string | null;
  /** `mdi:<name>`, a Material icon name or SVG path data; default home. */
  icon?: string | null;
  /** This level's part of the address (`devices`, `deviceProfiles/123`); the entry links to all parts up to here. */
  path: string;
  /** Leaves the entry out of the trail; its path part still counts for the entries after it. */
  skip?: boolean;
}

/** An entry of the trail as shown: label, icon, the accumulated address and whether it is the current page. */
export interface BreadcrumbEntry {
  label: string;
  icon: string;
  path: string;
  last: boolean;
}

/** Label and icon of an entry that gives none. */
export const BREADCRUMB_DEFAULTS = { label: 'home.home', icon: 'home' } as const;

/** Joins address parts into one absolute path, without empty or doubled slashes. */
export function accumulatePath(parts: readonly string[]): string {
  return `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;
}

/** The trail: every entry not skipped, linking to its accumulated path, with the default label and icon filled in. */
export function buildTrail(items: readonly BreadcrumbItem[]): BreadcrumbEntry[] {
  const parts: string[] = [];
  const trail: BreadcrumbEntry[] = [];
  for (const item of items) {
    parts.push(item.path ?? '');
    if (item.skip) continue;
    trail.push({
      label: item.label || BREADCRUMB_DEFAULTS.label,
      icon: item.icon || BREADCRUMB_DEFAULTS.icon,
      path: accumulatePath(parts),
      last: false,
    });
  }
  const last = trail.at(-1);
  if (last) last.last = true;
  return trail;
}

/** Where an icon's SVG comes from: an `mdi:` name, SVG path data given as is, or a Material icon name. */
export type IconSource = { kind: 'mdi'; name: string } | { kind: 'path'; path: string } | { kind: 'material'; name: string };

/** Tells how an icon string is drawn: `mdi:` prefixed names are Material Design Icons, path data is drawn as is. */
export function iconSource(icon: string): IconSource {
  if (icon.startsWith('mdi:')) return { kind: 'mdi', name: icon.slice(4) };
  if (/^[Mm][\d\s.,-]/.test(icon)) return { kind: 'path', path: icon };
  return { kind: 'material', name: icon };
}

/** The `@mdi/js` export name of an icon name (`mdi:chevron-right`, Material `devices_other`): `mdiChevronRight`. */
export function mdiExportName(name: string): string {
  return `mdi${name
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')}`;
}
