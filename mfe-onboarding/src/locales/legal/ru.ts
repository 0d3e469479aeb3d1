import type { LegalTexts } from './en';

const ru: LegalTexts = {
  title: 'Правовая информация',
  description: 'Договоры и правила, действующие для вашего счёта. Любой из них можно скачать в PDF.',
  loading: 'Загрузка ваших документов…',
  empty: 'Для вашего счёта пока нет документов.',
  kinds: {
    termsAndConditions: 'Условия обслуживания',
    privacyPolicy: 'Политика конфиденциальности',
    feeSchedule: 'Тарифы',
    cardholderAgreement: 'Договор держателя карты',
    businessAgreement: 'Договор бизнес-счёта',
  },
  version: 'Версия {{version}}, действует с {{date}}',
  agreed: 'Принято вами {{date}}',
  forInformation: 'Для сведения',
  download: 'Скачать PDF',
  downloading: 'Готовим PDF…',
  downloaded: '{{document}}: скачано.',
  downloadFailed: 'Не удалось скачать документ «{{document}}». Попробуйте ещё раз.',
};

export default ru;
