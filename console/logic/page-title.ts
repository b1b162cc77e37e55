/** Separator between the app title and the page title. */
export const TITLE_SEPARATOR = ' | ';

/**
 * The document title (shared-controls §2): the app title, then a separator, then the translated title of
 * the deepest active route; only the app title when that route has no title.
 */
export function pageTitle(appTitle: string, routeTitleKey: string | undefined, translate: (key: string) => string): string {
  if (!routeTitleKey) return appTitle;
  const title = translate(routeTitleKey);
  return title ? `${appTitle}${TITLE_SEPARATOR}${title}` : appTitle;
}
