import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslate } from '../elements/core/i18n.js';
import { pageTitle } from './logic/page-title.js';
import { RoutePage } from './route-page.js';
import { $auth } from './session/session.js';
import { $router, routeOf } from './session/router.js';
import { $appReady } from './session/start.js';
import { Notices } from './shell/notices.js';
import { PageErrorBoundary } from './shell/page-error-boundary.js';
import { PageLoading } from './shell/page-loading.js';

const SignedIn = lazy(() => import('./shell/signed-in.js'));

/** The console: the page of the current route in its frame (sign-in pages bare, the rest in the signed-in shell). */
export function App() {
  const t = useTranslate();
  const ready = useStore($appReady);
  const page = useStore($router);
  const auth = useStore($auth);
  const route = routeOf(page ? String(page.route) : undefined);
  const signedIn = auth.isAuthenticated && !!auth.authUser && auth.authUser.authority !== 'PRE_VERIFICATION_TOKEN';

  useEffect(() => {
    document.title = pageTitle(t('console:app.title'), route?.title && `console:${route.title}`, t);
  }, [route, t]);

  let content = null;
  if (ready && route && page) {
    const body = (
      <PageErrorBoundary resetKey={page.path}>
        <RoutePage route={route} params={page.params} search={page.search} fallback={<PageLoading />} />
      </PageErrorBoundary>
    );
    content =
      signedIn && route.layout !== 'public' ? (
        <PageErrorBoundary resetKey="shell">
          <Suspense fallback={<PageLoading />}>
            <SignedIn route={route}>{body}</SignedIn>
          </Suspense>
        </PageErrorBoundary>
      ) : (
        <div className="min-h-dvh bg-surface-sunken text-text">{body}</div>
      );
  }
  return (
    <>
      {content}
      <Notices />
    </>
  );
}
