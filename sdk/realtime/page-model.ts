import type { AlarmData, EntityData, PageData } from './messages.js';

/**
 * The current entity-data page of a subscription, kept up to date by merging `update` lists:
 * latest values are merged key by key, timeseries keys are replaced by the newest points received.
 * The page and its entities are changed in place.
 */
export class EntityDataPageModel {
  /** The page, or null before the first `data` message. */
  page: PageData<EntityData> | null = null;
  private readonly index = new Map<string, EntityData>();

  /** Replaces the page with a full one from a `data` message. */
  setPage(page: PageData<EntityData>): void {
    this.page = page;
    this.index.clear();
    for (const entity of page.data) this.index.set(entity.entityId.id, entity);
  }

  /** Merges an `update` list into the page and returns the page's entities that changed. */
  applyUpdate(update: readonly EntityData[]): EntityData[] {
    const changed: EntityData[] = [];
    for (const incoming of update) {
      const target = this.index.get(incoming.entityId.id);
      if (!target) continue;
      mergeEntity(target, incoming);
      changed.push(target);
    }
    return changed;
  }
}

function mergeEntity(target: EntityData, incoming: EntityData): void {
  if (incoming.latest) {
    const latest = (target.latest ??= {});
    for (const type of Object.keys(incoming.latest) as (keyof typeof latest)[]) {
      const values = incoming.latest[type];
      if (values) latest[type] = Object.assign(latest[type] ?? {}, values);
    }
  }
  if (incoming.timeseries) {
    const timeseries = (target.timeseries ??= {});
    Object.assign(timeseries, incoming.timeseries);
  }
}

/** The current alarm page of a subscription; an `update` replaces the alarms it names that are on the page. */
export class AlarmDataPageModel {
  /** The page, or null before the first `data` message. */
  page: PageData<AlarmData> | null = null;

  /** Replaces the page with a full one from a `data` message. */
  setPage(page: PageData<AlarmData>): void {
    this.page = page;
  }

  /** Replaces alarms of the page by id and returns the replaced ones. */
  applyUpdate(update: readonly AlarmData[]): AlarmData[] {
    const rows = this.page?.data;
    if (!rows) return [];
    const changed: AlarmData[] = [];
    for (const alarm of update) {
      const index = rows.findIndex((row) => row.id.id === alarm.id.id);
      if (index < 0) continue;
      rows[index] = alarm;
      changed.push(alarm);
    }
    return changed;
  }
}
