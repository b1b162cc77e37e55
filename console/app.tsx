import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslate } from '../elements/core/i18n.js';
import { pageTitle } from './logic/page-title.js';
import { RoutePage } from './route-page.js';
import { $router, routeOf } from './session/router.js';
import { $appReady } from './session/start.js';
import { Shell } from './shell/shell.js';
import { PageLoading } from './shell/page-loading.js';

/** The console: the page of the current route in its frame (sign-in pages bare, the rest in the shell). */
export function App() {
  const t = useTranslate();
  const ready = useStore($appReady);
  const page = useStore($router);
  const route = routeOf(page ? String(page.route) : undefined);

  useEffect(() => {
    document.title = pageTitle(t('console:app.title'), route?.title && `console:${route.title}`, t);
  }, [route, t]);

  if (!ready || !route || !page) return null;
  const content = <RoutePage route={route} params={page.params} search={page.search} fallback={<PageLoading />} />;
  if (route.layout === 'shell') return <Shell route={route}>{content}</Shell>;
  return <div className="min-h-dvh bg-surface-sunken text-text">{content}</div>;
}
