// Fills `${…}` placeholders of a text the dashboard author wrote (markdown, HTML, map labels) with a row's values.
import type { LatestCell, LatestRow } from '../widget-contract.js';
import { formatValue, keyLabel, type ValueFormatContext } from './value-format.logic.js';

/** Decimals of a `${key:}` placeholder whose count after the colon is not a number (shared-controls §3). */
export const PATTERN_DEFAULT_DECIMALS = 2;

const PLACEHOLDER = /\$\{([^{}]+)\}/g;

/** Escapes the characters HTML gives a meaning to, so a value is always shown as text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The entity and datasource variables of a row: entity name (also as `deviceName`), label, type and datasource name. */
function rowVariable(name: string, row: LatestRow | undefined): string | undefined {
  if (!row) return undefined;
  const entityName = row.entity?.name ?? row.datasourceName;
  switch (name) {
    case 'entityName':
    case 'deviceName':
      return entityName;
    case 'entityLabel':
      return row.entity?.label || entityName;
    case 'entityType':
      return row.entity?.entityType ?? '';
    case 'dsName':
    case 'aliasName':
      return row.datasourceName;
    default:
      return undefined;
  }
}

/** The cell a placeholder names: `#index` (datasource order), else the key whose label, then name, matches. */
function cellNamed(name: string, row: LatestRow | undefined): LatestCell | undefined {
  if (!row) return undefined;
  const index = /^#(\d+)$/.exec(name);
  if (index) return row.cells[Number(index[1])];
  return row.cells.find((c) => keyLabel(c.key) === name) ?? row.cells.find((c) => c.key.name === name);
}

/** Splits `name:decimals`; a colon without a count gives {@link PATTERN_DEFAULT_DECIMALS}. */
function splitDecimals(body: string): { name: string; decimals: number | null | undefined } {
  const colon = body.lastIndexOf(':');
  if (colon < 0) return { name: body.trim(), decimals: undefined };
  const count = Number.parseInt(body.slice(colon + 1), 10);
  return { name: body.slice(0, colon).trim(), decimals: Number.isFinite(count) && count >= 0 ? count : PATTERN_DEFAULT_DECIMALS };
}

/**
 * Replaces `${entityName}`, `${deviceName}`, `${entityLabel}`, `${entityType}`, `${dsName}`, `${aliasName}` and
 * data-key placeholders (`${label}`, `${#0}`, with `:decimals`) by the row's values (numbers without units); `encode` is applied to every
 * inserted value (HTML escaping for HTML and markdown). Placeholders naming nothing stay as written.
 */
export function fillPattern(
  pattern: string,
  row: LatestRow | undefined,
  context: ValueFormatContext = {},
  encode: (text: string) => string = (text) => text,
): string {
  return pattern.replace(PLACEHOLDER, (whole, body: string) => {
    const { name, decimals } = splitDecimals(body);
    const variable = rowVariable(name, row);
    if (variable !== undefined) return encode(variable);
    const cell = cellNamed(name, row);
    if (!cell) return whole;
    const formatted = decimals === undefined ? formatValue(cell.value, cell.key, context) : formatValue(cell.value, cell.key, context, decimals);
    return encode(formatted.text);
  });
}
