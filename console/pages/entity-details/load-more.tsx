import { Button } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';
import type { PagedList } from './use-paged-list.js';

/** Under a paged table: the failure of a further page, and the button loading the next page while there is one. */
export function LoadMore({ list, failedText }: { list: PagedList<unknown>; failedText: string }) {
  const t = useConsoleText();
  return (
    <>
      {list.failed && list.items !== null && (
        <p role="alert" className="text-sm text-danger">
          {failedText}
        </p>
      )}
      {list.hasNext && (
        <div className="flex justify-center">
          <Button onClick={list.more} disabled={list.loadingMore}>
            {t('alarm.load-more')}
          </Button>
        </div>
      )}
    </>
  );
}
