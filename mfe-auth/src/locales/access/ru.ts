import type { AccessTexts } from './en';

const ru: AccessTexts = {
  login: {
    stepTitles: {
      migrationSoft: 'Перейдите на подтверждение в приложении',
      scpEnable: 'Включите подтверждение в приложении',
      scpMigrate: 'Перенесите подтверждение входа в приложение',
    },
    title: 'Вход в {{brand}}',
    subtitle: 'С возвращением. Введите e-mail и пароль.',
    email: 'E-mail',
    password: 'Пароль',
    showPassword: 'Показать',
    hidePassword: 'Скрыть',
    submit: 'Войти',
    forgotPassword: 'Забыли пароль?',
    employeeNote:
      'Этот адрес принадлежит сотруднику компании: вы войдёте в бизнес-аккаунт вашего работодателя.',
    codeTitle: 'Подтвердите, что это вы',
    otpIntro: 'Введите 6-значный код из приложения-аутентификатора.',
    smsIntro: 'Мы отправили код в SMS на номер {{phone}}.',
    smsId: 'Введите код из сообщения № {{smsId}}.',
    code: 'Одноразовый код',
    verify: 'Подтвердить и войти',
    back: 'Назад',
    pushTitle: 'Подтвердите вход на телефоне',
    pushIntro:
      'Мы отправили запрос на вход в приложение {{brand}}. Подтвердите его там или отсканируйте этот код телефоном, чтобы открыть запрос.',
    pushQr: 'QR-код, открывающий запрос на вход в приложении {{brand}}',
    onThisPhone: 'Вы на телефоне?',
    openInApp: 'Открыть в приложении',
    devicesTitle: 'Ваши устройства',
    deviceTypes: { android: 'Android', ios: 'iPhone' },
    deviceActivity: 'Последняя активность: {{date}}',
    waiting: 'Ожидаем вашего подтверждения…',
    resend: 'Отправить ещё раз',
    resent: 'Мы повторно отправили запрос на ваш телефон.',
    approvedSigningIn: 'Подтверждено. Выполняем вход…',
    requestExpired: 'Срок действия запроса на вход истёк. Войдите снова.',
    rejectedTitle: 'Вход отклонён',
    approvalFailed: 'Не удалось завершить вход. Пожалуйста, войдите снова.',
    backToSignIn: 'Вернуться ко входу',
    verifyDeviceTitle: 'Подтвердите новый браузер',
    verifyDeviceIntro:
      'Вы входите из браузера, который нам ещё не знаком. Откройте приложение {{brand}} на телефоне и подтвердите этот браузер.',
    loadingStep: 'Загрузка…',
    signingInAgain: 'Выполняем вход снова…',
    noAccount: 'Впервые у нас?',
    register: 'Открыть счёт',
    passkeySignIn: 'Использовать ключ доступа',
    passkeyNotUsedTitle: 'Ключ доступа не использован',
    passkeyNotUsed:
      'Ключ доступа не был использован: запрос браузера отменён или в этом браузере нет ключа доступа для этого сайта. Ключ доступа работает только на сайте, где он был добавлен.',
    errors: {
      emailRequired: 'Введите адрес e-mail',
      emailInvalid: 'Введите корректный e-mail, например name@example.com',
      passwordRequired: 'Введите пароль',
      codeRequired: 'Введите код',
      codeFormat: 'Код состоит из 6 цифр',
    },
  },
  formErrors: {
    emailRequired: 'Введите адрес e-mail',
    emailInvalid: 'Введите корректный e-mail, например name@example.com',
    codeRequired: 'Введите код',
    passwordRequired: 'Введите пароль',
    passwordRules: 'Пароль не соответствует правилам ниже',
    repeatRequired: 'Введите пароль ещё раз',
    passwordsDiffer: 'Пароли не совпадают',
  },
};

export default ru;
