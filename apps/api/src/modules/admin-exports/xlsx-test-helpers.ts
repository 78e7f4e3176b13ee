import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/** The workbook as ExcelJS reads it back, the way a spreadsheet program would. */
export async function readWorkbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** The raw XML of every worksheet, straight from the zip, to check what is really stored. */
export const sheetXml = (body: Buffer): Promise<string[]> => zipTexts(body, (name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));

/** Every part of the workbook's zip as text (sheets, shared strings, metadata, styles). */
export const workbookXml = async (body: Buffer): Promise<string> => (await zipTexts(body, () => true)).join('\n');

function zipTexts(body: Buffer, wanted: (fileName: string) => boolean): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(body, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const sheets: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!wanted(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            sheets.push(Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(sheets));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A sheet's rows as arrays of cell values, header included (ExcelJS rows are 1-based). */
export function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
