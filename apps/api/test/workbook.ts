import ExcelJS from 'exceljs';
import { unzip } from './zip.js';

/** The workbook as ExcelJS reads it back, the way a spreadsheet program would. */
export async function readWorkbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** The raw XML of every worksheet, straight from the zip, to check what is really stored. */
export const sheetXml = (body: Buffer): Promise<string[]> =>
  zipTexts(body, (name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));

/** Every part of the workbook's zip as text (sheets, shared strings, metadata, styles). */
export const workbookXml = async (body: Buffer): Promise<string> => (await zipTexts(body, () => true)).join('\n');

async function zipTexts(body: Buffer, wanted: (fileName: string) => boolean): Promise<string[]> {
  const entries = await unzip(body);
  return [...entries].filter(([name]) => wanted(name)).map(([, data]) => data.toString('utf8'));
}

/** A sheet's rows as arrays of cell values, header included (ExcelJS rows are 1-based). */
export function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
