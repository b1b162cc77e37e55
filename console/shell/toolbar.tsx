import { useStore } from '@nanostores/react';
import { mdiArrowLeft, mdiCloudSync, mdiFullscreen, mdiFullscreenExit, mdiMagnify, mdiMenu } from '@mdi/js';
import { Icon } from '../../elements/core/icon.js';
import { useTranslate } from '../../elements/core/i18n.js';
import { UserMenu } from '../../elements/user-menu/user-menu.js';
import { Breadcrumbs } from '../../elements/breadcrumbs/breadcrumbs.js';
import { showsFullscreenToggle } from '../logic/sidenav.js';
import type { CrumbItem } from '../logic/breadcrumbs.js';
import { $auth, client, logout, navigate } from '../session/session.js';
import { ICON_BUTTON, toggleFullscreen, useFullscreen } from './hooks.js';
import { LoadingBar } from '../../elements/loading-bar/loading-bar.js';
import { openCommandPalette } from './palette-store.js';
import { SearchBox } from './search-box.js';
import { ThemeMenu } from './theme-menu.js';

/** Props of {@link Toolbar}. */
export interface ToolbarProps {
  /** Shows the menu button (over mode). */
  menuButton: boolean;
  /** Whether the over-mode menu is open (for the button's state). */
  menuOpen: boolean;
  onMenu: () => void;
  /** Breadcrumb levels of the current page. */
  crumbs: CrumbItem[];
  /** The page supports search. */
  search: boolean;
  /** Key that remounts the search box on page change. */
  pageKey: string;
  viewportWidth: number;
}

function ReconnectingIndicator() {
  const t = useTranslate();
  const state = useStore(client.realtime.$state);
  if (state.status !== 'reconnecting') return null;
  return (
    <span role="status" className="hidden items-center gap-1.5 rounded-full bg-warning-soft px-2.5 py-1 text-xs text-warning sm:inline-flex" title={t('console:shell.reconnecting')}>
      <Icon path={mdiCloudSync} size={16} />
      <span>{t('console:shell.reconnecting')}</span>
    </span>
  );
}

/**
 * The toolbar (console-core §2): menu button on small screens, back button in forced fullscreen,
 * breadcrumbs, page search, command palette, theme, fullscreen toggle (not on small screens), user menu,
 * the loading bar and a quiet reconnecting indicator.
 */
export function Toolbar({ menuButton, menuOpen, onMenu, crumbs, search, pageKey, viewportWidth }: ToolbarProps) {
  const t = useTranslate();
  const auth = useStore($auth);
  const fullscreen = useFullscreen();
  const details = auth.userDetails;
  const user = auth.authUser && {
    firstName: details?.firstName,
    lastName: details?.lastName,
    email: details?.email ?? auth.authUser.sub,
    authority: auth.authUser.authority,
  };
  return (
    <header className="relative flex h-toolbar shrink-0 items-center gap-1 border-b border-border bg-surface px-2 sm:px-3">
      {menuButton && (
        <button
          type="button"
          aria-label={t(menuOpen ? 'console:shell.close-menu' : 'console:shell.open-menu')}
          aria-expanded={menuOpen}
          onClick={onMenu}
          className={ICON_BUTTON}
        >
          <Icon path={mdiMenu} />
        </button>
      )}
      {auth.forceFullscreen && (
        <button type="button" aria-label={t('console:shell.back')} title={t('console:shell.back')} onClick={() => history.back()} className={ICON_BUTTON}>
          <Icon path={mdiArrowLeft} mirrorInRtl />
        </button>
      )}
      <div className="min-w-0 flex-1 px-1">
        <Breadcrumbs items={crumbs} onNavigate={({ path }) => navigate(path)} />
      </div>
      <ReconnectingIndicator />
      {search && <SearchBox key={pageKey} />}
      {!auth.forceFullscreen && (
        <button
          type="button"
          onClick={openCommandPalette}
          aria-keyshortcuts="Control+K Meta+K"
          title={`${t('console:command-palette.open')} (Ctrl+K)`}
          className="inline-flex h-9 shrink-0 items-center gap-2 rounded-control text-text-muted hover:bg-surface-hover hover:text-text max-lg:size-10 max-lg:justify-center max-lg:rounded-full lg:w-56 lg:border lg:border-border lg:bg-surface-sunken lg:px-3"
        >
          <Icon path={mdiMagnify} size={20} />
          <span className="sr-only flex-1 text-start text-sm lg:not-sr-only">{t('console:command-palette.placeholder-short')}</span>
          <kbd aria-hidden="true" className="hidden rounded border border-border bg-surface px-1.5 font-sans text-xs lg:inline">
            Ctrl K
          </kbd>
        </button>
      )}
      <ThemeMenu />
      {showsFullscreenToggle(viewportWidth, document.fullscreenEnabled) && (
        <button
          type="button"
          aria-label={t(fullscreen ? 'console:shell.exit-fullscreen' : 'console:shell.enter-fullscreen')}
          title={t(fullscreen ? 'console:shell.exit-fullscreen' : 'console:shell.enter-fullscreen')}
          onClick={toggleFullscreen}
          className={ICON_BUTTON}
        >
          <Icon path={fullscreen ? mdiFullscreenExit : mdiFullscreen} />
        </button>
      )}
      {user && (
        <div className="ms-1">
          <UserMenu
            user={user}
            displayUserInfo
            onNavigate={({ route }) => navigate(`/${route}`)}
            onLogout={() => void logout()}
          />
        </div>
      )}
      <div className="absolute inset-x-0 bottom-0">
        <LoadingBar inline count={client.$requestsInFlight} />
      </div>
    </header>
  );
}
