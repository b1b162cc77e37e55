import type { MouseEvent } from 'react';
import { mdiChevronRight } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { labelText, useTranslate } from '../core/i18n.js';
import { buildTrail, type BreadcrumbEntry, type BreadcrumbItem } from './breadcrumbs.logic.js';
import { NamedIcon } from './named-icon.js';

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** The route levels from the top down: label (message key or text), icon, path part and skip flag. */
  items?: BreadcrumbItem[] | null;
  /** Called with the accumulated path when a person follows an entry; the link is then not followed by the browser. */
  onNavigate?: (detail: { path: string }) => void;
}

/** Lets the browser handle clicks that open a new tab or window. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The breadcrumb trail of the current page: every entry links to its accumulated path; below the medium
 * breakpoint (960 px) only the last entry shows, as a heading.
 */
export function Breadcrumbs({ items, onNavigate }: BreadcrumbsProps) {
  const t = useTranslate();
  const trail = buildTrail(items ?? []);
  const label = (entry: BreadcrumbEntry) => labelText(t, entry.label);
  const current = trail.at(-1);
  if (!current) return null;
  const follow = (event: MouseEvent, path: string) => {
    if (!onNavigate || opensElsewhere(event)) return;
    event.preventDefault();
    onNavigate({ path });
  };
  return (
    <div className="flex min-w-0 items-center">
      <h1 part="heading" className="flex min-w-0 items-center gap-2 text-md font-medium text-text md:hidden">
        <NamedIcon icon={current.icon} size={20} className="text-text-muted" />
        <span className="truncate">{label(current)}</span>
      </h1>
      <nav part="trail" aria-label={t('breadcrumbs.label')} className="hidden min-w-0 md:block">
        <ol className="flex min-w-0 items-center gap-0.5">
          {trail.map((entry, index) => (
            <li key={entry.path + index} className={`flex items-center gap-0.5 ${entry.last ? 'min-w-0' : 'shrink-0'}`}>
              {index > 0 && <Icon path={mdiChevronRight} size={18} mirrorInRtl className="text-text-muted" />}
              <a
                href={entry.path}
                aria-current={entry.last ? 'page' : undefined}
                onClick={(event) => follow(event, entry.path)}
                className={`flex min-w-0 items-center gap-1.5 rounded-control px-1.5 py-1 text-base no-underline hover:bg-surface-hover ${
                  entry.last ? 'font-medium text-text' : 'text-text-muted hover:text-text'
                }`}
              >
                <NamedIcon icon={entry.icon} size={18} className={entry.last ? 'text-text-muted' : ''} />
                <span className="truncate">{label(entry)}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
