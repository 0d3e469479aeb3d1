import type { SmartContract } from '@portal/api/catalogue';
import { DOCUMENT_BRANDS as BRANDS } from '../../../documents/document-brands';
import { readPdf } from '../../../testing/pdf-text';
import { formatPercent, renderContractPdf } from './contract-document';
import { CONTRACT_DOCUMENT_TEXTS } from './contract-texts';
import type { MissingGlyphsReport } from '../../../documents/pdf-document';
import { DOCUMENT_LANGUAGES } from '../../../documents/texts';

const contract = (overrides: Partial<SmartContract> = {}): SmartContract => ({
  id: 7003,
  status: 'TERMINATING',
  identificationStatus: 'SUCCESS',
  percentage: '12.50',
  initiatorId: 30001,
  direction: 'PAY',
  note: 'Ελληνικά: μερίδιο εσόδων για το 2026',
  activeFrom: '2026-03-01',
  activeTo: '2026-12-31',
  terminateInfo: {
    terminatedAt: '2026-12-31T00:00:00.000Z',
    note: 'Încheiem colaborarea',
    terminatedBy: 30002,
  },
  updatedAt: '2026-12-01T10:00:00.000Z',
  createdAt: '2026-02-20T09:15:00.000Z',
  company: { id: 30002, title: 'Ștefănescu & Fiii SRL', logo: null },
  sender: { id: 30001, username: 'oleksandr@demo.test', name: 'ТОВ «Олександр і партнери»' },
  beneficiary: { id: 30002, username: 'stefan@demo.test', name: 'Ștefănescu & Fiii SRL' },
  senderSignerName: 'Олександр Шевченко',
  beneficiarySignerName: 'Ștefan Țurcanu',
  senderObligations: ['Платити частку кожного вхідного платежу', 'Report the revenue monthly'],
  beneficiaryObligations: ['Promovarea produsului în România'],
  senderSignedAt: '2026-02-21T14:05:00.000Z',
  beneficiarySignedAt: '2026-02-22T08:30:00.000Z',
  events: [
    { type: 'sign', at: '2026-02-21T14:05:00.000Z', by: 30001, note: null },
    { type: 'create', at: '2026-02-20T09:15:00.000Z', by: 30001, note: null },
    { type: 'sign', at: '2026-02-22T08:30:00.000Z', by: 30002, note: null },
    { type: 'activate', at: '2026-03-01T00:00:00.000Z', by: null, note: null },
    { type: 'terminate', at: '2026-12-01T10:00:00.000Z', by: 30002, note: 'Încheiem' },
  ],
  actions: ['terminateCancel', 'terminateNow'],
  ...overrides,
});

const printedAt = new Date('2026-12-02T12:00:00Z');

describe('contract PDF (issue 32 item 4)', () => {
  it('in Ukrainian: letterhead, both companies, share, term, obligations, signers and times, status, note, timeline', async () => {
    const reports: MissingGlyphsReport[] = [];
    const bytes = await renderContractPdf(contract(), {
      brand: BRANDS.aurora,
      language: 'ua',
      printedAt,
      onMissingGlyphs: (report) => reports.push(report),
    });

    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    const text = pdf.pages.join('\n');
    const ua = CONTRACT_DOCUMENT_TEXTS.ua;
    const letter = BRANDS.aurora.letterhead;
    for (const part of [
      BRANDS.aurora.projectName,
      letter.legalEntityName,
      ua.title(7003),
      ua.statuses.TERMINATING,
      ua.payer,
      ua.beneficiary,
      'ТОВ «Олександр і партнери»',
      'Ștefănescu & Fiii SRL',
      'oleksandr@demo.test',
      '12,5 %',
      '01.03.2026',
      '31.12.2026',
      ua.senderObligations,
      '1. Платити частку кожного вхідного платежу',
      '2. Report the revenue monthly',
      ua.beneficiaryObligations,
      '1. Promovarea produsului în România',
      'Олександр Шевченко',
      'Ștefan Țurcanu',
      '21.02.2026 14:05 UTC',
      '22.02.2026 08:30 UTC',
      ua.identification(ua.identificationStatuses.SUCCESS),
      ua.terminating('31.12.2026'),
      'Încheiem colaborarea',
      ua.note,
      'Ελληνικά: μερίδιο εσόδων για το 2026',
      ua.timeline,
      ua.events.create,
      ua.events.activate,
      ua.events.terminate,
      ua.system,
      `Сторінка 1 з ${pdf.pageCount}`,
    ])
      expect(text).toContain(part);
    const timeline = text.slice(text.lastIndexOf(ua.timeline));
    // The timeline in order of time: created, signed twice, activated, termination asked.
    const order = [ua.events.create, ua.events.activate, ua.events.terminate].map((label) =>
      timeline.indexOf(label),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(reports).toEqual([]);
    expect(text).not.toContain('?');
    expect(pdf.tagged).toBe(true);
    expect(pdf.info).toMatchObject({
      Language: 'uk',
      Title: 'Aurora Money: договір про розподіл виручки 7003',
      Author: letter.legalEntityName,
    });
    expect(pdf.roles).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'P', 'Table', 'TH', 'TD']));
  });

  it.each(DOCUMENT_LANGUAGES)('in %s: the labels are the language’s, nothing left out', async (language) => {
    const texts = CONTRACT_DOCUMENT_TEXTS[language];
    const pdf = await readPdf(
      await renderContractPdf(contract({ status: 'ACTIVE', terminateInfo: null, activeTo: null }), {
        brand: BRANDS.meridian,
        language,
        printedAt,
      }),
    );
    const text = pdf.pages.join('\n');

    for (const part of [
      texts.title(7003),
      texts.statuses.ACTIVE,
      texts.share,
      texts.openEnded,
      texts.signatures,
      texts.timeline,
      texts.events.sign,
      formatPercent('12.50', language),
    ])
      expect(text).toContain(part);
    expect(pdf.info.Title).toBe(texts.documentTitle('Meridian Pay', 7003));
  });

  it('an unsigned contract with no note nor events says so', async () => {
    const pdf = await readPdf(
      await renderContractPdf(
        contract({
          status: 'UNSIGNED',
          identificationStatus: null,
          note: null,
          terminateInfo: null,
          senderSignedAt: null,
          beneficiarySignedAt: null,
          beneficiarySignerName: null,
          events: [],
        }),
        { brand: BRANDS.solstice, language: 'en', printedAt },
      ),
    );
    const text = pdf.pages.join('\n');
    const en = CONTRACT_DOCUMENT_TEXTS.en;

    expect(text).toContain('Revenue-split contract No. 7003');
    expect(text).toContain('Not signed');
    expect(text).toContain(`Олександр Шевченко · ${en.notSigned}`);
    expect(text).toContain(`${en.noSigner} · ${en.notSigned}`);
    expect(text).toContain(en.noEvents);
    expect(text).not.toContain('Ελληνικά');
    expect(text).not.toContain("Payer's identity check");
  });

  it.each([
    ['12.50', 'en', '12.5 %'],
    ['100.00', 'ro', '100 %'],
    ['0.05', 'ru', '0,05 %'],
    ['33', 'pt', '33 %'],
  ] as const)('formatPercent(%s, %s) → %s', (percentage, language, shown) => {
    expect(formatPercent(percentage, language)).toBe(shown);
  });
});
