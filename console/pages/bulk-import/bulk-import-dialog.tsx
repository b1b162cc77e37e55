import { useId, useState } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { KitDialog } from '../../../elements/dialog/kit-dialog.js';
import { FileInput, type FileInputChange } from '../../../elements/file-input/file-input.js';
import { Button, Callout, CheckboxField, SelectField } from '../auth/form-controls.js';
import { call } from '../entity-list/api.js';
import { readCsv, writeCsv } from './bulk-import.csv.js';
import {
  addPartResult, BULK_IMPORT_SEGMENTS, COLUMN_TYPES, DELIMITERS, fileProblem, guessColumns, importParts, isKeyType, mappingProblems,
  NO_RESULT, partRequest, type BulkEntityType, type BulkImportResult, type ImportColumn,
} from './bulk-import.logic.js';

/** Props of {@link BulkImportDialog}. */
export interface BulkImportDialogProps {
  /** What the file holds: devices, assets or edges. */
  entityType: BulkEntityType;
  /** Heading (translated). */
  title: string;
  /** Called when the dialog closes; `imported` when at least one entity was created or updated. */
  onClose: (imported: boolean) => void;
}

/** A read file: its text, name, and the cells of its lines with the chosen delimiter. */
interface ReadFile {
  name: string;
  text: string;
  records: string[][];
}

type Stage = { kind: 'setup' } | { kind: 'importing'; done: number; total: number } | { kind: 'done'; result: BulkImportResult };

const DELIMITER_LABELS: Record<string, string> = { ',': 'comma', ';': 'semicolon', '|': 'pipe', '\t': 'tab' };

/**
 * Imports devices, assets or edges from a CSV file: the person picks the file, the delimiter, whether the first line
 * is a header and whether existing entities (by name) are updated, sets each column's type and key, then watches
 * the lines go in part by part and reads what was created, updated and refused, line by line.
 */
export function BulkImportDialog({ entityType, title, onClose }: BulkImportDialogProps) {
  const t = useTranslate();
  const progressId = useId();
  const [file, setFile] = useState<ReadFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [delimiter, setDelimiter] = useState<string>(',');
  const [header, setHeader] = useState(true);
  const [update, setUpdate] = useState(true);
  const [columns, setColumns] = useState<ImportColumn[]>([]);
  const [stage, setStage] = useState<Stage>({ kind: 'setup' });
  const [checked, setChecked] = useState(false);

  const lines = file ? (header ? file.records.slice(1) : file.records) : [];
  const problems = mappingProblems(columns);

  const parse = async (text: string, name: string, nextDelimiter: string, nextHeader: boolean) => {
    const records = await readCsv(text, nextDelimiter);
    const width = records.reduce((max, r) => Math.max(max, r.length), 0);
    if (records.length === 0 || width === 0) {
      setFile(null);
      setFileError('lists:bulk-import.empty');
      return;
    }
    setFile({ name, text, records });
    setFileError(null);
    setColumns(guessColumns(nextHeader ? records[0]! : null, width, entityType));
  };

  const choose = async ({ file: chosen, content }: FileInputChange) => {
    setChecked(false);
    const problem = chosen ? fileProblem(chosen) : null;
    if (!chosen || problem) {
      setFile(null);
      setFileError(problem);
      return;
    }
    // The file input reads a file it cannot read as empty text.
    if (!content && chosen.size > 0) {
      setFile(null);
      setFileError('lists:bulk-import.unreadable');
      return;
    }
    await parse(content ?? '', chosen.name, delimiter, header);
  };

  const run = async () => {
    setChecked(true);
    if (!file || problems.length > 0) return;
    const parts = importParts(lines);
    let result = NO_RESULT;
    setStage({ kind: 'importing', done: 0, total: lines.length });
    for (const part of parts) {
      const body = partRequest(await writeCsv(part.records, delimiter), columns, delimiter, update);
      const answer = await call<BulkImportResult>('POST', `/api/${BULK_IMPORT_SEGMENTS[entityType]}/bulk_import`, { body });
      if (!answer.ok || !answer.data) {
        // The refusal was shown by the client; every line of this part and the rest counts as not imported.
        const left = lines.length - part.before;
        result = { ...result, errors: result.errors + left };
        break;
      }
      result = addPartResult(result, answer.data, part.before, header);
      setStage({ kind: 'importing', done: part.before + part.records.length, total: lines.length });
    }
    setStage({ kind: 'done', result });
  };

  const setColumn = (index: number, change: Partial<ImportColumn>) =>
    setColumns((all) => all.map((c, i) => (i === index ? { ...c, ...change, key: change.type && !isKeyType(change.type) ? '' : (change.key ?? c.key) } : c)));

  const imported = stage.kind === 'done' && stage.result.created + stage.result.updated > 0;
  const close = () => {
    if (stage.kind !== 'importing') onClose(imported);
  };

  const actions =
    stage.kind === 'done' ? (
      <Button variant="primary" onClick={close}>
        {t('kit:action.close')}
      </Button>
    ) : (
      <>
        <Button onClick={close} disabled={stage.kind === 'importing'}>
          {t('kit:action.cancel')}
        </Button>
        <Button variant="primary" onClick={() => void run()} disabled={!file || stage.kind === 'importing'}>
          {t('lists:bulk-import.import')}
        </Button>
      </>
    );

  return (
    <KitDialog open size="lg" closeButton title={title} onDismiss={close} actions={actions}>
      {stage.kind === 'setup' && (
        <div className="flex flex-col gap-4">
          <FileInput label={t('lists:bulk-import.choose-file')} allowedExtensions=".csv" required onChange={(change) => void choose(change)} />
          {file && <p className="text-sm text-text-muted">{t('lists:bulk-import.lines', { lines: lines.length })}</p>}
          {fileError && <Callout>{t(fileError)}</Callout>}
          {file && (
            <>
              <div className="grid gap-4 sm:grid-cols-3 sm:items-end">
                <SelectField
                  label={t('lists:bulk-import.delimiter')}
                  value={delimiter}
                  onValueChange={(value) => {
                    setDelimiter(value);
                    void parse(file.text, file.name, value, header);
                  }}
                  options={DELIMITERS.map((d) => ({ value: d, label: t(`lists:bulk-import.delimiter-${DELIMITER_LABELS[d]}`) }))}
                />
                <CheckboxField
                  label={t('lists:bulk-import.header')}
                  checked={header}
                  onCheckedChange={(value) => {
                    setHeader(value);
                    setColumns(guessColumns(value ? file.records[0]! : null, columns.length, entityType));
                  }}
                />
                <CheckboxField label={t('lists:bulk-import.update')} checked={update} onCheckedChange={setUpdate} />
              </div>
              <ColumnTable entityType={entityType} columns={columns} example={lines[0] ?? []} onChange={setColumn} />
              {checked && problems.length > 0 && (
                <Callout>
                  <ul className="flex flex-col gap-1">
                    {problems.map((p) => (
                      <li key={`${p.key}-${String(p.values?.column ?? '')}`}>{t(p.key, p.values)}</li>
                    ))}
                  </ul>
                </Callout>
              )}
            </>
          )}
        </div>
      )}
      {stage.kind === 'importing' && (
        <div className="flex flex-col gap-2 py-4">
          <label htmlFor={progressId} className="text-base text-text">
            {t('lists:bulk-import.progress', { done: stage.done, total: stage.total })}
          </label>
          <progress id={progressId} max={stage.total} value={stage.done} className="h-2 w-full accent-accent" />
        </div>
      )}
      {stage.kind === 'done' && <ImportSummary result={stage.result} />}
    </KitDialog>
  );
}

/** The mapping table: each column's example value, its type and, for attributes and time series, its key. */
function ColumnTable({ entityType, columns, example, onChange }: { entityType: BulkEntityType; columns: readonly ImportColumn[]; example: readonly string[]; onChange: (index: number, change: Partial<ImportColumn>) => void }) {
  const t = useTranslate();
  return (
    <div className="max-h-80 overflow-auto rounded-control border border-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('lists:bulk-import.columns')}</caption>
        <thead className="sticky top-0 bg-surface-sunken text-start text-text-muted">
          <tr>
            <th scope="col" className="w-12 px-3 py-2 text-start font-medium">#</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('lists:bulk-import.example')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('lists:bulk-import.column-type')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('lists:bulk-import.key')}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column, i) => (
            <tr key={i} className="border-t border-border">
              <td className="px-3 py-1.5 text-text-muted">{i + 1}</td>
              <td dir="auto" className="max-w-48 truncate px-3 py-1.5 text-text" title={example[i] ?? ''}>
                {example[i] ?? ''}
              </td>
              <td className="px-3 py-1.5">
                <select
                  aria-label={t('lists:bulk-import.column-type-of', { column: i + 1 })}
                  value={column.type}
                  onChange={(e) => onChange(i, { type: e.target.value })}
                  className="h-control w-full min-w-40 rounded-control border border-border bg-surface px-2 text-base text-text hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1"
                >
                  {COLUMN_TYPES[entityType].map((type) => (
                    <option key={type} value={type}>
                      {t(`lists:bulk-import.type.${type}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td className="px-3 py-1.5">
                {isKeyType(column.type) && (
                  <input
                    aria-label={t('lists:bulk-import.key-of', { column: i + 1 })}
                    value={column.key}
                    dir="auto"
                    onChange={(e) => onChange(i, { key: e.target.value })}
                    className="h-control w-full min-w-32 rounded-control border border-border bg-surface px-2 text-base text-text hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1"
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What an import did: counts of created, updated and refused lines, and each refusal as the server worded it. */
function ImportSummary({ result }: { result: BulkImportResult }) {
  const t = useTranslate();
  return (
    <div className="flex flex-col gap-3" role="status">
      <dl className="grid grid-cols-3 gap-3">
        {(['created', 'updated', 'errors'] as const).map((kind) => (
          <div key={kind} className="rounded-control border border-border px-3 py-2">
            <dt className="text-sm text-text-muted">{t(`lists:bulk-import.${kind}`)}</dt>
            <dd className={`text-lg font-semibold ${kind === 'errors' && result.errors > 0 ? 'text-danger' : 'text-text'}`}>{result[kind]}</dd>
          </div>
        ))}
      </dl>
      {result.errorsList.length > 0 && (
        <ul aria-label={t('lists:bulk-import.errors-list')} className="max-h-60 overflow-auto rounded-control border border-border bg-surface-sunken px-3 py-2 font-mono text-sm text-text">
          {result.errorsList.map((line, i) => (
            <li key={i} dir="auto" className="break-words py-0.5">
              {line}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
