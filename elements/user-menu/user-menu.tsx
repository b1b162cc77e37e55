import { useEffect, useRef } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { mdiAccountCircle, mdiAccountOutline, mdiDotsVertical, mdiLogout, mdiShieldLockOutline } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { roleLabelKey, showsUserMenu, userDisplayName, type UserMenuRoute, type UserMenuUser } from './user-menu.logic.js';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** The signed-in person; nothing is shown without one or for ANONYMOUS. */
  user?: UserMenuUser | null;
  /** Shows the avatar, display name and role label beside the button on large screens (1280 px and up); default false. */
  displayUserInfo?: boolean;
  /** Called when a person picks Profile or Security. */
  onNavigate?: (detail: { route: UserMenuRoute }) => void;
  /** Called when a person picks Log out. */
  onLogout?: (detail: Record<string, never>) => void;
}

const ITEM =
  'flex h-9 w-full items-center gap-3 rounded-control px-3 text-start text-base text-text data-focus:bg-surface-hover data-focus:outline-none';

/** Puts focus back on the menu button when closing the menu left it nowhere (inside a shadow root nobody else does). */
function useFocusRestore(open: boolean, button: React.RefObject<HTMLButtonElement | null>) {
  const wasOpen = useRef(false);
  useEffect(() => {
    const target = button.current;
    if (wasOpen.current && !open && target) {
      const root = target.getRootNode() as Document | ShadowRoot;
      const outer = document.activeElement;
      const lost = outer === null || outer === document.body || (root instanceof ShadowRoot && outer === root.host && root.activeElement === null);
      if (lost) target.focus();
    }
    wasOpen.current = open;
  }, [open, button]);
}

function Entry({ icon, label, onPick, mirror = false }: { icon: string; label: string; onPick: () => void; mirror?: boolean }) {
  return (
    <MenuItem>
      <button type="button" className={ITEM} onClick={onPick}>
        <Icon path={icon} size={18} mirrorInRtl={mirror} className="text-text-muted" />
        {label}
      </button>
    </MenuItem>
  );
}

function UserMenuPanel({ open, user, onNavigate, onLogout }: { open: boolean } & Omit<UserMenuProps, 'displayUserInfo'> & { user: UserMenuUser }) {
  const t = useTranslate();
  const button = useRef<HTMLButtonElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    placement: 'bottom-end',
    strategy: 'fixed',
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  useFocusRestore(open, button);
  const role = roleLabelKey(user.authority);
  const name = userDisplayName(user);
  return (
    <>
      <MenuButton
        ref={(node: HTMLButtonElement | null) => {
          button.current = node;
          refs.setReference(node);
        }}
        part="button"
        aria-label={t('user-menu.open')}
        title={t('user-menu.open')}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-text-muted hover:bg-surface-hover hover:text-text data-open:bg-surface-hover data-open:text-text"
      >
        <Icon path={mdiDotsVertical} size={20} />
      </MenuButton>
      <MenuItems
        ref={refs.setFloating}
        style={floatingStyles}
        modal={false}
        part="menu"
        className="z-[1030] w-64 max-w-[calc(100vw-16px)] rounded-card border border-border bg-surface-raised p-1 text-text shadow-popover focus:outline-none"
      >
        <div className="flex items-center gap-3 px-3 pt-2 pb-3" aria-hidden="true">
          <Icon path={mdiAccountCircle} size={32} className="text-text-muted" />
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-base font-medium">{name}</span>
            <span className="truncate text-xs text-text-muted">{name !== user.email ? user.email : role && t(role)}</span>
          </div>
        </div>
        <MenuSeparator className="mx-1 mb-1 h-px bg-border" />
        <Entry icon={mdiAccountOutline} label={t('user-menu.profile')} onPick={() => onNavigate?.({ route: 'profile' })} />
        <Entry icon={mdiShieldLockOutline} label={t('user-menu.security')} onPick={() => onNavigate?.({ route: 'security' })} />
        <MenuSeparator className="mx-1 my-1 h-px bg-border" />
        <Entry icon={mdiLogout} label={t('user-menu.logout')} onPick={() => onLogout?.({})} mirror />
      </MenuItems>
    </>
  );
}

/**
 * The signed-in person's menu: a three-dots button opening Profile, Security and Log out, with an optional
 * avatar, display name and role label on large screens. Shows nothing for ANONYMOUS.
 */
export function UserMenu({ user, displayUserInfo = false, onNavigate, onLogout }: UserMenuProps) {
  const t = useTranslate();
  if (!showsUserMenu(user)) return null;
  const role = roleLabelKey(user.authority);
  return (
    <div className="flex items-center gap-2">
      {displayUserInfo && (
        <div part="user-info" className="hidden min-w-0 items-center gap-2 lg:flex">
          <Icon path={mdiAccountCircle} size={32} className="text-text-muted" />
          <div className="flex min-w-0 max-w-56 flex-col">
            <span className="truncate text-base font-medium">
              {userDisplayName(user)}
            </span>
            {role && <span className="truncate text-xs text-text-muted">{t(role)}</span>}
          </div>
        </div>
      )}
      <Menu>{({ open }) => <UserMenuPanel open={open} user={user} onNavigate={onNavigate} onLogout={onLogout} />}</Menu>
    </div>
  );
}
