/**
 * Turns the first thing zod refused in a JSON export into a problem a visitor can act on: the
 * field's path written as in the file (`progress["550"].episodes["62085"].progress.watched`) and
 * what is wrong with it in plain words.
 */
import type { z } from 'zod';
import type { ImportProblem } from '../imported';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A field path as JavaScript would write it; list positions and odd keys in brackets. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text;
}

const NOUNS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  object: 'an object',
  array: 'a list',
  boolean: 'true or false',
  record: 'an object',
};

/** What is wrong with a field, in a sentence. */
function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is missing.';
      return `Must be ${NOUNS[issue.expected] ?? issue.expected}.`;
    case 'invalid_value':
      return oneOf(issue.values);
    case 'too_small':
      return issue.origin === 'string'
        ? 'Must not be empty.'
        : `Must be at least ${String(issue.minimum)}.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Must be at most ${String(issue.maximum)} characters.`
        : `Must be at most ${String(issue.maximum)}.`;
    case 'invalid_union':
      // a discriminated union names the values its discriminator may take
      if ('options' in issue && Array.isArray(issue.options)) return oneOf(issue.options);
      return 'Has a value of the wrong kind.';
    default:
      return issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  }
}

function oneOf(values: readonly unknown[]): string {
  return `Must be one of ${values.map((value) => JSON.stringify(value)).join(', ')}.`;
}

/**
 * The problem for a failed parse: the first issue, at its path under `prefix` (the path of the
 * part that was parsed). Parse with `reportInput: true` so a missing field reads as missing.
 */
export function toJsonProblem(
  file: string,
  error: z.ZodError,
  prefix: readonly PropertyKey[] = [],
): ImportProblem {
  const issue = error.issues[0];
  if (!issue) return { file, where: 'file', message: 'This file could not be read.' };
  return problemAt(file, [...prefix, ...issue.path], describeIssue(issue));
}

/** The problem for a field the schema let through but the reader refused. */
export function problemAt(
  file: string,
  path: readonly PropertyKey[],
  message: string,
): ImportProblem {
  return { file, where: path.length > 0 ? formatJsonPath(path) : 'file', message };
}
