import type { ExportsTexts } from './en';

const ua: ExportsTexts = {
  title: 'Вивантаження в CSV',
  text: 'У файл потраплять саме ті операції, які відібрано фільтром на екрані.',
  deliveryLegend: 'Як ви хочете отримати файл?',
  delivery: { download: 'Завантажити зараз', email: 'Надіслати на e-mail' },
  email: 'Адреса e-mail',
  emailInvalid: 'Введіть коректний e-mail, наприклад name@example.com',
  start: 'Почати вивантаження',
  running: 'Готуємо файл. Для довгої історії це може зайняти трохи часу.',
  progressLabel: 'Перебіг вивантаження',
  progress: '{{progress}}% · записано рядків: {{rows}}',
  cancel: 'Скасувати вивантаження',
  ready: 'Вивантаження готове',
  downloadStarted: 'Завантаження {{fileName}} розпочато (рядків: {{rows}}).',
  downloadAgain: 'Завантажити ще раз',
  sending: 'Надсилаємо файл…',
  emailSent: 'Ми надіслали файл на {{email}} (рядків: {{rows}}).',
  emailFailed: 'Не вдалося надіслати файл',
  failed: 'Вивантаження не завершилося',
  serverFailed: 'Сервер не зміг підготувати файл. Спробуйте ще раз.',
  tryAgain: 'Спробувати ще раз',
  openFailed: 'Не вдалося відкрити вивантаження',
};

export default ua;
