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
  errors: {
    serverUnavailable: 'Сервер недоступен',
    network: 'Нет соединения. Проверьте сеть и повторите попытку.',
    noResponse: 'Сервер не ответил. Повторите попытку.',
    unknown: 'Что-то пошло не так. Повторите попытку.',
    title: 'Ошибка',
  },
};

export default ru;
