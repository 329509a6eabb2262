/**
 * A small RFC 4180 CSV parser for export files (core cannot use a library): quoted fields with
 * escaped quotes (""), commas and line breaks inside quotes, CRLF, LF or CR line ends, and a
 * leading UTF-8 byte order mark. It reads text into rows; what the columns mean is the readers'.
 */

/** One record of the file and the line it starts on (1-based; a quoted line break spans lines). */
export interface CsvRow {
  line: number;
  fields: string[];
}

/** The rows of a file, or the line where it stopped making sense. */
export type ParsedCsv = { ok: true; rows: CsvRow[] } | { ok: false; line: number; message: string };

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/**
 * Reads CSV text into rows, in one pass (linear in the length of the text). A final line break
 * does not make an empty last row; a blank line in the middle is a row of one empty field. A
 * quote inside a field that does not start with one is kept as text, as most writers expect.
 * @returns the rows, or the line of an unclosed quote or of text after a closing quote
 */
export function parseCsv(text: string): ParsedCsv {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const rows: CsvRow[] = [];
  const length = text.length;
  let fields: string[] = [];
  let line = 1;
  let rowLine = 1;
  let index = start;
  if (index >= length) return { ok: true, rows };
  for (;;) {
    let field: string;
    if (text.charCodeAt(index) === QUOTE) {
      const openedOn = line;
      let value = '';
      let from = index + 1;
      for (;;) {
        const close = text.indexOf('"', from);
        if (close === -1) {
          return { ok: false, line: openedOn, message: 'A quoted field is not closed.' };
        }
        value += text.slice(from, close);
        if (text.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
        } else {
          index = close + 1;
          break;
        }
      }
      line += countLineBreaks(value);
      field = value;
      const next = text.charCodeAt(index);
      if (index < length && next !== COMMA && next !== LF && next !== CR) {
        return { ok: false, line, message: 'A closing quote is followed by more text.' };
      }
    } else {
      let end = index;
      while (end < length) {
        const code = text.charCodeAt(end);
        if (code === COMMA || code === LF || code === CR) break;
        end += 1;
      }
      field = text.slice(index, end);
      index = end;
    }
    fields.push(field);
    if (index >= length) {
      rows.push({ line: rowLine, fields });
      return { ok: true, rows };
    }
    const separator = text.charCodeAt(index);
    index += 1;
    if (separator === COMMA) continue;
    if (separator === CR && text.charCodeAt(index) === LF) index += 1;
    rows.push({ line: rowLine, fields });
    line += 1;
    if (index >= length) return { ok: true, rows };
    fields = [];
    rowLine = line;
  }
}

/** Line breaks inside a quoted value (CRLF counts once), to keep line numbers true. */
function countLineBreaks(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === LF) count += 1;
    else if (code === CR && value.charCodeAt(i + 1) !== LF) count += 1;
  }
  return count;
}
