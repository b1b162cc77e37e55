import { atom } from 'nanostores';
import { LoadingBar } from '../../../elements/loading-bar/loading-bar.js';
import { Callout } from '../auth/form-controls.js';

const ALWAYS = atom(1);

/** A running request: an indeterminate bar named by the text under it. */
export function RequestRunning({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-3 py-2">
      <LoadingBar inline count={ALWAYS} label={text} />
      <p role="status" className="text-base text-text-muted">{text}</p>
    </div>
  );
}

/** A finished request: success or failure with its lines. */
export function RequestOutcome({ ok, title, lines }: { ok: boolean; title: string; lines: readonly string[] }) {
  return (
    <Callout tone={ok ? 'success' : 'danger'}>
      <p className="font-semibold">{title}</p>
      {lines.length > 0 && (
        <ul className="mt-1 flex flex-col gap-0.5">
          {lines.map((line, i) => (
            <li key={i} dir="auto">{line}</li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
