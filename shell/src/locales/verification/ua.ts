import type { ShellVerificationTexts } from './en';

const ua: ShellVerificationTexts = {
  limited: {
    title: 'Ваш рахунок обмежено.',
    text: 'Деякі послуги призупинено, доки ми не отримаємо запитані документи.',
    link: 'Подивитися, що потрібно',
  },
  duplicateDocuments: {
    title: 'Ми знайшли такі самі документи в іншому рахунку.',
    text: 'Завантажте, будь ласка, свої документи ще раз.',
    link: 'Перейти до перевірки',
  },
  duplicateDocumentsUploaded: {
    title: 'Ваші нові документи перевіряються.',
    text: 'Ми повідомимо, коли перевірку повторюваних документів буде завершено.',
    link: 'Перейти до перевірки',
  },
  cardDocumentRequired: {
    title: 'Потрібен документ для картки.',
    text: 'Завантажте його, щоб ми могли випустити картку.',
    link: 'Перейти до перевірки',
  },
  unverified: {
    title: 'Ваш рахунок ще не перевірено.',
    text: 'Завершіть перевірку, щоб користуватися всіма послугами.',
    link: 'Подивитися, що залишилося',
  },
  requiredActions: {
    title: 'Потрібна дія щодо рахунку.',
    text_one: '{{count}} завдання: {{actions}}.',
    text_few: '{{count}} завдання: {{actions}}.',
    text_many: '{{count}} завдань: {{actions}}.',
    text_other: '{{count}} завдання: {{actions}}.',
    link: 'Перейти до перевірки',
  },
  actions: {
    fatca: 'самосертифікація податкового резидентства',
    address: 'підтвердження адреси',
    proofOfResidence: 'підтвердження проживання',
    identity: 'документ, що посвідчує особу',
    phone: 'підтвердження телефону',
    videoIdentity: 'відеоідентифікація',
  },
};

export default ua;
