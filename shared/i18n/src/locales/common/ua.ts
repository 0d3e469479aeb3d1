import type { CommonTexts } from './en';

const ua: CommonTexts = {
  layout: {
    skipToContent: 'Перейти до вмісту',
    mainMenu: 'Головне меню',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    language: 'Мова',
    signOut: 'Вийти',
    signedInAs: 'Ви увійшли як {{name}}',
    footerRights: '© {{year}} {{company}}. Усі права захищено.',
    privacy: 'Політика конфіденційності',
    terms: 'Умови обслуговування',
    fees: 'Тарифи',
    support: 'Підтримка: {{email}}',
    secureConnection: 'Захищене з’єднання',
  },
  menu: {
    admin: 'Огляд адміністратора',
    home: 'Рахунки',
    cards: 'Картки',
    transfers: 'Перекази',
    history: 'Історія',
    statements: 'Виписки',
    messages: 'Підтримка',
    security: 'Безпека',
    merchant: 'Мерчант',
    profile: 'Профіль',
  },
  notFound: {
    title: 'Сторінку не знайдено',
    text: 'Сторінка, яку ви шукаєте, не існує або була переміщена.',
    home: 'На головну',
  },
  areaUnavailable: {
    title: 'Цей розділ зараз недоступний',
    text: 'Не вдалося завантажити цю частину порталу. Інші розділи працюють.',
    retry: 'Спробувати ще',
    retrying: 'Пробуємо ще…',
  },
  loading: 'Завантаження…',
  close: 'Закрити',
  ok: 'Гаразд',
  idle: {
    title: 'Ви ще тут?',
    text: 'З міркувань безпеки сеанс завершиться через {{seconds}} с.',
    stay: 'Залишитися в системі',
    signOut: 'Вийти зараз',
  },
  sessionEnded: {
    idle: 'Сеанс завершено після 15 хвилин бездіяльності.',
    refreshFailed: 'Сеанс закінчився. Увійдіть знову.',
    expired: 'Сеанс закінчився. Увійдіть знову.',
  },
  messages: {
    successTitle: 'Готово',
    infoTitle: 'Інформація',
    emailConfirmed: 'Вашу адресу електронної пошти підтверджено!',
    emailConfirmFailed: 'Сталася помилка. Будь ласка, зверніться до нас.',
  },
  tokenErrors: {
    badStatus: '[get token error] bad status',
    unknown: '[get token error] unknow error',
    strange: '[get token error] strange error',
  },
  companyChoice: {
    title: 'Оберіть компанію',
    text: 'Ви маєте доступ до кількох компаній. З якою ви хочете працювати?',
    rights: {
      0: 'Немає доступу',
      1: 'Лише перегляд',
      2: 'Повний доступ',
      3: 'Може ініціювати',
      4: 'Підтверджено',
      5: 'Завантаження файлів',
    },
  },
  customApi: {
    title: 'Власна адреса сервера',
    url: 'Базова URL-адреса сервера',
    use: 'Використати цю адресу',
    cancel: 'Скасувати',
    invalid: 'Введіть адресу http або https',
    unreachable: 'Адреса не пройшла перевірку. Перевірте її та спробуйте ще раз.',
  },
  environment: {
    staging: 'Тестове середовище {{index}}',
    custom: 'Власний сервер: {{url}}',
  },
  acting: {
    text: 'Ви дієте від імені клієнта {{customerId}}.',
    stop: 'Припинити',
  },
  errors: {
    serverUnavailable: 'Сервер недоступний',
    network: 'Немає з’єднання. Перевірте мережу та спробуйте ще раз.',
    noResponse: 'Сервер не відповів. Спробуйте ще раз.',
    unknown: 'Щось пішло не так. Спробуйте ще раз.',
    title: 'Помилка',
  },
};

export default ua;
