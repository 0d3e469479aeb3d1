import type { AccountingTexts } from './en';

const pt: AccountingTexts = {
  title: 'Exportar para software de contabilidade',
  intro:
    'Os movimentos lançados de uma conta num período, num ficheiro que o seu software de contabilidade importa.',
  formatLegend: 'Formato',
  formats: {
    csv: { label: 'CSV', hint: 'Os movimentos do filtro no ecrã, para folhas de cálculo' },
    camt053: {
      label: 'camt.053',
      hint: 'XML ISO 20022, o padrão dos bancos e ERP europeus',
      tooPrecise:
        'Indisponível para {{currency}}: os valores do camt.053 têm no máximo 5 casas decimais. Escolha MT940 ou OFX.',
    },
    mt940: { label: 'MT940', hint: 'Texto SWIFT, lido pela maioria dos ERP' },
    ofx: { label: 'OFX', hint: 'Quicken, Money, Xero, …' },
    qbo: { label: 'QBO', hint: 'QuickBooks' },
  },
  unavailable: {
    currencyCode:
      'Indisponível para {{currency}}: os formatos contabilísticos usam códigos de moeda de três letras.',
  },
  periodLegend: 'Período',
  periods: { month: 'Um mês civil', range: 'Datas à sua escolha' },
  month: 'Mês',
  monthSoFar: '{{month}} (até ontem)',
  fromDate: 'De',
  toDate: 'Até (inclusive)',
  rangeHint:
    'Até 12 meses, terminando ontem, no máximo: um extrato abrange dias já terminados. Os dias são contados em UTC.',
  errorsTitle: 'A exportação ainda não pode começar',
  errors: {
    accountMissing: 'Escolha a conta a exportar.',
    monthMissing: 'Escolha um mês que já tenha começado.',
    fromMissing: 'Indique o primeiro dia do período.',
    toMissing: 'Indique o último dia do período.',
    dateInvalid: 'Indique uma data válida.',
    fromNotEnded: 'O primeiro dia tem de ser ontem ou antes: um extrato abrange dias já terminados.',
    toNotEnded: 'O último dia tem de ser ontem ou antes: um extrato abrange dias já terminados.',
    dateOrder: 'O último dia não pode ser anterior ao primeiro.',
    periodTooLong: 'Um período tem no máximo 12 meses: termine-o o mais tardar a {{date}}.',
    noFormat:
      'Nenhum formato contabilístico suporta {{currency}}: usam códigos de moeda de três letras. Escolha outra conta.',
  },
};

export default pt;
