import type { AuthTexts } from './en';

const ro: AuthTexts = {
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
    flowUnavailable:
      'Această metodă de autentificare nu poate fi finalizată în această versiune. Folosiți aplicația mobilă.',
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

export default ro;
