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
  periodLegend: 'Período',
  periods: { month: 'Um mês civil', range: 'Datas à sua escolha' },
  month: 'Mês',
  monthSoFar: '{{month}} (até hoje)',
  fromDate: 'De',
  toDate: 'Até (inclusive)',
  rangeHint: 'Até 12 meses, terminando hoje, no máximo.',
  errorsTitle: 'A exportação ainda não pode começar',
  errors: {
    accountMissing: 'Escolha a conta a exportar.',
    monthMissing: 'Escolha um mês que já tenha começado.',
    fromMissing: 'Indique o primeiro dia do período.',
    toMissing: 'Indique o último dia do período.',
    dateInvalid: 'Indique uma data válida.',
    fromFuture: 'O primeiro dia não pode ser posterior a hoje.',
    toFuture: 'O último dia não pode ser posterior a hoje.',
    dateOrder: 'O último dia não pode ser anterior ao primeiro.',
    periodTooLong: 'Um período tem no máximo 12 meses: termine-o o mais tardar a {{date}}.',
  },
};

export default pt;
