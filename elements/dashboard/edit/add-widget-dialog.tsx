import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { mdiArrowLeft, mdiChevronRight, mdiMagnify, mdiWidgetsOutline } from '@mdi/js';
import { Icon } from '../../core/icon.js';
import { useTranslate } from '../../core/i18n.js';
import { KitDialog } from '../../dialog/kit-dialog.js';
import { DialogButton } from '../../dialog/dialog-button.js';
import { loadBundles, loadTypes, matching, type BundleItem, type LibraryClient, type Loaded, type TypeItem } from './widget-library.js';
import { registerDashEditLocales } from './i18n/index.js';

await registerDashEditLocales();

/** Props of {@link AddWidgetDialog}. */
export interface AddWidgetDialogProps {
  open: boolean;
  client: LibraryClient;
  /** Adds a widget of the chosen type; answers why it could not (the dialog then stays open), or null once added. */
  onChoose: (bundle: BundleItem, type: TypeItem) => string | null;
  onDismiss: () => void;
}

type Listing<T> = { state: 'loading' } | Loaded<T>;

/** Loads a list while `load` is set (again when `attempt` changes); loading until the answer of this very request comes. */
function useListing<T>(load: (() => Promise<Loaded<T>>) | null, attempt: number): Listing<T> {
  const [answer, setAnswer] = useState<{ load: unknown; attempt: number; result: Loaded<T> } | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load().then((result) => live && setAnswer({ load, attempt, result }));
    return () => {
      live = false;
    };
  }, [load, attempt]);
  return answer && answer.load === load && answer.attempt === attempt ? answer.result : { state: 'loading' };
}

const OPTION =
  'flex w-full items-center gap-3 rounded-control border border-border bg-surface px-3 py-2.5 text-start text-text transition-colors duration-fast hover:border-border-strong hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus';

/** One bundle or type: its image (or a widget icon), name and description. */
function Option({ name, description, image, chevron, onClick, onKeyDown }: { name: string; description: string; image: string | null; chevron: boolean; onClick: () => void; onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void }) {
  return (
    <button type="button" data-option className={OPTION} onClick={onClick} onKeyDown={onKeyDown}>
      <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-control bg-surface-sunken text-text-muted">
        {image ? <img src={image} alt="" className="size-full object-contain" /> : <Icon path={mdiWidgetsOutline} size={24} />}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span dir="auto" className="truncate text-base font-medium">
          {name}
        </span>
        {description && (
          <span dir="auto" className="line-clamp-2 text-sm text-text-muted">
            {description}
          </span>
        )}
      </span>
      {chevron && <Icon path={mdiChevronRight} size={20} mirrorInRtl className="shrink-0 text-text-muted" />}
    </button>
  );
}

/** Arrow keys, Home and End move between the options of a list; Up from the first returns to the search field. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, search: HTMLInputElement | null): void {
  if (!list) return;
  const options = [...list.querySelectorAll<HTMLButtonElement>('[data-option]')];
  const index = options.indexOf(event.target as HTMLButtonElement);
  let next: HTMLElement | null | undefined;
  if (event.key === 'ArrowDown') next = options[index + 1];
  else if (event.key === 'ArrowUp') next = index <= 0 ? search : options[index - 1];
  else if (event.key === 'Home') next = options[0];
  else if (event.key === 'End') next = options.at(-1);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The add-widget dialog: the widgets bundles, then the chosen bundle's widget types, each list narrowed
 * by a search field and walked with the arrow keys; choosing a type adds the widget (or says why not).
 */
export function AddWidgetDialog({ open, client, onChoose, onDismiss }: AddWidgetDialogProps) {
  const t = useTranslate();
  const [bundle, setBundle] = useState<BundleItem | null>(null);
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const bundlesLoad = useCallback(() => loadBundles(client), [client]);
  const typesLoad = useCallback(() => (bundle ? loadTypes(client, bundle) : Promise.resolve<Loaded<TypeItem>>({ ok: true, items: [] })), [client, bundle]);
  const bundles = useListing(open && !bundle ? bundlesLoad : null, attempt);
  const types = useListing(open && bundle ? typesLoad : null, attempt);

  useEffect(() => {
    if (open) return;
    setBundle(null);
    setQuery('');
    setProblem(null);
  }, [open]);

  const show = (next: BundleItem | null) => {
    setBundle(next);
    setQuery('');
    setProblem(null);
    search.current?.focus();
  };
  const choose = (type: TypeItem) => {
    if (!bundle) return;
    setProblem(onChoose(bundle, type));
  };
  // Down goes to the first option; Enter chooses it (the only one left after typing, say).
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'Enter') return;
    const first = list.current?.querySelector<HTMLButtonElement>('[data-option]');
    if (!first) return;
    event.preventDefault();
    if (event.key === 'Enter') first.click();
    else first.focus();
  };
  const onOptionKey = (event: KeyboardEvent<HTMLButtonElement>) => moveFocus(event, list.current, search.current);

  const listing = bundle ? types : bundles;
  let body;
  if ('state' in listing) {
    body = (
      <p role="status" className="py-6 text-center text-sm text-text-muted">
        {t(bundle ? 'dashedit:add-widget.loading-types' : 'dashedit:add-widget.loading-bundles')}
      </p>
    );
  } else if (!listing.ok) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-control border border-danger bg-danger-soft px-3 py-2.5 text-sm text-text">
        <p>{t(bundle ? 'dashedit:add-widget.types-failed' : 'dashedit:add-widget.bundles-failed', { message: listing.message })}</p>
        <DialogButton onClick={() => setAttempt((n) => n + 1)}>{t('dashedit:add-widget.retry')}</DialogButton>
      </div>
    );
  } else {
    const options = bundle
      ? matching(listing.items as TypeItem[], query, (type) => type.name).map((type) => (
          <li key={type.alias}>
            <Option name={type.name} description={type.description} image={type.image} chevron={false} onClick={() => choose(type)} onKeyDown={onOptionKey} />
          </li>
        ))
      : matching(listing.items as BundleItem[], query, (b) => b.title).map((b) => (
          <li key={`${String(b.isSystem)}-${b.alias}`}>
            <Option name={b.title} description={b.description} image={b.image} chevron onClick={() => show(b)} onKeyDown={onOptionKey} />
          </li>
        ));
    body =
      options.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-text-muted">
          {query.trim() ? t('dashedit:add-widget.no-match', { query: query.trim() }) : t(bundle ? 'dashedit:add-widget.no-types' : 'dashedit:add-widget.no-bundles')}
        </p>
      ) : (
        <ul ref={list} id={listId} aria-label={bundle ? t('dashedit:add-widget.types', { bundle: bundle.title }) : t('dashedit:add-widget.bundles')} className="flex flex-col gap-2 pb-2">
          {options}
        </ul>
      );
  }

  return (
    <KitDialog
      open={open}
      title={bundle ? t('dashedit:add-widget.title-types', { bundle: bundle.title }) : t('dashedit:add-widget.title')}
      closeButton
      initialFocus={search}
      onDismiss={onDismiss}
      actions={<DialogButton onClick={onDismiss}>{t('dashedit:edit.cancel')}</DialogButton>}
    >
      <div className="flex flex-col gap-3 text-text">
        {bundle && (
          <button
            type="button"
            onClick={() => show(null)}
            className="inline-flex h-control items-center gap-2 self-start rounded-control px-2 text-base font-medium text-accent hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus"
          >
            <Icon path={mdiArrowLeft} size={18} mirrorInRtl />
            {t('dashedit:add-widget.back')}
          </button>
        )}
        <div className="relative">
          <Icon path={mdiMagnify} size={20} className="pointer-events-none absolute start-2.5 top-1/2 -translate-y-1/2 text-text-muted" />
          <input
            ref={search}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onSearchKey}
            aria-label={bundle ? t('dashedit:add-widget.search-types') : t('dashedit:add-widget.search-bundles')}
            placeholder={bundle ? t('dashedit:add-widget.search-types') : t('dashedit:add-widget.search-bundles')}
            aria-controls={listId}
            className="h-control w-full rounded-control border border-border bg-surface ps-9 pe-2.5 text-base text-text placeholder:text-text-muted hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1"
          />
        </div>
        {problem && (
          <p role="alert" className="rounded-control border border-danger bg-danger-soft px-3 py-2.5 text-sm text-text">
            {problem}
          </p>
        )}
        {body}
      </div>
    </KitDialog>
  );
}
