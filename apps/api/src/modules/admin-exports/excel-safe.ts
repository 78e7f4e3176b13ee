/** Characters that make a spreadsheet program read typed text as a formula (or DDE command). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text exactly as the user typed it, made inert for spreadsheets: text that would start a
 * formula gets a leading apostrophe, the conventional "this is text" marker. ExcelJS already
 * writes plain strings as string cells (never `<f>`); the apostrophe also protects anyone who
 * copies the cells or re-saves the sheet as CSV.
 */
export function safeText(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}
