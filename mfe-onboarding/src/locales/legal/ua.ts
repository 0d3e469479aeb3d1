import type { LegalTexts } from './en';

const ua: LegalTexts = {
  title: 'Правова інформація',
  description: 'Договори та правила, що діють для вашого рахунку. Будь-який із них можна завантажити у PDF.',
  loading: 'Завантаження ваших документів…',
  empty: 'Для вашого рахунку поки немає документів.',
  kinds: {
    termsAndConditions: 'Умови обслуговування',
    privacyPolicy: 'Політика конфіденційності',
    feeSchedule: 'Тарифи',
    cardholderAgreement: 'Договір держателя картки',
    businessAgreement: 'Договір бізнес-рахунку',
  },
  version: 'Версія {{version}}, діє з {{date}}',
  agreed: 'Прийнято вами {{date}}',
  forInformation: 'Для відома',
  download: 'Завантажити PDF',
  downloading: 'Готуємо PDF…',
  downloaded: '{{document}}: завантажено.',
  downloadFailed: 'Не вдалося завантажити документ «{{document}}». Спробуйте ще раз.',
};

export default ua;
