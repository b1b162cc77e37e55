import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiArrowRight, mdiMagnify } from '@mdi/js';
import { Icon } from '../../elements/core/icon.js';
import { useTranslate } from '../../elements/core/i18n.js';
import { SEARCH_DEBOUNCE_MS } from '../../sdk/catalogues/limits.js';
import { ENTITY_LIST_ROUTES, entityNameQuery, entityPath, matchPages, searchableEntityTypes, type SearchableEntityType } from '../logic/entity-search.js';
import { menuFor, menuRoutes } from '../logic/menu.js';
import { routeNamed } from '../routes.js';
import { iconPath } from '../icons.js';
import { $auth, client, navigate } from '../session/session.js';
import { Modal } from './modal.js';
import { registerHotkey } from '../../elements/shortcuts-overlay/hotkeys.store.js';
import { $paletteOpen, closeCommandPalette, openCommandPalette } from './palette-store.js';

interface Option {
  id: string;
  kind: 'page' | 'entity';
  label: string;
  detail: string;
  icon: string;
  path: string;
}

interface EntityHit {
  entityType: SearchableEntityType;
  id: string;
  name: string;
  label: string;
}

/** Entity page size of each type's name query (entity-name suggestions, console-core §9). */
const ENTITY_PAGE_SIZE = 10;

async function findEntities(types: SearchableEntityType[], text: string, signal: AbortSignal): Promise<EntityHit[]> {
  const api = client.with({ ignoreErrors: true, ignoreLoading: true });
  const perType = await Promise.all(
    types.map(async (entityType) => {
      const result = await api
        .call<{ data?: { entityId: { id: string }; latest?: { ENTITY_FIELD?: Record<string, { value?: string }> } }[] }>('POST', '/api/entitiesQuery/find', {
          body: entityNameQuery(entityType, text, ENTITY_PAGE_SIZE),
        })
        .catch(() => null);
      if (!result?.ok || signal.aborted) return [];
      return (result.data?.data ?? []).map((row) => {
        const fields = row.latest?.ENTITY_FIELD ?? {};
        return { entityType, id: row.entityId.id, name: fields.name?.value ?? '', label: fields.label?.value ?? '' };
      });
    }),
  );
  return perType.flat();
}

/** Registers Ctrl+K / Cmd+K (listed in the `?` overlay) to toggle the palette, in fields too. */
export function usePaletteShortcut(enabled: boolean): void {
  const t = useTranslate();
  const description = t('console:command-palette.shortcut');
  useEffect(() => {
    if (!enabled) return;
    return registerHotkey({
      keys: 'mod+k',
      description,
      allowIn: ['INPUT', 'SELECT', 'TEXTAREA', 'CONTENTEDITABLE'],
      handler: () => ($paletteOpen.get() ? closeCommandPalette() : openCommandPalette()),
    });
  }, [enabled, description]);
}

/**
 * The command palette: finds the pages of the user's menu and entities by name (the entity types the
 * role may search, console-core §3) and opens the chosen one.
 */
export function CommandPalette() {
  const open = useStore($paletteOpen);
  const t = useTranslate();
  return (
    <Modal open={open} onClose={closeCommandPalette} title={t('console:command-palette.title')} hideTitle top className="w-[min(36rem,calc(100vw-2rem))]">
      {open && <PaletteBody />}
    </Modal>
  );
}

function PaletteBody() {
  const t = useTranslate();
  const auth = useStore($auth);
  const listId = useId();
  const [query, setQuery] = useState('');
  const [entities, setEntities] = useState<{ query: string; hits: EntityHit[] } | null>(null);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const authority = auth.authUser?.authority;

  const pages = useMemo(() => {
    const names = [...menuRoutes(menuFor({ authority, edgesSupportEnabled: auth.edgesSupportEnabled })), 'profile', 'security'];
    return names.map((name) => {
      const route = routeNamed(name);
      return { path: route.path, title: t(`console:${route.title ?? name}`), icon: route.breadcrumb ? iconPath(route.breadcrumb.icon) : mdiArrowRight };
    });
  }, [authority, auth.edgesSupportEnabled, t]);

  const types = useMemo(() => searchableEntityTypes(authority, auth.edgesSupportEnabled), [authority, auth.edgesSupportEnabled]);
  const text = query.trim();

  useEffect(() => {
    if (!text || types.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void findEntities(types, text, controller.signal).then((hits) => {
        if (!controller.signal.aborted) setEntities({ query: text, hits });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [text, types]);

  const entityIcon = (type: SearchableEntityType) => {
    const icon = routeNamed(ENTITY_LIST_ROUTES[type]).breadcrumb?.icon;
    return icon ? iconPath(icon) : mdiArrowRight;
  };

  const options: Option[] = [
    ...matchPages(pages, query).map((p) => ({ id: `page:${p.path}`, kind: 'page' as const, label: p.title, detail: p.path, icon: p.icon, path: p.path })),
    ...(text && entities?.query === text
      ? entities.hits.map((e) => ({
          id: `entity:${e.entityType}:${e.id}`,
          kind: 'entity' as const,
          label: e.name,
          detail: [t(`console:entity-type.${e.entityType}`), e.label].filter(Boolean).join(' · '),
          icon: entityIcon(e.entityType),
          path: entityPath(e.entityType, e.id),
        }))
      : []),
  ];
  const searching = !!text && types.length > 0 && entities?.query !== text;
  const current = Math.min(active, Math.max(options.length - 1, 0));

  const choose = (option: Option | undefined) => {
    if (!option) return;
    closeCommandPalette();
    navigate(option.path);
  };

  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const firstEntity = options.findIndex((o) => o.kind === 'entity');
  return (
    <div className="-m-5 flex flex-col">
      <div className="flex items-center gap-3 border-b border-border px-4">
        <Icon path={mdiMagnify} className="text-text-muted" />
        <input
          autoFocus
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={options[current] ? `${listId}-${current}` : undefined}
          aria-autocomplete="list"
          aria-label={t('console:command-palette.placeholder')}
          placeholder={t('console:command-palette.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setActive((current + 1) % Math.max(options.length, 1));
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              setActive((current - 1 + options.length) % Math.max(options.length, 1));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              choose(options[current]);
            }
          }}
          className="h-14 min-w-0 flex-1 bg-transparent text-md outline-none"
        />
        <kbd className="rounded border border-border px-1.5 text-xs text-text-muted">Esc</kbd>
      </div>
      <ul ref={list} id={listId} role="listbox" aria-label={t('console:command-palette.title')} className="max-h-[min(24rem,60vh)] overflow-y-auto p-2">
        {options.map((option, index) => (
          <li key={option.id} role="presentation">
            {(index === 0 || index === firstEntity) && (
              <div role="presentation" className="px-3 pt-2 pb-1 text-xs font-medium tracking-wide text-text-muted uppercase">
                {t(option.kind === 'page' ? 'console:command-palette.pages' : 'console:command-palette.entities')}
              </div>
            )}
            <div
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
              className={`flex h-11 cursor-pointer items-center gap-3 rounded-control px-3 ${index === current ? 'bg-accent-soft text-text' : 'text-text'}`}
            >
              <Icon path={option.icon} size={18} className={index === current ? 'text-accent' : 'text-text-muted'} />
              <span className="truncate font-medium">{option.label}</span>
              <span className="ms-auto truncate text-sm text-text-muted">{option.detail}</span>
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className="border-t border-border px-4 py-2 text-sm text-text-muted">
        {searching
          ? t('console:command-palette.searching')
          : options.length === 0
            ? t('console:command-palette.no-results', { query: text })
            : t('console:command-palette.hint')}
      </p>
    </div>
  );
}
