import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, type CsvRow } from './csv';

function rowsOf(text: string): string[][] {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(`line ${parsed.line}: ${parsed.message}`);
  return parsed.rows.map((row) => row.fields);
}

/** A writer as RFC 4180 describes it: quotes a field when it must (or when asked to). */
function writeCsv(rows: string[][], lineEnd: string, quoteAll: boolean): string {
  return rows
    .map((fields) =>
      fields
        .map((field) =>
          quoteAll || /[",\r\n]/.test(field) || (fields.length === 1 && field === '')
            ? `"${field.replaceAll('"', '""')}"`
            : field,
        )
        .join(','),
    )
    .join(lineEnd);
}

describe('parseCsv', () => {
  it('splits plain fields and lines', () => {
    expect(rowsOf('a,b,c\n1,2,3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, escaped quotes and line breaks inside quoted fields', () => {
    expect(rowsOf('"Red, White & Royal Blue","say ""hi""","two\nlines"')).toEqual([
      ['Red, White & Royal Blue', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('reads CRLF and lone CR line ends like LF', () => {
    expect(rowsOf('a,b\r\n1,2\r3,4\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('drops a leading byte order mark so the first header reads clean', () => {
    expect(rowsOf('\uFEFFDate,Name\n2024-01-01,Heat')[0]).toEqual(['Date', 'Name']);
  });

  it('makes no empty last row from a final line break, but keeps empty fields', () => {
    expect(rowsOf('a,,\n,b,\n')).toEqual([
      ['a', '', ''],
      ['', 'b', ''],
    ]);
  });

  it('reads an empty text as no rows and a blank middle line as one empty field', () => {
    expect(rowsOf('')).toEqual([]);
    expect(rowsOf('\uFEFF')).toEqual([]);
    expect(rowsOf('a\n\nb')).toEqual([['a'], [''], ['b']]);
  });

  it('keeps a quote inside a field that does not start with one as text', () => {
    expect(rowsOf('12" Single,x')).toEqual([['12" Single', 'x']]);
  });

  it('numbers each row by the line it starts on, counting quoted line breaks', () => {
    const parsed = parseCsv('h1,h2\n"a\r\nb\nc",1\nx,2');
    expect(parsed.ok && parsed.rows.map((row: CsvRow) => row.line)).toEqual([1, 2, 5]);
  });

  it('names the line where a quoted field opens and is never closed', () => {
    expect(parseCsv('h\nok\n"never\nclosed')).toEqual({
      ok: false,
      line: 3,
      message: 'A quoted field is not closed.',
    });
  });

  it('refuses text after a closing quote, on its line', () => {
    expect(parseCsv('h\n"a"b,c')).toEqual({
      ok: false,
      line: 2,
      message: 'A closing quote is followed by more text.',
    });
  });

  it('gives back any rows a writer wrote, whatever the line ends and quoting', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', '\r', 'é') });
    fc.assert(
      fc.property(
        fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        (rows, lineEnd, quoteAll, finalBreak) => {
          const text = writeCsv(rows, lineEnd, quoteAll) + (finalBreak ? lineEnd : '');
          expect(rowsOf(text)).toEqual(rows);
        },
      ),
    );
  });

  it('reads a file of many rows in one pass', () => {
    const text = `h1,h2\n${'"a, b",c\n'.repeat(20_000)}`;
    const parsed = parseCsv(text);
    expect(parsed.ok && parsed.rows.length).toBe(20_001);
    expect(parsed.ok && parsed.rows.at(-1)).toEqual({ line: 20_001, fields: ['a, b', 'c'] });
  });
});
