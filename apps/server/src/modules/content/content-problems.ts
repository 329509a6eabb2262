/**
 * How the content folder reports a bad file: one line per problem, naming the file and the field
 * (`content/ads.json: [1].gifUrl: Invalid URL`), so the operator can fix it without reading code.
 */
import type { z } from 'zod';

/** One or more bad files; `problems` holds one readable line each. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** `[1].gifUrl`, `BTC`, `recentDonations[0].amount`; '' for the whole file. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${String(key)}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text;
}

/** A union's message says only "Invalid input": name what each branch expected instead. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue.message;
  const expected = issue.errors.map((branch) => branch[0]?.message ?? 'invalid');
  return `Expected one of: ${[...new Set(expected)].join('; ')}`;
}

/** One line per issue: `<file>: <field>: <message>` (the field left out for the whole file). */
export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = formatIssuePath(issue.path);
    return field === ''
      ? `${file}: ${describeIssue(issue)}`
      : `${file}: ${field}: ${describeIssue(issue)}`;
  });
}
