import { useState } from 'react';
import { mdiChevronDown } from '@mdi/js';
import { Icon } from '../../elements/core/icon.js';
import { useTranslate } from '../../elements/core/i18n.js';
import { isLinkActive, isToggleActive, type MenuLink, type MenuSection, type MenuToggle } from '../logic/menu.js';
import { routeNamed } from '../routes.js';
import { iconPath } from '../icons.js';

const ENTRY =
  'flex min-h-10 w-full items-center gap-3 rounded-control px-3 py-2 text-start text-base leading-5 no-underline transition-colors duration-fast';
const IDLE = 'text-text-muted hover:bg-surface-hover hover:text-text';
const ACTIVE = 'bg-accent-soft font-medium text-accent';

function Link({ section, path, nested = false }: { section: MenuLink; path: string; nested?: boolean }) {
  const t = useTranslate();
  const route = routeNamed(section.route);
  const active = isLinkActive(route.path, path);
  return (
    <li>
      <a href={route.path} aria-current={active ? 'page' : undefined} className={`${ENTRY} ${nested ? 'ps-8' : ''} ${active ? ACTIVE : IDLE}`}>
        {route.breadcrumb && <Icon path={iconPath(route.breadcrumb.icon)} size={nested ? 18 : 20} />}
        <span className="min-w-0">{t(`console:${route.title ?? route.name}`)}</span>
      </a>
    </li>
  );
}

function Toggle({ section, path }: { section: MenuToggle; path: string }) {
  const t = useTranslate();
  const route = routeNamed(section.route);
  const active = isToggleActive(route.path, path);
  const [expanded, setExpanded] = useState(active);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setExpanded(true);
  }
  const id = `menu-group-${section.route}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
        className={`${ENTRY} ${active ? 'font-medium text-text' : IDLE} hover:bg-surface-hover`}
      >
        {route.breadcrumb && <Icon path={iconPath(route.breadcrumb.icon)} />}
        <span className="min-w-0 flex-1">{t(`console:${route.title ?? route.name}`)}</span>
        <Icon path={mdiChevronDown} size={18} className={`transition-transform duration-fast ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <ul id={id} hidden={!expanded} className="mt-0.5 flex flex-col gap-0.5">
        {section.pages.map((page) => (
          <Link key={page.route} section={page} path={path} nested />
        ))}
      </ul>
    </li>
  );
}

/** The side menu: links (exact active match) and groups that open while their path is active. */
export function SideMenu({ sections, path }: { sections: readonly MenuSection[]; path: string }) {
  const t = useTranslate();
  return (
    <nav aria-label={t('console:shell.main-menu')} className="flex-1 overflow-y-auto px-3 py-3">
      <ul className="flex flex-col gap-0.5">
        {sections.map((section) =>
          section.type === 'link' ? (
            <Link key={section.route} section={section} path={path} />
          ) : (
            <Toggle key={section.route} section={section} path={path} />
          ),
        )}
      </ul>
    </nav>
  );
}
