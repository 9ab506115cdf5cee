// Writing CSV for a spreadsheet: every file the site lets someone download goes through csvDocument.
// A cell that a spreadsheet would read as a formula (=, +, -, @, or a leading tab or carriage return)
// gets a leading apostrophe, which spreadsheets take as "text" and do not show (OWASP, CSV injection):
// a place named "=HYPERLINK(...)" is stored and shown on the site as typed, and is only ever text in
// a spreadsheet. A plain number ("-81.4") is a number, not a formula, and stays as it is.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** One cell: neutralised when it would start a formula, and always quoted (quotes doubled). */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows of cells as a CSV document (RFC 4180: CRLF line ends, a final line end). */
export function csvDocument(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
