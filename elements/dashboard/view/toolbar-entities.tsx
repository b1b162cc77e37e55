import { useEffect, useRef, useState } from 'react';
import { mdiDevices } from '@mdi/js';
import { useTranslate } from '../../core/i18n.js';
import { PickerCombobox } from '../../entity-autocomplete/combobox.js';
import { quotedSearch, searchOutcome } from '../../entity-autocomplete/entity-autocomplete.logic.js';
import { useSearchPicker } from '../../entity-autocomplete/use-search-picker.js';
import { AnchoredPanel } from '../../popover/anchored-panel.js';
import {
  aliasChoice, aliasEntitiesOf, aliasEntitiesSearchQuery, aliasFirstEntitiesQuery, entitiesSelectText, shownEntity,
  type AliasChoice, type AliasEntity, type AliasEntityRow, type SelectableAlias,
} from '../model/entity-select.logic.js';
import type { DashboardClient } from './dashboard-view.js';
import { ToolbarPanelButton } from './toolbar-panel-button.js';

/** Props of {@link ToolbarEntities}. */
export interface ToolbarEntitiesProps {
  client: DashboardClient;
  /** The aliases that may be offered (`entitySelectAliases`). */
  aliases: readonly SelectableAlias[];
  /** The entity picked per alias id. */
  selection: Readonly<Record<string, AliasEntity>>;
  /** A change asks the server again which entities each alias matches. */
  epoch: number;
  /** A narrow dashboard: an icon button instead of one naming the entity. */
  compact: boolean;
  onPick: (aliasId: string, entity: AliasEntity) => void;
}

type Answer = { data?: AliasEntityRow[]; totalElements?: number };

/** The picker of one alias: its entities searched by name, the shown one selected. */
function AliasPicker({ client, choice, shown, onPick }: { client: DashboardClient; choice: AliasChoice; shown: AliasEntity; onPick: (entity: AliasEntity) => void }) {
  const t = useTranslate();
  const api = client.with({ ignoreErrors: true, ignoreLoading: true });
  const picker = useSearchPicker<AliasEntity>({
    value: shown.id,
    initial: shown,
    resetKey: choice.aliasId,
    lookup: async (id) => (id === shown.id ? shown : null),
    search: async (text) => {
      const answer = await api.call<Answer>('POST', '/api/entitiesQuery/find', { body: aliasEntitiesSearchQuery(choice.entityFilter, text) });
      return answer.ok ? aliasEntitiesOf(answer.data.data) : [];
    },
    searchKey: JSON.stringify(choice.entityFilter),
    keyOf: (entity) => entity.id,
    labelOf: (entity) => entity.name,
    onChange: (entity) => entity && onPick(entity),
  });
  const outcome = searchOutcome(picker.options?.length ?? 0, picker.answered);
  return (
    <PickerCombobox
      {...picker.bind}
      onClear={undefined}
      label={choice.name}
      placeholder={t('dashboard:entities.search')}
      options={picker.options?.map((entity) => ({ key: entity.id, label: entity.name })) ?? null}
      emptyText={outcome === 'no-match' ? t('dashboard:entities.no-match', { text: quotedSearch(picker.answered) }) : t('dashboard:entities.none')}
      loadingText={t('dashboard:entities.searching')}
      onPick={(option) => picker.pick(picker.options?.find((entity) => entity.id === option.key) ?? null)}
      clearLabel=""
      selectedKey={picker.selected?.id ?? null}
    />
  );
}

/**
 * The toolbar's entities select: for each alias of one entity whose filter matches several entities (asked
 * of the server with the widgets' own query), which one the dashboard shows. The button names the shown
 * entity when one alias is offered, else says "Entities"; its panel holds a picker per alias. Nothing shows
 * while no alias offers a choice.
 */
export default function ToolbarEntities({ client, aliases, selection, epoch, compact, onPick }: ToolbarEntitiesProps) {
  const t = useTranslate();
  const [choices, setChoices] = useState<AliasChoice[]>([]);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const asked = JSON.stringify(aliases);
  useEffect(() => {
    let live = true;
    const api = client.with({ ignoreErrors: true, ignoreLoading: true });
    void Promise.all(aliases.map(async (alias) => {
      const answer = await api.call<Answer>('POST', '/api/entitiesQuery/find', { body: aliasFirstEntitiesQuery(alias.entityFilter) });
      return answer.ok ? aliasChoice(alias, answer.data) : null;
    })).then((found) => live && setChoices(found.filter((c): c is AliasChoice => c !== null)));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `asked` stands for the aliases
  }, [asked, epoch, client]);

  if (choices.length === 0) return null;
  const text = entitiesSelectText(choices, selection);
  const name = t('dashboard:toolbar.entities');
  return (
    <>
      <ToolbarPanelButton ref={button} control="entities" icon={mdiDevices} name={name} value={text} compact={compact} open={open} onClick={() => setOpen((o) => !o)} />
      {open && (
        <AnchoredPanel anchor={button.current} label={name} className="w-80 max-w-[calc(100vw-16px)] gap-4 p-4" onClose={(focus) => {
          setOpen(false);
          if (focus) button.current?.focus();
        }}>
          {choices.map((choice) => (
            <AliasPicker key={choice.aliasId} client={client} choice={choice} shown={shownEntity(choice, selection)} onPick={(entity) => onPick(choice.aliasId, entity)} />
          ))}
        </AnchoredPanel>
      )}
    </>
  );
}
