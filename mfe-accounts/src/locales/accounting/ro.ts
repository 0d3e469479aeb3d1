import type { AccountingTexts } from './en';

const ro: AccountingTexts = {
  title: 'Export pentru programe de contabilitate',
  intro:
    'Tranzacțiile înregistrate ale unui cont într-o perioadă, într-un fișier pe care programul dumneavoastră de contabilitate îl poate importa.',
  formatLegend: 'Format',
  formats: {
    csv: { label: 'CSV', hint: 'Tranzacțiile din filtrul afișat, pentru foi de calcul' },
    camt053: {
      label: 'camt.053',
      hint: 'XML ISO 20022, standardul băncilor și ERP-urilor europene',
      tooPrecise: 'Nu pentru {{currency}}: sumele camt.053 au cel mult 5 zecimale. Alegeți MT940 sau OFX.',
    },
    mt940: { label: 'MT940', hint: 'Text SWIFT, citit de majoritatea ERP-urilor' },
    ofx: { label: 'OFX', hint: 'Quicken, Money, Xero, …' },
    qbo: { label: 'QBO', hint: 'QuickBooks' },
  },
  unavailable: {
    currencyCode: 'Nu pentru {{currency}}: formatele contabile folosesc coduri de monedă din trei litere.',
  },
  periodLegend: 'Perioadă',
  periods: { month: 'O lună calendaristică', range: 'Date alese de dumneavoastră' },
  month: 'Luna',
  monthSoFar: '{{month}} (până ieri)',
  fromDate: 'De la',
  toDate: 'Până la (inclusiv)',
  rangeHint:
    'Până la 12 luni, cel târziu până ieri: un extras cuprinde zile încheiate. Zilele se socotesc în UTC.',
  errorsTitle: 'Exportul nu poate începe încă',
  errors: {
    accountMissing: 'Alegeți contul de exportat.',
    monthMissing: 'Alegeți o lună care a început.',
    fromMissing: 'Introduceți prima zi a perioadei.',
    toMissing: 'Introduceți ultima zi a perioadei.',
    dateInvalid: 'Introduceți o dată validă.',
    fromNotEnded: 'Prima zi trebuie să fie cel târziu ieri: un extras cuprinde zile încheiate.',
    toNotEnded: 'Ultima zi trebuie să fie cel târziu ieri: un extras cuprinde zile încheiate.',
    dateOrder: 'Ultima zi nu poate fi înaintea primei zile.',
    periodTooLong: 'O perioadă are cel mult 12 luni: încheiați-o cel târziu pe {{date}}.',
    noFormat:
      'Niciun format contabil nu acceptă {{currency}}: folosesc coduri de monedă din trei litere. Alegeți alt cont.',
  },
};

export default ro;
