import { OTA_PICKER_PAGE_SIZE } from '../../sdk/catalogues/limits.js';

/** An OTA package as the picker shows it. */
export interface PickedOtaPackage {
  id: string;
  title: string;
  version: string;
}

/** §7 OTA package infos: page size 50, page 0, the search text, sorted by title ascending. */
export function otaSearchQuery(text: string) {
  return { pageSize: OTA_PICKER_PAGE_SIZE, page: 0, textSearch: text.trim() || undefined, sortProperty: 'title', sortOrder: 'ASC' } as const;
}

type OtaInfo = { id?: { id?: string }; title?: string; version?: string };

/** A package info as picked (null without an id). */
export function otaOfInfo(info: OtaInfo | null | undefined): PickedOtaPackage | null {
  const id = info?.id?.id;
  return id ? { id, title: info.title ?? '', version: info.version ?? '' } : null;
}

/** The packages of a page answer (an error gives an empty result, §7). */
export function otasOfPage(page: { data?: readonly OtaInfo[] } | null | undefined): PickedOtaPackage[] {
  return (page?.data ?? []).map(otaOfInfo).filter((ota): ota is PickedOtaPackage => ota !== null);
}

/** How a package reads in the field and the list: its title and version. */
export function otaLabel(ota: PickedOtaPackage): string {
  return ota.version ? `${ota.title} (${ota.version})` : ota.title;
}

/** The OTA package details page of the console (§2: the details link of a disabled field with a value). */
export function otaDetailsPath(id: string): string {
  return `/otaUpdates/${encodeURIComponent(id)}`;
}
