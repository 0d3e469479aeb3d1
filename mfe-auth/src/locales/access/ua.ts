import type { AuthTexts } from './en';

const ua: AuthTexts = {
  login: {
    title: 'Вхід до {{brand}}',
    subtitle: 'З поверненням. Введіть e-mail і пароль.',
    email: 'E-mail',
    password: 'Пароль',
    showPassword: 'Показати',
    hidePassword: 'Сховати',
    submit: 'Увійти',
    codeTitle: 'Підтвердьте, що це ви',
    otpIntro: 'Введіть 6-значний код із застосунку-автентифікатора.',
    smsIntro: 'Ми надіслали код на {{phone}}. Введіть код із повідомлення № {{smsId}}.',
    code: 'Одноразовий код',
    verify: 'Підтвердити й увійти',
    back: 'Назад',
    flowUnavailable:
      'Цей спосіб входу недоступний у цій версії порталу. Скористайтеся мобільним застосунком.',
    noAccount: 'Вперше у нас?',
    register: 'Відкрити рахунок',
    errors: {
      emailRequired: 'Введіть адресу e-mail',
      emailInvalid: 'Введіть коректний e-mail, наприклад name@example.com',
      passwordRequired: 'Введіть пароль',
      codeRequired: 'Введіть код',
      codeFormat: 'Код містить 6 цифр',
    },
  },
};

export default ua;
