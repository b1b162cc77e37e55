import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { mdiChevronDown, mdiChevronLeft } from '@mdi/js';
import { Icon } from '../../../elements/core/icon.js';
import { useTranslate } from '../../../elements/core/i18n.js';
import { iconPath } from '../../icons.js';
import { RowIcon, rowActionClass } from '../entity-list/row-actions.js';
import type { OwnerLink } from './scoped-lists.logic.js';

/** Props of {@link OwnerLinksMenu}. */
export interface OwnerLinksMenuProps {
  /** Message key of the button's accessible name (a row's) or text (a header's). */
  label: string;
  /** Icon path of the button. */
  icon: string;
  /** The lists it links to. */
  links: readonly OwnerLink[];
  /** An icon button in a list's row, or a labelled button in an entity page's header; default row. */
  variant?: 'row' | 'header';
}

const HEADER_BUTTON =
  'inline-flex h-control shrink-0 items-center gap-1.5 rounded-control border border-border bg-surface px-3 text-sm font-medium text-text transition-colors duration-fast hover:bg-surface-hover data-open:bg-surface-hover sm:text-base';

/**
 * A button opening a menu of links to the lists of a customer or an edge (its users, assets, devices …). The links
 * are addresses, so a middle click opens one in a new tab; arrow keys move between them, Escape closes the menu.
 */
export function OwnerLinksMenu({ label: labelKey, icon, links, variant = 'row' }: OwnerLinksMenuProps) {
  const t = useTranslate();
  const label = t(labelKey);
  return (
    <Menu>
      {variant === 'row' ? (
        <MenuButton aria-label={label} title={label} className={`${rowActionClass()} data-open:bg-surface-hover data-open:text-text`}>
          <RowIcon icon={icon} />
        </MenuButton>
      ) : (
        <MenuButton className={HEADER_BUTTON}>
          <Icon path={icon} size={18} className="text-text-muted" />
          {label}
          <Icon path={mdiChevronDown} size={18} className="text-text-muted" />
        </MenuButton>
      )}
      <MenuItems
        anchor={{ to: 'bottom end', gap: 4, padding: 8 }}
        modal={false}
        className="z-50 min-w-48 rounded-card border border-border bg-surface-raised p-1 text-base text-text shadow-popover outline-none"
      >
        {links.map((link) => (
          <MenuItem key={link.path}>
            <a href={link.path} className="flex h-9 items-center gap-3 rounded-control px-3 text-start data-focus:bg-surface-hover">
              <Icon path={iconPath(link.icon)} size={18} className="shrink-0 text-text-muted" />
              <span className="flex-1 truncate">{t(link.label)}</span>
            </a>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}

/**
 * A link back to the customer or edge a list belongs to, by name, on small screens only: there the toolbar shows
 * just the list's own title, not the breadcrumb naming the owner.
 */
export function OwnerBackLink({ name, path }: { name: string; path: string }) {
  return (
    <a href={path} dir="auto" className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-control py-1 pe-2 text-base text-text-muted no-underline hover:text-text md:hidden">
      <Icon path={mdiChevronLeft} size={18} mirrorInRtl />
      <span className="truncate">{name}</span>
    </a>
  );
}
