import { useTranslate } from '../../elements/core/i18n.js';

/** Skeleton shown while a page's module loads. */
export function PageLoading() {
  const t = useTranslate();
  return (
    <div role="status" aria-label={t('console:shell.loading-page')} className="flex flex-col gap-3 p-6">
      <div className="h-6 w-48 animate-pulse rounded-control bg-surface-hover" />
      <div className="h-4 w-72 animate-pulse rounded-control bg-surface-hover" />
      <div className="mt-4 h-40 animate-pulse rounded-card bg-surface-hover" />
    </div>
  );
}
