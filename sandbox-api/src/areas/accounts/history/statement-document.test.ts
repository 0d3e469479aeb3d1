import type { HistoryTransaction } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { eq } from 'drizzle-orm';
import { users } from '../../../platform/db/tables';
import { postJournal, systemAccountId } from '../../../money/ledger';
import { DOCUMENT_BRANDS as BRANDS } from '../../../documents/document-brands';
import { readPdf } from '../../../testing/pdf-text';
import { callMethod, ManualClock, signIn, useSandbox } from '../../../testing/sandbox';
import { missingGlyphs, type MissingGlyphsReport } from '../../../documents/pdf-document';
import { statementPdf } from './statement-document';
import { DOCUMENT_TEXTS, documentLanguage } from '../../../documents/texts';

const clock = new ManualClock();
const sandbox = useSandbox({ clock });

const ANNA = 'anna.simple@demo.test';
const ANNA_CUSTOMER = 20001;
const ANNA_EUR = 100001;

/** Anna's statement of a month of her EUR account, asked from the portal at `origin` in `lang`. */
async function statement(origin: string, month: { dateFrom: string; lastDay: string }, lang?: string) {
  const { accessToken } = await signIn(sandbox.app, ANNA);
  const call = async (method: string, body: Record<string, unknown>) =>
    (await callMethod(sandbox.app, method, { accessToken, body, headers: { origin } })).json();
  const { exportId } = await call('exportTransactionHistory', {
    accountId: ANNA_EUR,
    fromDate: month.dateFrom,
    toDate: month.lastDay,
    source: 'statement',
    ...(lang ? { lang } : {}),
  });
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const status = await call('getExportStatus', { exportId });
    if (status.status !== 'running') {
      const file = await sandbox.app.inject({ method: 'GET', url: status.url });
      return { status, file };
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the statement did not finish');
}

/** A month of Anna's with history, from the statements' list (spec 02 §7). */
async function annaMonth(index = 2) {
  const { accessToken } = await signIn(sandbox.app, ANNA);
  const { exports: months } = (
    await callMethod(sandbox.app, 'getStatementExports', {
      accessToken,
      body: { accountId: ANNA_EUR, source: 'monthly', pageNumber: 1 },
    })
  ).json();
  const month = months[index];
  const lastDay = new Date(Date.UTC(month.year, month.month, 0)).toISOString().slice(0, 10);
  return { ...month, lastDay } as { dateFrom: string; lastDay: string; transactions: number };
}

const line = (at: number, overrides: Partial<HistoryTransaction> = {}): HistoryTransaction => ({
  transactionId: at,
  accountId: 1,
  transactionDate: `2025-03-${String((at % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
  operationType: 'p2p',
  direction: 'out',
  status: 'completed',
  amount: '-1.00',
  fee: '0.00',
  currencyCode: 'EUR',
  description: `Coffee (${at})`,
  counterpartyName: 'Café',
  ...overrides,
});

describe('statement PDF through the API (issues 14 and 35)', () => {
  it('in `ua` for a customer with a Cyrillic name: her name, a Romanian payee and Ukrainian labels read back as written', async () => {
    await sandbox.database.db
      .update(users)
      .set({ firstName: 'Ганна', lastName: 'Шевчук' })
      .where(eq(users.customerId, ANNA_CUSTOMER));
    const month = await annaMonth();
    await postJournal(sandbox.database.db, {
      customerId: ANNA_CUSTOMER,
      type: 'p2p',
      status: 'completed',
      description: '',
      counterpartyName: 'Ștefan Țurcanu-Bălănescu',
      createdAt: new Date(`${month.dateFrom.slice(0, 8)}15T12:00:00Z`),
      postings: [
        { accountId: ANNA_EUR, amount: '-1234.50' },
        { accountId: systemAccountId('clearing', 'EUR'), amount: '1234.50' },
      ],
    });

    const { status, file } = await statement('http://localhost:8180', month, 'ua');

    expect(status).toMatchObject({ status: 'done', rows: month.transactions + 1 });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(file.rawPayload);
    const text = pdf.pages.join('\n');
    const ua = DOCUMENT_TEXTS.ua.statement;
    expect(text).toContain('Ганна Шевчук');
    expect(text).toContain('Ștefan Țurcanu-Bălănescu');
    for (const label of [ua.title, ua.date, ua.description, ua.status, ua.amount, ua.statuses.completed])
      expect(text).toContain(label);
    // The group separator is a no-break space, which a reader's text gives as a space.
    expect(text).toContain(formatMoney('-1234.50', 'EUR', 'ua').replace(/\s/g, ' '));
    expect(formatMoney('-1234.50', 'EUR', 'ua')).toMatch(/^-€1\s234,50$/);
    expect(text).toContain(`Сторінка 1 з ${pdf.pageCount}`);
    // No letter became a `?`, and nothing is left in English.
    expect(text).not.toContain('?');
    expect(text).not.toMatch(/Account statement|Description|Page 1 of/);
    expect(pdf.info).toMatchObject({
      Language: 'uk',
      Author: BRANDS.aurora.letterhead.legalEntityName,
      Title: `Aurora Money: виписка ${ANNA_EUR} ${month.dateFrom.slice(0, 7)}`,
    });
  });

  it.each([
    ['meridian', 'http://meridian.localhost:8180'],
    ['kestrel', 'http://kestrel.localhost:8180'],
  ] as const)(
    'asked from the %s portal: that brand’s letterhead and footer, no other brand’s',
    async (key, origin) => {
      const brand = BRANDS[key];
      const month = await annaMonth();

      const { status, file } = await statement(origin, month);

      expect(status).toMatchObject({
        status: 'done',
        rows: month.transactions,
        fileName: `statement-${ANNA_EUR}-${month.dateFrom.slice(0, 7)}.pdf`,
      });
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${status.fileName}"`);
      const pdf = await readPdf(file.rawPayload);
      const text = pdf.pages.join('\n');
      const letter = brand.letterhead;
      for (const part of [brand.projectName, letter.legalEntityName, letter.address.split(/,\s*/)[0]!])
        expect(text).toContain(part);
      expect(text).toContain(`${letter.phone} · ${letter.email} · ${letter.web}`);
      // The regulator's footer, wrapped to the page: its first words open a line of it.
      expect(text).toContain(letter.regulatorFooter.slice(0, 30));
      const other = key === 'meridian' ? BRANDS.kestrel : BRANDS.meridian;
      expect(text).not.toContain(other.projectName);
      expect(text).not.toContain(other.letterhead.legalEntityName);
      // Without a language: English, and one table row per line of the month.
      expect(pdf.info.Language).toBe('en');
      expect(text).toContain('Account statement');
      expect(text.match(/^\d{2}\/\d{2}\/\d{4} /gm)).toHaveLength(status.rows);
    },
  );
});

describe('statement PDF, the document module (issue 35)', () => {
  const base = {
    brand: BRANDS.solstice,
    holder: 'Ολυμπία Παπαδοπούλου',
    accountId: 1,
    fromDate: '2025-03-01',
    toDate: '2025-03-31',
    createdAt: new Date('2025-04-01T00:00:00Z'),
  };

  it('pages: the table runs onto new pages under the letterhead and its header, each page numbered', async () => {
    const lines = Array.from({ length: 75 }, (_, at) =>
      line(at, { description: at === 74 ? 'Łódź — Kraków (74)' : `Кава (${at})` }),
    );

    const pdf = await readPdf(await statementPdf({ ...base, language: 'ru', lines }));

    expect(pdf.pageCount).toBeGreaterThan(1);
    pdf.pages.forEach((page, index) => {
      expect(page).toContain(BRANDS.solstice.projectName);
      expect(page).toMatch(/Дата\s+Описание\s+Статус\s+Сумма/);
      expect(page).toContain(`Страница ${index + 1} из ${pdf.pageCount}`);
    });
    const text = pdf.pages.join('\n');
    for (let at = 0; at < 74; at += 1) expect(text).toContain(`Кава (${at})`);
    expect(text).toContain('Łódź — Kraków (74)');
    // The holder's Greek name, the title and the dates in Russian.
    expect(text).toContain('Ολυμπία Παπαδοπούλου');
    expect(text).toContain('Выписка по счёту');
    expect(text).toContain('Период 01.03.2025 – 31.03.2025');
  });

  it('a tagged PDF: document language, title shown, structure of headings and a table', async () => {
    const pdf = await readPdf(await statementPdf({ ...base, language: 'pt', lines: [line(1), line(2)] }));

    expect(pdf.tagged).toBe(true);
    expect(pdf.info).toMatchObject({
      Language: 'pt',
      PDFFormatVersion: '1.7',
      Author: 'Solstice Financial Ltd',
    });
    expect(pdf.info.CreationDate).toMatch(/^D:20250401/);
    expect(pdf.roles).toEqual(expect.arrayContaining(['Document', 'H1', 'P', 'Table', 'TR', 'TH', 'TD']));
    expect(pdf.pages[0]).toContain('Extrato de conta');
  });

  it('amounts with the currency’s minor units in the language’s notation; an empty month says so', async () => {
    const lines = [
      line(1, { amount: '1500', currencyCode: 'JPY' }),
      line(2, { amount: '-0.12345678', currencyCode: 'BTC' }),
      line(3, { amount: '-25000.5', currencyCode: 'EUR' }),
    ];

    const [en, ro] = await Promise.all(
      (['en', 'ro'] as const).map(
        async (language) => (await readPdf(await statementPdf({ ...base, language, lines }))).pages[0]!,
      ),
    );
    const empty = (await readPdf(await statementPdf({ ...base, language: 'es', lines: [] }))).pages[0];

    expect(en).toContain('1,500 JPY');
    expect(en).toContain('-0.12345678 BTC');
    expect(en).toContain('-€25,000.50');
    expect(ro).toContain(formatMoney('-25000.5', 'EUR', 'ro'));
    expect(ro).toContain('-€25.000,50');
    expect(empty).toContain('No hay operaciones en este periodo.');
  });

  it('text the font cannot draw is reported, not silently replaced', async () => {
    const reports: MissingGlyphsReport[] = [];

    const pdf = await statementPdf({
      ...base,
      language: 'en',
      lines: [line(1, { description: 'Tea 茶 shop' })],
      onMissingGlyphs: (report) => reports.push(report),
    });

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(reports).toEqual([expect.objectContaining({ characters: ['茶'], text: 'Tea 茶 shop' })]);
    expect(missingGlyphs('Іван Петренко, Ștefan, Łukasz, Ελένη, Žofia, €£¥')).toEqual([]);
  });
});

describe('documentLanguage', () => {
  it.each([
    ['ua', 'ua'],
    ['uk', 'ua'],
    ['uk-UA', 'ua'],
    ['pt-BR', 'pt'],
    ['RU', 'ru'],
    ['de', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (lang, language) => {
    expect(documentLanguage(lang)).toBe(language);
  });
});
