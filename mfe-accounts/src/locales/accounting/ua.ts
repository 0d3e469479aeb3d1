import type { AccountingTexts } from './en';

const ua: AccountingTexts = {
  title: 'Вивантаження для бухгалтерської програми',
  intro: 'Проведені операції за рахунком за період — у файлі, який завантажить ваша бухгалтерська програма.',
  formatLegend: 'Формат',
  formats: {
    csv: { label: 'CSV', hint: 'Операції за фільтром на екрані, для електронних таблиць' },
    camt053: {
      label: 'camt.053',
      hint: 'XML ISO 20022, стандарт європейських банків і ERP',
      tooPrecise:
        'Недоступно для {{currency}}: суми в camt.053 мають не більше 5 знаків після коми. Оберіть MT940 або OFX.',
    },
    mt940: { label: 'MT940', hint: 'Текст SWIFT, його читає більшість ERP' },
    ofx: { label: 'OFX', hint: 'Quicken, Money, Xero, …' },
    qbo: { label: 'QBO', hint: 'QuickBooks' },
  },
  periodLegend: 'Період',
  periods: { month: 'Календарний місяць', range: 'Довільні дати' },
  month: 'Місяць',
  monthSoFar: '{{month}} (по сьогодні)',
  fromDate: 'З',
  toDate: 'По (включно)',
  rangeHint: 'До 12 місяців, не пізніше сьогоднішнього дня.',
  errorsTitle: 'Вивантаження поки не можна почати',
  errors: {
    accountMissing: 'Оберіть рахунок для вивантаження.',
    monthMissing: 'Оберіть місяць, що вже почався.',
    fromMissing: 'Вкажіть перший день періоду.',
    toMissing: 'Вкажіть останній день періоду.',
    dateInvalid: 'Вкажіть правильну дату.',
    fromFuture: 'Перший день не може бути пізніше сьогоднішнього.',
    toFuture: 'Останній день не може бути пізніше сьогоднішнього.',
    dateOrder: 'Останній день не може бути раніше за перший.',
    periodTooLong: 'Період — не більше 12 місяців: завершіть його не пізніше {{date}}.',
  },
};

export default ua;
