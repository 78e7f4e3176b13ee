import { PassThrough } from 'node:stream';
import { addSheet, streamingWorkbook, drained } from '../src/modules/admin-exports/workbook.js';
const N = Number(process.env.N ?? 100000);
const out = new PassThrough();
let bytes = 0; out.on('data', (c) => (bytes += c.length));
const wb = streamingWorkbook(out);
const cols = ['id','first_name','last_name','email','status','guide_medium','share','agreement','app_type','last_login_at','created_at'];
const { sheet, add } = addSheet(wb, 'U', cols.map((k, i) => ({ header: k, key: k, width: 20, numFmt: i > 8 ? 'yyyy-mm-dd hh:mm' : undefined })));
const base = process.memoryUsage.rss();
const t0 = Date.now(); let peak = 0;
for (let b = 0; b < N / 1000; b++) {
  const batch = Array.from({ length: 1000 }, (_, i) => ({ id: crypto.randomUUID(), first_name: 'Bench' + i, last_name: 'Patient', email: `p${i}@x.test`, status: 'active', guide_medium: 'video', share: 'Yes', agreement: 'No', app_type: 'web', last_login_at: new Date(), created_at: new Date() }));
  for (const r of batch) add(r);
  await drained(out, sheet);
  await new Promise((r) => setImmediate(r));
  peak = Math.max(peak, process.memoryUsage.rss());
  if (b % 100 === 0) console.log(b, (process.memoryUsage.rss() / 1048576).toFixed(0), (process.memoryUsage().heapTotal / 1048576).toFixed(0));
}
sheet.commit(); await wb.commit();
console.log('N', N, 'ms', Date.now() - t0, 'base', (base / 1048576).toFixed(0), 'peak rss MB', (peak / 1048576).toFixed(0));
