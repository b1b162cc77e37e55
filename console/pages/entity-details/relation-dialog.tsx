import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { ENTITY_NAME_SUGGESTIONS_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../../sdk/catalogues/limits.js';
import { RELATION_DIRECTIONS, type RelationDirection } from '../../../sdk/catalogues/relations.js';
import { entityNameQuery, searchableEntityTypes, type SearchableEntityType } from '../../logic/entity-search.js';
import { $auth, client } from '../../session/session.js';
import { Button, SelectField, TextField } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';
import type { DetailsEntity } from './live-channel.js';
import { DEFAULT_RELATION_TYPE, relationTypeError, relationTypeOptions, type RelationEnd } from './relations.logic.js';

/** A relation to add: direction seen from the page's entity, type and the other entity. */
export interface RelationDraft {
  direction: RelationDirection;
  type: string;
  other: RelationEnd;
}

/** Props of {@link RelationDialog}. */
export interface RelationDialogProps {
  /** The page's entity (left out of the suggestions). */
  entity: DetailsEntity;
  /** Relation types already used by the entity, suggested with the common ones. */
  usedTypes: readonly string[];
  /** Adds the relation; resolves true when it went through (the dialog then closes). */
  onAdd: (draft: RelationDraft) => Promise<boolean>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

type Hit = { id: string; name: string };

/** Entities of a type whose name starts with a text (entity-name suggestions, page size 10), the page's entity left out. */
function useEntityHits(entityType: SearchableEntityType, text: string, exclude: string): Hit[] | null {
  const [hits, setHits] = useState<Hit[] | null>(null);
  useEffect(() => {
    setHits(null);
    let live = true;
    const timer = setTimeout(() => {
      void client
        .with({ ignoreErrors: true, ignoreLoading: true })
        .call<{ data?: { entityId: { id: string }; latest?: { ENTITY_FIELD?: Record<string, { value?: string }> } }[] }>('POST', '/api/entitiesQuery/find', {
          body: entityNameQuery(entityType, text.trim(), ENTITY_NAME_SUGGESTIONS_PAGE_SIZE),
        })
        .then((answer) => {
          if (!live) return;
          const rows = answer.ok ? (answer.data?.data ?? []) : [];
          setHits(rows.filter((row) => row.entityId.id !== exclude).map((row) => ({ id: row.entityId.id, name: row.latest?.ENTITY_FIELD?.name?.value ?? '' })));
        })
        .catch(() => live && setHits([]));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [entityType, text, exclude]);
  return hits;
}

/**
 * Adds a relation: its direction, a relation type picker (the common types and the entity's own, or any
 * text up to 255 characters) and the entity at the other end, picked by type and found by name.
 */
export function RelationDialog({ entity, usedTypes, onAdd, onClose }: RelationDialogProps) {
  const t = useConsoleText();
  const auth = useStore($auth);
  const formId = useId();
  const listId = useId();
  const types = searchableEntityTypes(auth.authUser?.authority, auth.edgesSupportEnabled === true);
  const [direction, setDirection] = useState<RelationDirection>('FROM');
  const [type, setType] = useState(DEFAULT_RELATION_TYPE);
  const [otherType, setOtherType] = useState<SearchableEntityType>(types.includes('ASSET') ? 'ASSET' : (types[0] ?? 'DEVICE'));
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Hit | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const hits = useEntityHits(otherType, text, entity.id);
  const typeError = relationTypeError(type);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (typeError || !picked) return;
    setBusy(true);
    const done = await onAdd({ direction, type: type.trim(), other: { entityType: otherType, id: picked.id } });
    setBusy(false);
    if (done) onClose();
  };

  return (
    <KitDialog
      open
      size="md"
      closeButton
      title={t('details:relation.add-title')}
      onDismiss={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('kit:action.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy}>
            {t('details:relation.add')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <SelectField
          label={t('details:relation.direction')}
          value={direction}
          onValueChange={(value) => setDirection(value as RelationDirection)}
          options={RELATION_DIRECTIONS.map((value) => ({ value, label: t(`details:relation.direction-${value}`, { name: entity.name }) }))}
          disabled={busy}
        />
        <TextField
          label={t('details:relation.type')}
          value={type}
          onValueChange={setType}
          list={listId}
          error={submitted && typeError ? t(typeError, { max: 255 }) : null}
          hint={t('details:relation.type-hint')}
          disabled={busy}
          required
          autoComplete="off"
          dir="auto"
        />
        <datalist id={listId}>
          {relationTypeOptions('', usedTypes).map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('details:relation.entity-type')}
            value={otherType}
            onValueChange={(value) => {
              setOtherType(value as SearchableEntityType);
              setPicked(null);
            }}
            options={types.map((value) => ({ value, label: t(`entity-type.${value}`) }))}
            disabled={busy}
          />
          <TextField label={t('details:relation.search')} type="search" value={text} onValueChange={setText} disabled={busy} autoComplete="off" dir="auto" />
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-text">{t('details:relation.entity')}</legend>
          <div aria-busy={hits === null || undefined} className="flex max-h-56 flex-col overflow-y-auto rounded-control border border-border">
            {hits === null && <p className="px-3 py-2.5 text-sm text-text-muted">{t('details:relation.searching')}</p>}
            {hits?.length === 0 && <p className="px-3 py-2.5 text-sm text-text-muted">{t('details:relation.no-matches')}</p>}
            {hits?.map((hit) => (
              <label key={hit.id} className="flex cursor-pointer items-center gap-3 border-b border-border px-3 py-2 last:border-0 hover:bg-surface-hover has-[:checked]:bg-accent-soft">
                <input type="radio" name={`${formId}-entity`} checked={picked?.id === hit.id} onChange={() => setPicked(hit)} disabled={busy} className="size-4 accent-accent" />
                <span dir="auto" className="min-w-0 break-words text-base text-text">
                  {hit.name}
                </span>
              </label>
            ))}
          </div>
          {submitted && !picked && (
            <p role="alert" className="text-sm text-danger">
              {t('details:relation.entity-required')}
            </p>
          )}
        </fieldset>
      </form>
    </KitDialog>
  );
}
