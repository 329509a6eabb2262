/**
 * /account/data, "Your data": take everything this browser keeps to another one (Export), or
 * bring bookmarks and history from this site's file or other sites' (Import). For every visitor:
 * what is imported lands in this browser, and syncs to the account when signed in. The page's
 * code (readers, ZIP) loads only here.
 */
import {
  DATA_PAGE_INTRO,
  DATA_PAGE_TITLE,
  EXPORT_BUTTON,
  EXPORT_HEADING,
  EXPORT_INTRO,
} from '@reelhouse/core/data-transfer/texts';
import { useId, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { useIsHydrated } from '~/lib/use-is-hydrated';
import { ImportSection } from './import-section';
import { downloadExport } from './local-data';

function ExportSection() {
  const headingId = useId();
  const isHydrated = useIsHydrated();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-surface-2 p-5 ring-1 ring-line">
      <h2 id={headingId} className="text-xl font-bold">
        {EXPORT_HEADING}
      </h2>
      <p className="mt-2 text-ink-muted">{EXPORT_INTRO}</p>
      <button
        type="button"
        className={`${buttonClass()} mt-4`}
        disabled={!isHydrated}
        data-testid="export-data"
        onClick={() => {
          setProblem(null);
          downloadExport().catch((error: unknown) => {
            setProblem(error instanceof Error ? error.message : String(error));
          });
        }}
      >
        {EXPORT_BUTTON}
      </button>
      {problem ? (
        <p role="alert" className="mt-2">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

export function DataPage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-3xl py-8">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {DATA_PAGE_TITLE}
      </h1>
      <p className="mt-2 text-ink-muted">{DATA_PAGE_INTRO}</p>
      <div className="mt-6 space-y-6">
        <ImportSection />
        <ExportSection />
      </div>
    </section>
  );
}
