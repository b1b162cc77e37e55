import { useEffect, useState } from 'react';
import { mdiHome } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { iconSource, mdiExportName } from './breadcrumbs.logic.js';

/** Icons known without loading the full icon set, by `@mdi/js` export name. */
const BUILT_IN: Readonly<Record<string, string>> = { mdiHome };

type IconSet = Record<string, unknown>;
let iconSet: Promise<IconSet> | undefined;

/** The full Material Design Icons set, loaded once on first need as its own chunk (never part of an entry). */
function loadIconSet(): Promise<IconSet> {
  iconSet ??= import('@mdi/js/commonjs/mdi.js').then((module) => ({ ...(module.default as unknown as IconSet), ...(module as unknown as IconSet) }));
  return iconSet;
}

/**
 * The SVG path of an icon string: path data as is, built-in icons at once, other `mdi:` names once the icon set
 * loaded (about 800 KB gzipped, so the console passes path data); other Material names draw nothing.
 */
function useIconPath(icon: string): string | null {
  const source = iconSource(icon);
  const name = source.kind === 'path' ? null : mdiExportName(source.name);
  const known = source.kind === 'path' ? source.path : (BUILT_IN[name ?? ''] ?? null);
  const loads = known === null && source.kind === 'mdi';
  const [loaded, setLoaded] = useState<{ icon: string; path: string | null } | null>(null);
  useEffect(() => {
    if (!loads || name === null) return;
    let live = true;
    void loadIconSet().then((set) => {
      const path = set[name];
      if (live) setLoaded({ icon, path: typeof path === 'string' ? path : null });
    });
    return () => {
      live = false;
    };
  }, [icon, name, loads]);
  return known ?? (loaded?.icon === icon ? loaded.path : null);
}

/** An icon named `mdi:<name>`, the Material name `home`, or given as SVG path data; an unknown name draws nothing. */
export function NamedIcon({ icon, size = 18, className = '' }: { icon: string; size?: number; className?: string }) {
  const path = useIconPath(icon);
  if (path === null) return <span aria-hidden="true" className="inline-block shrink-0" style={{ width: size, height: size }} />;
  return <Icon path={path} size={size} className={className} />;
}
