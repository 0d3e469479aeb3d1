import type { AuthTexts } from './en';

const ru: AuthTexts = {
  login: {
    title: 'Вход в {{brand}}',
    subtitle: 'С возвращением. Введите e-mail и пароль.',
    email: 'E-mail',
    password: 'Пароль',
    showPassword: 'Показать',
    hidePassword: 'Скрыть',
    submit: 'Войти',
    codeTitle: 'Подтвердите, что это вы',
    otpIntro: 'Введите 6-значный код из приложения-аутентификатора.',
    smsIntro: 'Мы отправили код на {{phone}}. Введите код из сообщения № {{smsId}}.',
    code: 'Одноразовый код',
    verify: 'Подтвердить и войти',
    back: 'Назад',
    flowUnavailable:
      'Этот способ входа недоступен в данной версии портала. Воспользуйтесь мобильным приложением.',
    noAccount: 'Впервые у нас?',
    register: 'Открыть счёт',
    errors: {
      emailRequired: 'Введите адрес e-mail',
      emailInvalid: 'Введите корректный e-mail, например name@example.com',
      passwordRequired: 'Введите пароль',
      codeRequired: 'Введите код',
      codeFormat: 'Код состоит из 6 цифр',
    },
  },
};

export default ru;
