import { mdiAlertCircleOutline, mdiRefresh, mdiTextBoxSearchOutline } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';

/** Grey placeholder rows shown while the first page loads. */
export function SkeletonRows({ rows, columns, template }: { rows: number; columns: number; template: string }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} className="grid h-row items-center border-b border-border" style={{ gridTemplateColumns: template }}>
          {Array.from({ length: columns }, (_, c) => (
            <span key={c} className={`mx-3 h-3 rounded-full bg-surface-hover motion-safe:animate-pulse ${(r + c) % 3 ? 'w-2/3' : 'w-5/6'}`} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** What an empty list says: nothing found (or `text`, what the list holds when it has something), or nothing matching the search text. */
export function EmptyState({ textSearch, text }: { textSearch: string; text?: string }) {
  const t = useTranslate();
  return (
    <div part="empty" className="flex flex-col items-center gap-3 px-6 py-12 text-center text-text-muted">
      <span className="flex size-12 items-center justify-center rounded-full bg-surface-sunken">
        <Icon path={mdiTextBoxSearchOutline} size={26} />
      </span>
      <p className="text-base font-medium text-text">{(!textSearch && text) || t('entity.no-entities-prompt')}</p>
      {textSearch && <p className="max-w-md break-words">{t('entity.no-entities-matching', { entity: textSearch })}</p>}
    </div>
  );
}

/** A failed request: what failed, the server's message and a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslate();
  return (
    <div part="error" role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
        <Icon path={mdiAlertCircleOutline} size={26} />
      </span>
      <p className="text-base font-medium">{t('entity-table.load-failed')}</p>
      <p className="max-w-md break-words text-text-muted">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex h-control items-center gap-2 rounded-control border border-border px-4 font-medium hover:bg-surface-hover"
      >
        <Icon path={mdiRefresh} size={18} />
        {t('entity-table.retry')}
      </button>
    </div>
  );
}
