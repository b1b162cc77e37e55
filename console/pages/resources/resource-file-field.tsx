import { useId } from 'react';
import { useTranslate } from '../../../elements/core/i18n.js';
import { ltrIsolate } from '../../../elements/file-input/file-input.logic.js';
import { FieldMessage } from '../../../elements/json-object-editor/editor-field.js';
import { formatFileSize } from '../../../sdk/catalogues/file-size.js';
import { RESOURCE_EXTENSIONS, type FileProblem, type ResourceType } from './resources.logic.js';

/** Under a resource's file chooser: what is wrong with the chosen file, else which endings the chosen type takes. */
export function ResourceFileProblem({ type, problem }: { type: ResourceType; problem: FileProblem | { key: 'resources:file.required' } | null }) {
  const t = useTranslate();
  const id = useId();
  const values = problem
    ? {
        endings: ltrIsolate('endings' in problem ? problem.endings : ''),
        type: t(`resources:type.${'type' in problem ? problem.type : type}`),
        max: 'max' in problem ? formatFileSize(problem.max) : '',
      }
    : {};
  return (
    <div role="status" aria-live="polite">
      <FieldMessage id={id} error={problem ? t(problem.key, values) : null} hint={problem ? null : t('resources:field.file-hint', { type: t(`resources:type.${type}`), endings: ltrIsolate(RESOURCE_EXTENSIONS[type].join(', ')) })} />
    </div>
  );
}
