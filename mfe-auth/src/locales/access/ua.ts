import type { AccessTexts } from './en';

const ua: AccessTexts = {
  login: {
    stepTitles: {
      migrationSoft: 'Перейдіть на підтвердження в застосунку',
      scpEnable: 'Увімкніть підтвердження в застосунку',
      scpMigrate: 'Перенесіть підтвердження входу до застосунку',
    },
    title: 'Вхід до {{brand}}',
    subtitle: 'З поверненням. Введіть e-mail і пароль.',
    email: 'E-mail',
    password: 'Пароль',
    showPassword: 'Показати',
    hidePassword: 'Сховати',
    submit: 'Увійти',
    forgotPassword: 'Забули пароль?',
    employeeNote:
      'Ця адреса належить працівникові компанії: ви увійдете до бізнес-акаунта вашого роботодавця.',
    codeTitle: 'Підтвердьте, що це ви',
    otpIntro: 'Введіть 6-значний код із застосунку-автентифікатора.',
    smsIntro: 'Ми надіслали код у SMS на номер {{phone}}.',
    smsId: 'Введіть код із повідомлення № {{smsId}}.',
    code: 'Одноразовий код',
    verify: 'Підтвердити й увійти',
    back: 'Назад',
    pushTitle: 'Підтвердьте вхід на телефоні',
    pushIntro:
      'Ми надіслали запит на вхід у застосунок {{brand}}. Підтвердьте його там або відскануйте цей код телефоном, щоб відкрити запит.',
    pushQr: 'QR-код, що відкриває запит на вхід у застосунку {{brand}}',
    onThisPhone: 'Ви на телефоні?',
    openInApp: 'Відкрити в застосунку',
    devicesTitle: 'Ваші пристрої',
    deviceTypes: { android: 'Android', ios: 'iPhone' },
    deviceActivity: 'Остання активність: {{date}}',
    waiting: 'Очікуємо на ваше підтвердження…',
    resend: 'Надіслати ще раз',
    resent: 'Ми повторно надіслали запит на ваш телефон.',
    approvedSigningIn: 'Підтверджено. Виконуємо вхід…',
    requestExpired: 'Термін дії запиту на вхід минув. Увійдіть знову.',
    rejectedTitle: 'Вхід відхилено',
    approvalFailed: 'Не вдалося завершити вхід. Будь ласка, увійдіть знову.',
    backToSignIn: 'Повернутися до входу',
    verifyDeviceTitle: 'Підтвердьте новий браузер',
    verifyDeviceIntro:
      'Ви входите з браузера, який нам ще не відомий. Відкрийте застосунок {{brand}} на телефоні та підтвердьте цей браузер.',
    loadingStep: 'Завантаження…',
    signingInAgain: 'Виконуємо вхід знову…',
    noAccount: 'Вперше у нас?',
    register: 'Відкрити рахунок',
    passkeySignIn: 'Використати ключ доступу',
    passkeyNotUsedTitle: 'Ключ доступу не використано',
    passkeyNotUsed:
      'Ключ доступу не було використано: запит браузера скасовано або в цьому браузері немає ключа доступу для цього сайту. Ключ доступу працює лише на сайті, де його було додано.',
    errors: {
      emailRequired: 'Введіть адресу e-mail',
      emailInvalid: 'Введіть коректний e-mail, наприклад name@example.com',
      passwordRequired: 'Введіть пароль',
      codeRequired: 'Введіть код',
      codeFormat: 'Код складається з 6 цифр',
    },
  },
  formErrors: {
    emailRequired: 'Введіть адресу e-mail',
    emailInvalid: 'Введіть коректний e-mail, наприклад name@example.com',
    codeRequired: 'Введіть код',
    passwordRequired: 'Введіть пароль',
    passwordRules: 'Пароль не відповідає правилам нижче',
    repeatRequired: 'Введіть пароль ще раз',
    passwordsDiffer: 'Паролі не збігаються',
  },
};

export default ua;
