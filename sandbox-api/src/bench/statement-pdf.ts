// `npm run bench` (scripts/bench.mjs) runs this with tsx: the document module (issue 35) drawing a statement of
// `lines` lines, `rounds` times in one process, and prints the times in ms as JSON. The lines mix the scripts the
// portal's customers write (Latin with diacritics, Cyrillic, Greek) and the three statuses.
import type { HistoryTransaction } from '@portal/api/catalogue';
import { statementPdf } from '../areas/accounts/history/statement-document';
import { DOCUMENT_BRANDS } from '../documents/document-brands';

const [count = '8643', rounds = '5'] = process.argv.slice(2);
const NAMES = [
  'Іван Петренко',
  'Ștefan Țurcanu',
  'Łukasz Wójcik',
  'Ελένη Παπαδάκη',
  'María José Núñez',
  'Ольга',
];
const STATUSES = ['completed', 'processing', 'refused'] as const;

const lines: HistoryTransaction[] = Array.from({ length: Number(count) }, (_, at) => ({
  transactionId: at + 1,
  accountId: 100001,
  transactionDate: new Date(Date.UTC(2026, 0, 1) + at * 3_600_000).toISOString(),
  operationType: 'p2p',
  direction: at % 2 ? 'out' : 'in',
  status: STATUSES[at % 3]!,
  amount: `${at % 2 ? '-' : ''}${(at * 7919) % 100_000}.${String(at % 100).padStart(2, '0')}`,
  fee: '0.00',
  currencyCode: 'EUR',
  description: at % 4 === 0 ? '' : `Payment ${at} · ${NAMES[at % NAMES.length]}`,
  counterpartyName: NAMES[(at + 1) % NAMES.length]!,
}));

const times: number[] = [];
let bytes = 0;
for (let round = 0; round < Number(rounds); round += 1) {
  const started = performance.now();
  const pdf = await statementPdf({
    brand: DOCUMENT_BRANDS.aurora,
    language: 'ru',
    holder: 'Ганна Шевчук',
    accountId: 100001,
    fromDate: '2026-01-01',
    toDate: '2026-01-31',
    createdAt: new Date(),
    lines,
  });
  times.push(performance.now() - started);
  bytes = pdf.length;
}
process.stdout.write(JSON.stringify({ times, bytes, lines: lines.length }));
