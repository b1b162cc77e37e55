import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { EntityAutocomplete } from '../../../elements/entity-autocomplete/entity-autocomplete.js';
import { RelationTypePicker } from '../../../elements/relation-type-picker/relation-type-picker.js';
import { RELATION_DIRECTIONS, type RelationDirection } from '../../../sdk/catalogues/relations.js';
import { searchableEntityTypes, type SearchableEntityType } from '../../logic/entity-search.js';
import { $auth } from '../../session/session.js';
import { Button, SelectField } from '../auth/form-controls.js';
import { useConsoleText } from '../auth/use-text.js';
import type { DetailsEntity } from './live-channel.js';
import { DEFAULT_RELATION_TYPE, type RelationEnd } from './relations.logic.js';

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

/**
 * Adds a relation: its direction, the relation type picker (the common types and the entity's own, or any
 * text up to 255 characters) and the entity at the other end, picked by type with the entity autocomplete;
 * Add is offered once both are set.
 */
export function RelationDialog({ entity, usedTypes, onAdd, onClose }: RelationDialogProps) {
  const t = useConsoleText();
  const auth = useStore($auth);
  const formId = useId();
  const types = searchableEntityTypes(auth.authUser?.authority, auth.edgesSupportEnabled === true);
  const [direction, setDirection] = useState<RelationDirection>('FROM');
  const [type, setType] = useState<string | null>(DEFAULT_RELATION_TYPE);
  const [otherType, setOtherType] = useState<SearchableEntityType>(types.includes('ASSET') ? 'ASSET' : (types[0] ?? 'DEVICE'));
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = !!type && !!picked && !busy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!type || !picked) return;
    setBusy(true);
    const done = await onAdd({ direction, type, other: { entityType: otherType, id: picked } });
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
          <Button type="submit" form={formId} variant="primary" disabled={!ready}>
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
        <RelationTypePicker label={t('details:relation.type')} value={type} relationTypes={usedTypes} required disabled={busy} onChange={({ value }) => setType(value)} />
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
          <EntityAutocomplete
            label={t('details:relation.entity')}
            entityType={otherType}
            value={picked}
            excludeEntityIds={[entity.id]}
            required
            disabled={busy}
            onChange={({ value }) => setPicked(value)}
          />
        </div>
      </form>
    </KitDialog>
  );
}
