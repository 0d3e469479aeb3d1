import {
  MASS_SAMPLE_LINK_TYPES,
  MASS_SAMPLE_PATH,
  type MassSampleFormat,
  type MassSampleLink,
  type MassSampleLinkType,
} from '@portal/api/catalogue';
import { MASS_COLUMNS, massRowsToCsv, type MassMethod } from '@portal/api/mass';
import { writePain001 } from '@portal/api/pain001';
import { writeXlsx, XLSX_MIME_TYPE } from '@portal/api/xlsx';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The mass sample files (spec 02 §7 "Mass sample link list (types wire, p2p, eft, creditCard, globalPay,
 * cryptoEft)"): a CSV and an .xlsx per type, and for wires a pain.001 (issue 51 item 4), made from the same rows.
 * Every row passes the rules of `@portal/api/mass` for an EUR account (the global-pay one those of global pay's
 * upload), so a customer can send a sample as it is, or fill it in.
 */

const FORMATS: readonly MassSampleFormat[] = ['csv', 'xlsx'];
/** The formats of a type: a pain.001 holds credit transfers to IBANs, so only the wire samples have one. */
const formatsOf = (type: MassSampleLinkType): readonly MassSampleFormat[] =>
  type === 'wire' ? [...FORMATS, 'xml'] : FORMATS;

/** The mass method of each sample type; global pay has its own columns (global-pay/service.ts). */
const METHOD_OF: Readonly<Record<Exclude<MassSampleLinkType, 'globalPay'>, MassMethod>> = {
  wire: 'wire',
  p2p: 'p2p',
  eft: 'eft',
  creditCard: 'oct',
  cryptoEft: 'digital',
};

const ROWS: Readonly<Record<Exclude<MassSampleLinkType, 'globalPay'>, Record<string, string>[]>> = {
  wire: [
    {
      beneficiaryName: 'Greta Hoffmann',
      iban: 'DE89370400440532013000',
      swift: 'COBADEFFXXX',
      amount: '120.00',
      currency: 'EUR',
      description: 'Invoice 2031',
    },
    {
      beneficiaryName: 'Lucas Martin',
      iban: 'FR1420041010050500013M02606',
      swift: 'BNPAFRPPXXX',
      amount: '75.50',
      currency: 'EUR',
      description: 'Commission October',
    },
    {
      beneficiaryName: 'Sofia Rossi',
      iban: 'IT60X0542811101000000123456',
      swift: 'BCITITMM',
      amount: '310.00',
      currency: 'EUR',
      description: 'Refund order 884',
    },
  ],
  p2p: [
    { email: 'pia.payee@demo.test', amount: '25.00', currency: 'EUR', note: 'Thank you' },
    { email: 'anna.simple@demo.test', amount: '10.00', currency: 'EUR', note: 'Referral bonus' },
  ],
  eft: [
    {
      beneficiaryName: 'João Silva',
      accountNumber: '12345678',
      bankCode: '001',
      branchCode: '1234',
      countryCode: 'BR',
      amount: '90.00',
      currency: 'EUR',
      description: 'Services',
    },
    {
      beneficiaryName: 'Emma Clarke',
      accountNumber: '31926819',
      bankCode: '',
      branchCode: '',
      countryCode: 'GB',
      amount: '45.00',
      currency: 'EUR',
      description: 'Expenses',
    },
  ],
  creditCard: [
    {
      cardNumber: '5228401234567894',
      beneficiaryName: 'Maria Garcia',
      amount: '60.00',
      currency: 'EUR',
      description: 'Payout',
    },
    {
      cardNumber: '4894151234567891',
      beneficiaryName: 'Jan Novak',
      amount: '35.00',
      currency: 'EUR',
      description: 'Payout',
    },
  ],
  cryptoEft: [
    {
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      network: 'ETH',
      amount: '150.00',
      currency: 'EUR',
      description: 'Supplier',
    },
  ],
};

/** Global pay's upload columns (global-pay/batch-file.ts readBatchFile). */
const GLOBAL_PAY_ROWS: string[][] = [
  ['beneficiaryName', 'beneficiaryEmail', 'beneficiaryCountryCode', 'amount', 'description'],
  ['Ana Costa', 'ana.costa@example.com', 'PT', '80.00', 'Freelance work'],
  ['Tomás Ruiz', 'tomas.ruiz@example.com', 'ES', '120.00', 'Translation'],
];

/** A sample's rows as cells, the header first. */
export function sampleCells(type: MassSampleLinkType): string[][] {
  if (type === 'globalPay') return GLOBAL_PAY_ROWS;
  const keys = MASS_COLUMNS[METHOD_OF[type]].map((column) => column.key);
  return [keys, ...ROWS[type].map((row) => keys.map((key) => row[key] ?? ''))];
}

/** A sample as CSV text. */
export function sampleCsv(type: MassSampleLinkType): string {
  if (type === 'globalPay') return `${GLOBAL_PAY_ROWS.map((row) => row.join(',')).join('\r\n')}\r\n`;
  return massRowsToCsv(
    METHOD_OF[type],
    ROWS[type].map((values) => ({ values })),
  );
}

/**
 * The wire sample as a pain.001.001.09 (issue 51 item 4): its rows in one payment block from a made-up debtor, the
 * control figures counted and summed in decimal.
 */
export function samplePain001(): string {
  return writePain001(ROWS.wire, {
    version: '001.001.09',
    messageId: 'SAMPLE-WIRE-1',
    createdAt: '2025-01-06T09:00:00',
    executionDate: '2025-01-07',
    debtor: { name: 'Example Company Ltd', iban: 'GB29NWBK60161331926819', bic: 'NWBKGB2L' },
  });
}

/** The links of one type, or of every type. */
export function sampleLinks(type?: MassSampleLinkType): MassSampleLink[] {
  return (type ? [type] : MASS_SAMPLE_LINK_TYPES).flatMap((each) =>
    formatsOf(each).map((format) => ({ type: each, format, url: `${MASS_SAMPLE_PATH}/${each}.${format}` })),
  );
}

/** `GET {MASS_SAMPLE_PATH}/{type}.{format}`: the files themselves; anything else is a 404. */
export const massSampleRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    `${MASS_SAMPLE_PATH}/:file`,
    { config: { answers: 'file' } },
    async (request, reply) => {
      const match = /^(\w+)\.(csv|xlsx|xml)$/.exec(request.params.file);
      const type = match?.[1] as MassSampleLinkType | undefined;
      const format = match?.[2] as MassSampleFormat | undefined;
      if (
        !type ||
        !format ||
        !(MASS_SAMPLE_LINK_TYPES as readonly string[]).includes(type) ||
        !formatsOf(type).includes(format)
      )
        return reply.code(404).send({ responseCode: 'NF', responseDescription: 'Not found' });
      const name = `mass-sample-${type}.${format}`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      if (format === 'xml') return reply.type('application/xml; charset=utf-8').send(samplePain001());
      if (format === 'xlsx')
        return reply.type(XLSX_MIME_TYPE).send(Buffer.from(writeXlsx(sampleCells(type))));
      return reply.type('text/csv; charset=utf-8').send(sampleCsv(type));
    },
  );
};
