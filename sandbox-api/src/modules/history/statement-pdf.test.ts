import { DOCUMENT_BRANDS as BRANDS } from './document-brands';
import { callMethod, ManualClock, signIn, useSandbox } from '../../testing/sandbox';
import { brandOfOrigin } from './brand-of-origin';
import { pdfText, statementPdf } from './statement-pdf';

const clock = new ManualClock();
const sandbox = useSandbox({ clock });

const ANNA = 'anna.simple@demo.test';
const ANNA_EUR = 100001;

/** Anna's statement of her EUR account's third month with history, asked from the portal at `origin`. */
async function statementFrom(origin: string) {
  const { accessToken } = await signIn(sandbox.app, ANNA);
  const call = async (method: string, body: Record<string, unknown>) =>
    (await callMethod(sandbox.app, method, { accessToken, body, headers: { origin } })).json();
  const { exports: months } = await call('getStatementExports', {
    accountId: ANNA_EUR,
    source: 'monthly',
    pageNumber: 1,
  });
  const month = months[2];
  const lastDay = new Date(Date.UTC(month.year, month.month, 0)).toISOString().slice(0, 10);
  const { exportId } = await call('exportTransactionHistory', {
    accountId: ANNA_EUR,
    fromDate: month.dateFrom,
    toDate: lastDay,
    source: 'statement',
  });
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const status = await call('getExportStatus', { exportId });
    if (status.status !== 'running') {
      const file = await sandbox.app.inject({ method: 'GET', url: status.url });
      return { status, month, file };
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the statement did not finish');
}

describe('statement PDF (issue 14)', () => {
  it.each([
    ['meridian', 'http://meridian.localhost:8180'],
    ['kestrel', 'http://kestrel.localhost:8180'],
  ] as const)('asked from the %s portal / a PDF on that brand’s letterhead', async (key, origin) => {
    const brand = BRANDS[key];
    const { status, month, file } = await statementFrom(origin);

    expect(status).toMatchObject({
      status: 'done',
      rows: month.transactions,
      fileName: `statement-${ANNA_EUR}-${month.dateFrom.slice(0, 7)}.pdf`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${status.fileName}"`);
    const pdf = file.body;
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    // The brand's name, its letterhead and the regulator's footer, none of another brand's.
    const letter = brand.letterhead;
    for (const text of [brand.projectName, letter.legalEntityName, letter.address.split(/,\s*/)[0]!])
      expect(pdf).toContain(pdfText(text));
    expect(pdf).toContain(pdfText(`${letter.phone} · ${letter.email} · ${letter.web}`));
    // The footer is wrapped to the page: its first words open a line of it.
    expect(pdf).toContain(pdfText(letter.regulatorFooter).slice(0, 30));
    const other = key === 'meridian' ? BRANDS.kestrel : BRANDS.meridian;
    expect(pdf).not.toContain(pdfText(other.projectName));
    expect(pdf).not.toContain(pdfText(other.letterhead.legalEntityName));
    // The logo: a badge drawn in the ink of the brand's PDF logo, with its initial.
    expect(pdf).toContain(pdfText(brand.projectName[0]!));
    expect(pdf).toMatch(/ c f\n/);
  });

  it('the month’s lines / one row each, with date, status and signed amount', async () => {
    const { status, file } = await statementFrom('http://harbor.localhost:8180');

    const rows = file.body.match(/\(\d{4}-\d{2}-\d{2}\) Tj/g) ?? [];
    expect(rows).toHaveLength(status.rows);
    expect(file.body).toMatch(/\(-?\d+\.\d{2} EUR\) Tj/);
  });

  it('a page of its own / xref offsets point at their objects', () => {
    const lines = Array.from({ length: 75 }, (_, at) => ({
      transactionId: at,
      accountId: 1,
      transactionDate: `2025-03-${String((at % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
      operationType: 'p2p' as const,
      direction: 'out' as const,
      status: 'completed' as const,
      amount: '-1.00',
      fee: '0.00',
      currencyCode: 'EUR',
      description: `Coffee at Café (${at}) — São Paulo`,
      counterpartyName: 'Café',
    }));
    const pdf = statementPdf({
      brand: BRANDS.solstice,
      accountId: 1,
      fromDate: '2025-03-01',
      toDate: '2025-03-31',
      createdAt: new Date('2025-04-01T00:00:00Z'),
      lines,
    });

    expect(pdf).toMatch(/\/Count 3 /);
    expect(pdf).toContain(pdfText('Page 3 of 3'));
    // ASCII only: the file's characters are its bytes; parentheses and accents escaped.
    expect([...pdf].every((char) => char.charCodeAt(0) < 0x80)).toBe(true);
    expect(pdf).toContain('(Coffee at Caf\\351 \\(0\\) \\227 S\\343o Paulo) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = pdf.slice(xref).match(/^\d{10} 00000 n $/gm)!;
    offsets.forEach((entry, at) =>
      expect(pdf.slice(Number(entry.slice(0, 10))).startsWith(`${at + 1} 0 obj`)).toBe(true),
    );
  });
});

describe('brandOfOrigin', () => {
  it.each([
    ['http://tessera.localhost:8180', 'Tessera'],
    ['http://localhost:8180', BRANDS.aurora.projectName],
    ['http://evil.localhost:8180', BRANDS.aurora.projectName],
    [undefined, BRANDS.aurora.projectName],
    ['not a url', BRANDS.aurora.projectName],
  ])('%s / %s', (origin, name) => {
    expect(brandOfOrigin(origin).projectName).toBe(name);
  });
});
