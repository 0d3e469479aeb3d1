import type { ExportsTexts } from './en';

const ru: ExportsTexts = {
  title: 'Выгрузка в CSV',
  text: 'В файл попадут ровно те операции, что отобраны фильтром на экране.',
  deliveryLegend: 'Как вы хотите получить файл?',
  delivery: { download: 'Скачать сейчас', email: 'Отправить на e-mail' },
  email: 'Адрес e-mail',
  emailInvalid: 'Введите корректный e-mail, например name@example.com',
  start: 'Начать выгрузку',
  running: 'Готовим файл. Для длинной истории это может занять немного времени.',
  progressLabel: 'Ход выгрузки',
  progress: '{{progress}}% · записано строк: {{rows}}',
  cancel: 'Отменить выгрузку',
  ready: 'Выгрузка готова',
  downloadStarted: 'Скачивание {{fileName}} началось (строк: {{rows}}).',
  downloadAgain: 'Скачать ещё раз',
  sending: 'Отправляем файл…',
  emailSent: 'Мы отправили файл на {{email}} (строк: {{rows}}).',
  emailFailed: 'Не удалось отправить файл',
  failed: 'Выгрузка не завершилась',
  serverFailed: 'Сервер не смог подготовить файл. Попробуйте ещё раз.',
  tryAgain: 'Попробовать ещё раз',
  openFailed: 'Не удалось открыть выгрузку',
};

export default ru;
