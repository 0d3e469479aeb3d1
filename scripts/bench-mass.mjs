// The browser bench's mass part (issue 15): a 5,000-row mass wire file read and checked in the browser; and (issue
// 51 item 6) a pain.001 of 1,000 payments read and checked row by row, with the page's peak JS heap meanwhile.
import { USERS, fillAndSubmit, inContext } from './bench-chromium.mjs';

/** A German IBAN with correct check digits (ISO 13616 mod-97) for an account number. */
function germanIban(account) {
  const bban = `37040044${String(account).padStart(10, '0')}`;
  let remainder = 0;
  for (const digit of `${bban}131400`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `DE${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** Integer cents as decimal text (no float on the way). */
const centsText = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A mass wire file of `count` good rows (issue 15: the bench's 5,000). */
export function massWireCsv(count) {
  const lines = ['beneficiaryName;iban;swift;amount;currency;description'];
  for (let index = 0; index < count; index += 1) {
    const amount = centsText(101 + (index % 900));
    lines.push(
      `Payee ${index + 1};${germanIban(100000 + index)};COBADEFFXXX;${amount};EUR;Payout ${index + 1}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A pain.001.001.09 of `count` good wire payments (issue 51 item 6: the bench's 1,000), in one payment block, its
 * control figures counted and summed in integer cents; laid out as ERPs write it, one element a line.
 */
export function massPain001(count) {
  let cents = 0;
  const transactions = [];
  for (let index = 0; index < count; index += 1) {
    const amount = 101 + (index % 900);
    cents += amount;
    transactions.push(`      <CdtTrfTxInf>
        <PmtId><EndToEndId>BENCH-${index + 1}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${centsText(amount)}</InstdAmt></Amt>
        <CdtrAgt><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></CdtrAgt>
        <Cdtr><Nm>Payee ${index + 1}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${germanIban(100000 + index)}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>Payout ${index + 1}</Ustrd></RmtInf>
      </CdtTrfTxInf>`);
  }
  const figures = `<NbOfTxs>${count}</NbOfTxs><CtrlSum>${centsText(cents)}</CtrlSum>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09">
  <CstmrCdtTrfInitn>
    <GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2025-01-06T09:00:00</CreDtTm>${figures}<InitgPty><Nm>Bench</Nm></InitgPty></GrpHdr>
    <PmtInf>
      <PmtInfId>BENCH-1</PmtInfId><PmtMtd>TRF</PmtMtd>${figures}
      <ReqdExctnDt><Dt>2025-01-07</Dt></ReqdExctnDt>
      <Dbtr><Nm>Bench</Nm></Dbtr><DbtrAcct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BICFI>NWBKGB2L</BICFI></FinInstnId></DbtrAgt>
${transactions.join('\n')}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}

/** Signed in as the mass user, on /transfer/mass/wire with the batch named, the EUR account and a file chosen. */
async function wirePageWithFile(context, origin, file) {
  const page = await context.newPage();
  // A business user with a company choice (seed-mass.ts): the company is chosen, then the page opened by address.
  await page.goto(`${origin}/login`);
  await fillAndSubmit(page, USERS.mass);
  await page
    .getByRole('dialog', { name: 'Choose a company' })
    .getByRole('button', { name: /Mona Marketplace Ltd/ })
    .click();
  await page.waitForURL('**/home');
  await page.goto(`${origin}/transfer/mass/wire`);
  await page.getByRole('textbox', { name: 'Batch name' }).fill('Bench');
  // Mona's EUR account (seed-mass.ts): the file's rows are in euros.
  await page.getByRole('combobox', { name: 'Pay from account' }).selectOption('100960');
  await page.getByLabel('File (CSV, Excel .xlsx or pain.001 XML)').setInputFiles(file);
  return page;
}

/** The page's own measures of the file's reading and of the row checks (User Timing). */
async function pageMeasures(page) {
  const measures = await page.evaluate(() => ({
    read: performance.getEntriesByName('mass-read').at(-1)?.duration,
    check: performance.getEntriesByName('mass-check').at(-1)?.duration,
  }));
  if (measures.read === undefined || measures.check === undefined)
    throw new Error('the mass page recorded no mass-read / mass-check measure');
  return measures;
}

/**
 * Signed in as the mass user on /transfer/mass/wire, a 5,000-row file chosen, click "Check the rows" until the
 * checked rows' heading shows; the page's own measures of the file's reading and of the row checks.
 */
export async function benchMass(browser, { origin, rounds, failures, count = 5000 }) {
  const timings = { read: [], check: [], click: [] };
  const buffer = Buffer.from(massWireCsv(count));
  for (let round = 0; round < rounds; round += 1) {
    await inContext(browser, { label: 'mass', failures }, async (context) => {
      const page = await wirePageWithFile(context, origin, {
        name: 'bench.csv',
        mimeType: 'text/csv',
        buffer,
      });
      const started = performance.now();
      await page.getByRole('button', { name: 'Check the rows' }).click();
      await page.getByRole('heading', { name: 'Checked rows' }).waitFor();
      timings.click.push(performance.now() - started);
      const measures = await pageMeasures(page);
      timings.read.push(measures.read);
      timings.check.push(measures.check);
    });
  }
  return timings;
}

/**
 * Chromium's trace categories whose events carry the renderer's JS heap: every garbage collection (MinorGC,
 * MajorGC: the heap used before it) and the timeline's counters (UpdateCounters: the heap used then).
 */
const HEAP_TRACE = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'];

/**
 * The page's peak JS heap over a trace. The used heap only shrinks at a garbage collection, so its highest point is
 * the heap before one of them, or the heap at the end (`endUsed`) when none came after it; the counters fill in
 * between. Only the page's renderer counts (the process of its counters).
 */
export function peakHeap(traceEvents, endUsed) {
  const counters = traceEvents.filter((event) => event.name === 'UpdateCounters');
  const pids = new Set(counters.map((event) => event.pid));
  const mine = (event) => pids.size === 0 || pids.has(event.pid);
  const samples = [
    endUsed,
    ...counters.map((event) => event.args?.data?.jsHeapSizeUsed),
    ...traceEvents
      .filter((event) => (event.name === 'MinorGC' || event.name === 'MajorGC') && mine(event))
      .map((event) => event.args?.usedHeapSizeBefore),
  ];
  const gcs = traceEvents.filter((event) => /^(MinorGC|MajorGC)$/.test(event.name) && mine(event)).length;
  return { peak: Math.max(...samples.filter(Number.isFinite)), gcs };
}

/**
 * Issue 51 item 6: a pain.001 of `count` payments chosen on the wire page, "Check the rows" until all rows show as
 * ready. Times: the page's own measures (mass-read: the file read and parsed, the pain.001 reader's chunk loaded on
 * the way, as a customer's first file loads it; mass-check: the row checks). Memory: the page's JS heap through
 * Chromium's DevTools protocol — garbage collected and measured (Runtime.getHeapUsage) before the click, its peak
 * from a trace of the click to the rows (see peakHeap), reported as the peak and as the growth over the heap before.
 */
export async function benchMassPain001(browser, { origin, rounds, failures, count = 1000 }) {
  const results = { read: [], check: [], click: [], peak: [], growth: [], gcs: [] };
  const buffer = Buffer.from(massPain001(count));
  for (let round = 0; round < rounds; round += 1) {
    await inContext(browser, { label: 'mass pain.001', failures }, async (context) => {
      const page = await wirePageWithFile(context, origin, {
        name: 'bench.xml',
        mimeType: 'application/xml',
        buffer,
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const before = (await cdp.send('Runtime.getHeapUsage')).usedSize;
      await browser.startTracing(page, { categories: HEAP_TRACE });
      const started = performance.now();
      try {
        await page.getByRole('button', { name: 'Check the rows' }).click();
        await page.getByRole('heading', { name: 'Checked rows' }).waitFor();
        await page.getByText(new RegExp(`^All ${count.toLocaleString('en')}|^All ${count} rows`)).waitFor();
        results.click.push(performance.now() - started);
      } finally {
        const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
        const end = (await cdp.send('Runtime.getHeapUsage')).usedSize;
        const { peak, gcs } = peakHeap(trace.traceEvents ?? [], end);
        results.peak.push(peak);
        results.growth.push(peak - before);
        results.gcs.push(gcs);
      }
      const measures = await pageMeasures(page);
      results.read.push(measures.read);
      results.check.push(measures.check);
    });
  }
  return results;
}
