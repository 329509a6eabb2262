/**
 * The Import section: files chosen, read and matched (a progress bar while titles are matched on
 * our server), a preview of what changes with the titles left out listed by name, then stored on
 * "Import". A file that cannot be read says which file, line or field, and nothing changes.
 */
import type { LocalData } from '@reelhouse/core/data-transfer/export-document';
import type { ImportProblem, ImportSource } from '@reelhouse/core/data-transfer/imported';
import { planImport, type ImportSummary } from '@reelhouse/core/data-transfer/plan-import';
import {
  describeImportSummary,
  formatImportDone,
  formatImportProblem,
  formatImportProgress,
  formatImportSources,
  IMPORT_AMBIGUOUS_HEADING,
  IMPORT_BUTTON,
  IMPORT_CANCEL,
  IMPORT_CHOOSE_LABEL,
  IMPORT_HEADING,
  IMPORT_INTRO,
  IMPORT_NOTHING_CHANGED,
  IMPORT_SIGNED_IN_NOTE,
  IMPORT_UNMATCHED_HEADING,
} from '@reelhouse/core/data-transfer/texts';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { postJson } from '~/lib/api-client';
import { useLocalUser } from '~/lib/session';
import { useIsHydrated } from '~/lib/use-is-hydrated';
import {
  joinFiles,
  listLookups,
  lookUp,
  openFiles,
  readFiles,
  type MatchAnswer,
} from './import-flow';
import { readLocalData, storeImport } from './local-data';

type ImportState =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'matching'; done: number; total: number }
  | {
      step: 'preview';
      sources: ImportSource[];
      incoming: LocalData;
      summary: ImportSummary;
      unmatched: string[];
      ambiguous: string[];
    }
  | { step: 'storing' }
  | { step: 'done'; message: string }
  | { step: 'failed'; message: string };

function isProblem(value: object): value is ImportProblem {
  return 'where' in value && 'message' in value;
}

function NameList({ heading, names }: { heading: string; names: readonly string[] }) {
  const headingId = useId();
  if (names.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h4 id={headingId} className="font-semibold">
        {`${heading} (${names.length.toLocaleString('en-US')})`}
      </h4>
      <ul
        className="mt-2 max-h-48 overflow-y-auto rounded-md bg-surface-1 p-3 text-sm ring-1 ring-line"
        data-testid="import-left-out"
      >
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}

export function ImportSection() {
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const user = useLocalUser();
  const isHydrated = useIsHydrated();
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  async function choose(files: File[]): Promise<void> {
    if (files.length === 0) return;
    setState({ step: 'reading' });
    const texts = await openFiles(files);
    if (isProblem(texts)) {
      setState({ step: 'failed', message: formatImportProblem(texts) });
      return;
    }
    const read = readFiles(texts, Date.now());
    if (isProblem(read)) {
      setState({ step: 'failed', message: formatImportProblem(read) });
      return;
    }
    let found;
    try {
      found = await lookUp(
        listLookups(read),
        async (body) => (await postJson('/api/import/match', body)) as MatchAnswer,
        (done, total) => {
          if (total > 0) setState({ step: 'matching', done, total });
        },
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState({ step: 'failed', message: `The titles could not be matched: ${reason}` });
      return;
    }
    const joined = joinFiles(read, found);
    const summary = planImport(await readLocalData(), joined.data).summary;
    setState({
      step: 'preview',
      sources: read.sources,
      incoming: joined.data,
      summary,
      unmatched: joined.unmatched,
      ambiguous: joined.ambiguous,
    });
  }

  async function store(incoming: LocalData): Promise<void> {
    setState({ step: 'storing' });
    try {
      setState({ step: 'done', message: formatImportDone(await storeImport(incoming)) });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  function reset(): void {
    if (input.current) input.current.value = '';
    setState({ step: 'idle' });
  }

  const isBusy = state.step === 'reading' || state.step === 'matching' || state.step === 'storing';
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-surface-2 p-5 ring-1 ring-line">
      <h2 id={headingId} className="text-xl font-bold">
        {IMPORT_HEADING}
      </h2>
      <p className="mt-2 text-ink-muted">{IMPORT_INTRO}</p>
      {user ? <p className="mt-2 text-sm text-ink-muted">{IMPORT_SIGNED_IN_NOTE}</p> : null}
      <div className="mt-4">
        <label htmlFor={inputId} className="font-semibold">
          {IMPORT_CHOOSE_LABEL}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept=".json,.csv,.zip,application/json,text/csv,application/zip"
          disabled={isBusy || !isHydrated}
          onChange={(event) => void choose([...(event.target.files ?? [])])}
          data-testid="import-files"
          className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface-3 file:px-4 file:font-semibold file:text-ink"
        />
      </div>
      <div aria-live="polite" className="mt-4" data-testid="import-status" data-step={state.step}>
        {state.step === 'reading' || state.step === 'storing' ? (
          <p>{state.step === 'reading' ? formatImportProgress('reading', 0, 0) : 'Storing…'}</p>
        ) : null}
        {state.step === 'matching' ? (
          <>
            <p id={`${inputId}-progress`}>
              {formatImportProgress('matching', state.done, state.total)}
            </p>
            <progress
              className="mt-2 w-full accent-brand"
              aria-labelledby={`${inputId}-progress`}
              value={state.done}
              max={state.total}
            />
          </>
        ) : null}
        {state.step === 'done' ? <p className="font-semibold">{state.message}</p> : null}
      </div>
      {state.step === 'failed' ? (
        <div role="alert" className="mt-2 rounded-md bg-surface-1 p-3 ring-1 ring-red-500">
          <p className="font-semibold">{state.message}</p>
          <p className="text-sm text-ink-muted">{IMPORT_NOTHING_CHANGED}</p>
        </div>
      ) : null}
      {state.step === 'preview' ? (
        <div className="mt-2" data-testid="import-preview">
          <h3 className="font-semibold">{formatImportSources(state.sources)}</h3>
          <ul className="mt-2 list-disc ps-5">
            {describeImportSummary(state.summary).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <NameList heading={IMPORT_UNMATCHED_HEADING} names={state.unmatched} />
          <NameList heading={IMPORT_AMBIGUOUS_HEADING} names={state.ambiguous} />
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass()}
              onClick={() => void store(state.incoming)}
            >
              {IMPORT_BUTTON}
            </button>
            <button type="button" className={buttonClass({ variant: 'quiet' })} onClick={reset}>
              {IMPORT_CANCEL}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
