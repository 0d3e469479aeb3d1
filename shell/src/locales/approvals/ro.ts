import type { ShellApprovalTexts } from './en';

const ro: ShellApprovalTexts = {
  approval: {
    successTitle: 'Trimis cu succes',
    createdTitle: 'tranzacție de aprobare creată',
    createdText: 'Transferul așteaptă acum aprobarea unui coleg cu drept de aprobare.',
    failedTitle: 'Tranzacție eșuată',
    rejected: 'Tranzacția a fost respinsă.',
    noOperationId: 'Lipsește identificatorul operației; operația a eșuat',
    codeTitle: 'Aprobați transferul',
    codeSent: {
      sms: 'Am trimis un cod prin SMS la {{sentTo}}.',
      otp: 'Am trimis un cod de unică folosință la {{sentTo}}.',
      approvalCode: 'Am trimis un cod de aprobare la {{sentTo}}.',
    },
    codeSentNowhere: 'Introduceți codul pe care vi l-am trimis.',
    codeLabel: 'Cod de aprobare',
    codeHint_one: '{{length}} cifră',
    codeHint_few: '{{length}} cifre',
    codeHint_other: '{{length}} de cifre',
    codeInvalid_one: 'Introduceți codul de {{length}} cifră.',
    codeInvalid_few: 'Introduceți codul de {{length}} cifre.',
    codeInvalid_other: 'Introduceți codul de {{length}} de cifre.',
    confirm: 'Confirmați',
    cancel: 'Anulați',
    resend: 'Trimiteți un cod nou',
    resent: 'A fost trimis un cod nou.',
    resentTo: 'A fost trimis un cod nou la {{sentTo}}.',
    pushTitle: 'Aprobați pe dispozitivul dumneavoastră',
    pushText: 'Aprobați plata pe dispozitivul dumneavoastră {{device}}.',
    pushTextNoDevice: 'Aprobați plata pe dispozitivul dumneavoastră asociat.',
    pushWaiting: 'Așteptăm aprobarea dumneavoastră',
    pushResend: 'Trimiteți din nou',
    pushResent: 'Am retrimis cererea pe dispozitivul dumneavoastră.',
    passkeyTitle: 'Aprobați cu cheia de acces',
    passkeyTextOne: 'Aprobați această plată cu cheia de acces.',
    passkeyTextMany: 'Aprobați aceste {{number}} plăți cu cheia de acces.',
    passkeyPayments: 'Plăți de aprobat',
    passkeyPayee: 'către {{name}} ({{payee}})',
    passkeyApprove: 'Aprobați cu cheia de acces',
    passkeyLoading: 'Se pregătește aprobarea',
    passkeyFailed: 'Cheia de acces nu a putut fi folosită. Încercați din nou.',
    passkeyElsewhere:
      'Această plată se aprobă cu cheia dumneavoastră de acces: aprobați-o într-un browser care o poate folosi (portalul pe computer sau pe telefon).',
  },
};

export default ro;
