import type { NamespaceTexts } from '@portal/i18n/i18n';

const en = {
  login: {
    title: 'Sign in to {{brand}}',
    subtitle: 'Welcome back. Enter your e-mail and password.',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Show',
    hidePassword: 'Hide',
    submit: 'Sign in',
    codeTitle: 'Confirm it is you',
    otpIntro: 'Enter the 6-digit code from your authenticator.',
    smsIntro: 'We sent a code to {{phone}}. Enter the code from message #{{smsId}}.',
    code: 'One-time code',
    verify: 'Confirm and sign in',
    back: 'Back',
    flowUnavailable: 'This sign-in method cannot be completed in this version of the portal. Please use the mobile app.',
    noAccount: 'New here?',
    register: 'Open an account',
    errors: {
      emailRequired: 'Enter your e-mail address',
      emailInvalid: 'Enter a valid e-mail address, like name@example.com',
      passwordRequired: 'Enter your password',
      codeRequired: 'Enter the code',
      codeFormat: 'The code has 6 digits',
    },
  },
};

type Texts = typeof en;

const es: Texts = {
  login: {
    title: 'Inicie sesión en {{brand}}',
    subtitle: 'Bienvenido de nuevo. Introduzca su correo y contraseña.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar',
    hidePassword: 'Ocultar',
    submit: 'Iniciar sesión',
    codeTitle: 'Confirme que es usted',
    otpIntro: 'Introduzca el código de 6 dígitos de su autenticador.',
    smsIntro: 'Enviamos un código a {{phone}}. Introduzca el código del mensaje n.º {{smsId}}.',
    code: 'Código de un solo uso',
    verify: 'Confirmar e iniciar sesión',
    back: 'Atrás',
    flowUnavailable: 'Este método de acceso no puede completarse en esta versión del portal. Use la aplicación móvil.',
    noAccount: '¿Es nuevo?',
    register: 'Abrir una cuenta',
    errors: {
      emailRequired: 'Introduzca su correo electrónico',
      emailInvalid: 'Introduzca un correo válido, como nombre@ejemplo.com',
      passwordRequired: 'Introduzca su contraseña',
      codeRequired: 'Introduzca el código',
      codeFormat: 'El código tiene 6 dígitos',
    },
  },
};

const ro: Texts = {
  login: {
    title: 'Autentificare în {{brand}}',
    subtitle: 'Bine ați revenit. Introduceți e-mailul și parola.',
    email: 'E-mail',
    password: 'Parolă',
    showPassword: 'Arată',
    hidePassword: 'Ascunde',
    submit: 'Autentificare',
    codeTitle: 'Confirmați că sunteți dumneavoastră',
    otpIntro: 'Introduceți codul de 6 cifre din aplicația de autentificare.',
    smsIntro: 'Am trimis un cod la {{phone}}. Introduceți codul din mesajul nr. {{smsId}}.',
    code: 'Cod unic',
    verify: 'Confirmă și autentifică-te',
    back: 'Înapoi',
    flowUnavailable: 'Această metodă de autentificare nu poate fi finalizată în această versiune. Folosiți aplicația mobilă.',
    noAccount: 'Sunteți nou?',
    register: 'Deschideți un cont',
    errors: {
      emailRequired: 'Introduceți adresa de e-mail',
      emailInvalid: 'Introduceți o adresă validă, de ex. nume@exemplu.com',
      passwordRequired: 'Introduceți parola',
      codeRequired: 'Introduceți codul',
      codeFormat: 'Codul are 6 cifre',
    },
  },
};

const ru: Texts = {
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
    flowUnavailable: 'Этот способ входа недоступен в данной версии портала. Воспользуйтесь мобильным приложением.',
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

const ua: Texts = {
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
    flowUnavailable: 'Цей спосіб входу недоступний у цій версії порталу. Скористайтеся мобільним застосунком.',
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

const pt: Texts = {
  login: {
    title: 'Iniciar sessão em {{brand}}',
    subtitle: 'Bem-vindo de volta. Introduza o seu e-mail e palavra-passe.',
    email: 'E-mail',
    password: 'Palavra-passe',
    showPassword: 'Mostrar',
    hidePassword: 'Ocultar',
    submit: 'Iniciar sessão',
    codeTitle: 'Confirme que é você',
    otpIntro: 'Introduza o código de 6 dígitos do seu autenticador.',
    smsIntro: 'Enviámos um código para {{phone}}. Introduza o código da mensagem n.º {{smsId}}.',
    code: 'Código único',
    verify: 'Confirmar e iniciar sessão',
    back: 'Voltar',
    flowUnavailable: 'Este método de acesso não pode ser concluído nesta versão do portal. Use a aplicação móvel.',
    noAccount: 'É novo?',
    register: 'Abrir uma conta',
    errors: {
      emailRequired: 'Introduza o seu e-mail',
      emailInvalid: 'Introduza um e-mail válido, como nome@exemplo.com',
      passwordRequired: 'Introduza a sua palavra-passe',
      codeRequired: 'Introduza o código',
      codeFormat: 'O código tem 6 dígitos',
    },
  },
};

export const AUTH_TEXTS: NamespaceTexts = { en, es, ro, ru, ua, pt };
