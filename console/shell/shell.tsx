import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { mdiClose, mdiHexagonMultiple, mdiHome, mdiInformationOutline } from '@mdi/js';
import { Icon } from '../../elements/core/icon.js';
import { useTranslate } from '../../elements/core/i18n.js';
import { breadcrumbItems, namesLevelOf, withPageName } from '../logic/breadcrumbs.js';
import { $pageName } from './page-name.js';
import { menuFor, type MenuSection } from '../logic/menu.js';
import { showsMenuButton, sidenavLayout } from '../logic/sidenav.js';
import type { RouteDef } from '../routes.js';
import { iconPath } from '../icons.js';
import { $auth, $router, $updateNotice } from '../session/session.js';
import { onNavigationStart } from '../session/router.js';
import { matchUrl } from '../session/start.js';
import { ICON_BUTTON, useViewportWidth } from './hooks.js';
import { useModalDialog } from './modal.js';
import { resetSearch } from './search-store.js';
import { searchOfAddress } from '../logic/search.js';
import { SideMenu } from './side-menu.js';
import { Toolbar } from './toolbar.js';

/** A route's breadcrumb with its icon drawn from the icon map. */
function crumbOf(route: RouteDef | undefined) {
  return route?.breadcrumb ? { breadcrumb: { label: route.breadcrumb.label, icon: iconPath(route.breadcrumb.icon) } } : undefined;
}

function Brand({ ruled = true }: { ruled?: boolean }) {
  const t = useTranslate();
  return (
    <a href="/home" className={`flex h-toolbar shrink-0 items-center gap-2.5 px-5 text-md font-semibold text-text no-underline ${ruled ? 'border-b border-border' : ''}`}>
      <span className="flex size-8 items-center justify-center rounded-control bg-accent text-accent-contrast">
        <Icon path={mdiHexagonMultiple} size={20} />
      </span>
      {t('console:app.title')}
    </a>
  );
}

/** The side menu sliding over the content on small screens: a modal dialog, closed by Escape or outside click. */
function Drawer({ open, onClose, sections, path }: { open: boolean; onClose: () => void; sections: MenuSection[]; path: string }) {
  const t = useTranslate();
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open);
  return (
    <dialog
      ref={ref}
      aria-label={t('console:shell.main-menu')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-0 h-dvh max-h-none w-sidenav max-w-[85vw] border-e border-border bg-surface p-0 text-text shadow-dialog backdrop:bg-backdrop open:flex open:flex-col"
    >
      <div className="flex items-center justify-between border-b border-border pe-2">
        <Brand ruled={false} />
        <button type="button" aria-label={t('console:shell.close-menu')} onClick={onClose} className={ICON_BUTTON}>
          <Icon path={mdiClose} />
        </button>
      </div>
      <SideMenu sections={sections} path={path} />
    </dialog>
  );
}

function UpdateBanner() {
  const t = useTranslate();
  const notice = useStore($updateNotice);
  if (!notice) return null;
  return (
    <div role="status" className="flex items-center gap-3 border-b border-border bg-info-soft px-4 py-2 text-sm text-text">
      <Icon path={mdiInformationOutline} size={18} className="text-info" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">{t('console:admin.update-available')}: </span>
        {notice}
      </p>
      <button type="button" aria-label={t('action.close')} onClick={() => $updateNotice.set(null)} className="inline-flex size-8 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover">
        <Icon path={mdiClose} size={18} />
      </button>
    </div>
  );
}

/** The signed-in frame (console-core §2): side menu, toolbar with breadcrumbs, and the page. */
export function Shell({ route, children }: { route: RouteDef; children: ReactNode }) {
  const t = useTranslate();
  const auth = useStore($auth);
  const page = useStore($router);
  const width = useViewportWidth();
  const layout = sidenavLayout(width, auth.forceFullscreen);
  const [openFor, setOpenFor] = useState<{ mode: string; forced: boolean; open: boolean }>({ mode: layout.mode, forced: auth.forceFullscreen, open: layout.opened });
  if (openFor.mode !== layout.mode || openFor.forced !== auth.forceFullscreen) {
    setOpenFor({ mode: layout.mode, forced: auth.forceFullscreen, open: layout.opened });
  }
  const open = openFor.open;
  const setOpen = (value: boolean) => setOpenFor({ ...openFor, open: value });

  const path = page?.path ?? route.path;
  const sections = menuFor({ authority: auth.authUser?.authority, edgesSupportEnabled: auth.edgesSupportEnabled });
  const pageName = useStore($pageName);
  const crumbs = withPageName(
    breadcrumbItems(path, (prefix) => crumbOf(matchUrl(prefix).route), { label: 'console:home.home', icon: mdiHome }, (key) =>
      key.startsWith('console:') ? t(key) : t(`console:${key}`),
    ),
    pageName && namesLevelOf(pageName.path, path) ? pageName.name : undefined,
    pageName?.path,
  );

  useEffect(() => {
    resetSearch(route.search ? searchOfAddress(window.location.search) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page, from the address it opened with
  }, [path]);

  useEffect(
    () =>
      onNavigationStart(() => {
        if (layout.mode === 'over') setOpenFor((current) => ({ ...current, open: false }));
      }),
    [layout.mode],
  );

  return (
    <div className="flex h-dvh overflow-hidden bg-surface-sunken text-text">
      <a
        href="#content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
        className="sr-only z-50 rounded-control bg-accent px-3 py-2 text-accent-contrast focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('console:shell.skip-to-content')}
      </a>
      {layout.mode === 'side' && open && sections.length > 0 && (
        <aside className="flex w-sidenav shrink-0 flex-col border-e border-border bg-surface">
          <Brand />
          <SideMenu sections={sections} path={path} />
        </aside>
      )}
      {layout.mode === 'over' && sections.length > 0 && <Drawer open={open} onClose={() => setOpen(false)} sections={sections} path={path} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <Toolbar
          menuButton={showsMenuButton(layout) && sections.length > 0 && !auth.forceFullscreen}
          menuOpen={open}
          onMenu={() => setOpen(!open)}
          crumbs={crumbs}
          search={!!route.search}
          pageKey={path}
          viewportWidth={width}
        />
        <UpdateBanner />
        <main id="content" tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
