/** CSV (RFC 4180) writing and reading, small enough to ship to the browser. */

type Cell = string | number | boolean | null | undefined;

/** Spreadsheet apps run cells starting with these as formulas; exported text is defused with a '. */
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: a header row, then one line per row, CRLF line ends. */
export function toCsv(headers: readonly string[], rows: readonly Cell[][]): string {
  return [headers.map(cell).join(','), ...rows.map((row) => row.map(cell).join(','))].join('\r\n') + '\r\n';
}

/** Undoes the formula guard of `toCsv` on a read cell. */
export function unguard(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * Rows of fields. Handles quoted fields with commas, quotes ("") and line breaks, CRLF or LF,
 * a byte-order mark, and a missing final line end. Blank lines are skipped. Each row carries
 * the line it starts on, for error messages.
 */
export function parseCsv(text: string): { line: number; fields: string[] }[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') rows.push({ line: rowLine, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index]!;
    if (quoted) {
      if (char === '"' && input[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      field += char;
    }
  }
  if (field !== '' || fields.length > 0) endRow();
  return rows;
}
