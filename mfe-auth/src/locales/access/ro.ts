import type { AccessTexts } from './en';

const ro: AccessTexts = {
  login: {
    stepTitles: {
      migrationSoft: 'Treceți la aprobarea în aplicație',
      scpEnable: 'Activați aprobarea în aplicație',
      scpMigrate: 'Mutați aprobarea autentificării în aplicație',
    },
    title: 'Autentificare în {{brand}}',
    subtitle: 'Bine ați revenit. Introduceți e-mailul și parola.',
    email: 'E-mail',
    password: 'Parolă',
    showPassword: 'Arătați',
    hidePassword: 'Ascundeți',
    submit: 'Autentificare',
    forgotPassword: 'Ați uitat parola?',
    employeeNote:
      'Această adresă aparține unui angajat al unei companii: vă veți autentifica în contul companiei pentru care lucrați.',
    codeTitle: 'Confirmați că sunteți dvs.',
    otpIntro: 'Introduceți codul de 6 cifre din aplicația de autentificare.',
    smsIntro: 'V-am trimis un cod prin SMS la {{phone}}.',
    smsId: 'Introduceți codul din mesajul nr. {{smsId}}.',
    code: 'Cod de unică folosință',
    verify: 'Confirmați și autentificați-vă',
    back: 'Înapoi',
    pushTitle: 'Aprobați autentificarea pe telefon',
    pushIntro:
      'Am trimis o cerere de autentificare în aplicația {{brand}}. Aprobați-o acolo sau scanați acest cod cu telefonul pentru a o deschide.',
    pushQr: 'Cod QR care deschide cererea de autentificare în aplicația {{brand}}',
    onThisPhone: 'Sunteți pe telefon?',
    openInApp: 'Deschideți în aplicație',
    devicesTitle: 'Dispozitivele dvs.',
    deviceTypes: { android: 'Android', ios: 'iPhone' },
    deviceActivity: 'Ultima activitate: {{date}}',
    waiting: 'Așteptăm aprobarea dvs.…',
    resend: 'Trimiteți din nou',
    resent: 'Am retrimis cererea pe telefonul dvs.',
    approvedSigningIn: 'Aprobat. Vă autentificăm…',
    requestExpired: 'Această cerere de autentificare a expirat. Autentificați-vă din nou.',
    rejectedTitle: 'Autentificarea a fost respinsă',
    approvalFailed: 'Autentificarea nu a putut fi finalizată. Autentificați-vă din nou.',
    backToSignIn: 'Înapoi la autentificare',
    verifyDeviceTitle: 'Aprobați acest browser nou',
    verifyDeviceIntro:
      'Vă autentificați dintr-un browser pe care nu îl cunoaștem încă. Deschideți aplicația {{brand}} pe telefon și aprobați acest browser.',
    loadingStep: 'Se încarcă…',
    signingInAgain: 'Vă autentificăm din nou…',
    noAccount: 'Sunteți nou aici?',
    register: 'Deschideți un cont',
    passkeySignIn: 'Folosiți o cheie de acces',
    passkeyNotUsedTitle: 'Cheia de acces nu a fost folosită',
    passkeyNotUsed:
      'Nu a fost folosită nicio cheie de acces: cererea browserului a fost anulată sau acest browser nu are o cheie de acces pentru acest site. O cheie de acces funcționează doar pe site-ul pe care a fost adăugată.',
    errors: {
      emailRequired: 'Introduceți adresa de e-mail',
      emailInvalid: 'Introduceți o adresă de e-mail validă, de ex. nume@exemplu.com',
      passwordRequired: 'Introduceți parola',
      codeRequired: 'Introduceți codul',
      codeFormat: 'Codul are 6 cifre',
    },
  },
  formErrors: {
    emailRequired: 'Introduceți adresa de e-mail',
    emailInvalid: 'Introduceți o adresă de e-mail validă, de ex. nume@exemplu.com',
    codeRequired: 'Introduceți codul',
    passwordRequired: 'Introduceți o parolă',
    passwordRules: 'Parola nu respectă regulile de mai jos',
    repeatRequired: 'Introduceți parola din nou',
    passwordsDiffer: 'Parolele nu coincid',
  },
};

export default ro;
