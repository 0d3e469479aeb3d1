import type { CommonTexts } from './en';

const ru: CommonTexts = {
  layout: {
    skipToContent: 'Перейти к содержимому',
    mainMenu: 'Главное меню',
    openMenu: 'Открыть меню',
    closeMenu: 'Закрыть меню',
    language: 'Язык',
    signOut: 'Выйти',
    signedInAs: 'Вы вошли как {{name}}',
    footerRights: '© {{year}} {{company}}. Все права защищены.',
    privacy: 'Политика конфиденциальности',
    terms: 'Условия обслуживания',
    fees: 'Тарифы',
    support: 'Поддержка: {{email}}',
    secureConnection: 'Защищённое соединение',
  },
  menu: {
    admin: 'Обзор администратора',
    home: 'Счета',
    cards: 'Карты',
    transfers: 'Переводы',
    history: 'История',
    statements: 'Выписки',
    messages: 'Поддержка',
    security: 'Безопасность',
    merchant: 'Мерчант',
    profile: 'Профиль',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'Страница, которую вы ищете, не существует или была перемещена.',
    home: 'На главную',
  },
  areaUnavailable: {
    title: 'Этот раздел сейчас недоступен',
    text: 'Не удалось загрузить эту часть портала. Остальные разделы продолжают работать.',
    retry: 'Повторить',
    retrying: 'Повторяем…',
  },
  loading: 'Загрузка…',
  close: 'Закрыть',
  ok: 'ОК',
  idle: {
    title: 'Вы ещё здесь?',
    text: 'В целях безопасности сеанс завершится через {{seconds}} с.',
    stay: 'Остаться в системе',
    signOut: 'Выйти сейчас',
  },
  sessionEnded: {
    idle: 'Сеанс завершён после 15 минут бездействия.',
    refreshFailed: 'Сеанс истёк. Войдите снова.',
    expired: 'Сеанс истёк. Войдите снова.',
  },
  messages: {
    successTitle: 'Готово',
    infoTitle: 'Информация',
    emailConfirmed: 'Ваш адрес электронной почты подтверждён!',
    emailConfirmFailed: 'Произошла ошибка. Пожалуйста, свяжитесь с нами.',
  },
  tokenErrors: {
    badStatus: '[get token error] bad status',
    unknown: '[get token error] unknow error',
    strange: '[get token error] strange error',
  },
  companyChoice: {
    title: 'Выберите компанию',
    text: 'У вас есть доступ к нескольким компаниям. С какой вы хотите работать?',
    rights: {
      0: 'Нет доступа',
      1: 'Только чтение',
      2: 'Полный доступ',
      3: 'Может инициировать',
      4: 'Подтверждён',
      5: 'Загрузка файлов',
    },
  },
  customApi: {
    title: 'Свой адрес сервера',
    url: 'Базовый URL сервера',
    use: 'Использовать этот адрес',
    cancel: 'Отмена',
    invalid: 'Введите адрес http или https',
    unreachable: 'Адрес не прошёл проверку. Проверьте его и попробуйте снова.',
  },
  environment: {
    staging: 'Тестовая среда {{index}}',
    custom: 'Свой сервер: {{url}}',
  },
  acting: {
    text: 'Вы действуете от имени клиента {{customerId}}.',
    stop: 'Прекратить',
  },
  errors: {
    serverUnavailable: 'Сервер недоступен',
    network: 'Нет соединения. Проверьте сеть и повторите попытку.',
    noResponse: 'Сервер не ответил. Повторите попытку.',
    unknown: 'Что-то пошло не так. Повторите попытку.',
    title: 'Ошибка',
  },
};

export default ru;
