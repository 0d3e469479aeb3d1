import type { ShellApprovalTexts } from './en';

const ro: ShellApprovalTexts = {
  approval: {
    successTitle: 'Trimis cu succes',
    createdTitle: 'tranzacție de aprobare creată',
    createdText: 'Transferul așteaptă acum aprobarea unui coleg cu drept de aprobare.',
    failedTitle: 'Tranzacție eșuată',
    rejected: 'Tranzacția a fost respinsă.',
    noOperationId: 'Lipsește identificatorul operației; operația a eșuat',
    codeTitle: 'Aprobă transferul',
    codeSent: {
      sms: 'Am trimis un cod prin SMS la {{sentTo}}.',
      otp: 'Am trimis un cod de unică folosință la {{sentTo}}.',
      approvalCode: 'Am trimis un cod de aprobare la {{sentTo}}.',
    },
    codeSentNowhere: 'Introdu codul pe care ți l-am trimis.',
    codeLabel: 'Cod de aprobare',
    codeHint_one: '{{length}} cifră',
    codeHint_few: '{{length}} cifre',
    codeHint_other: '{{length}} de cifre',
    codeInvalid: 'Introdu codul de {{length}} cifre.',
    confirm: 'Confirmă',
    cancel: 'Anulează',
    resend: 'Trimite un cod nou',
    resent: 'A fost trimis un cod nou.',
    resentTo: 'A fost trimis un cod nou la {{sentTo}}.',
    pushTitle: 'Aprobă pe dispozitivul tău',
    pushText: 'Aprobă plata pe dispozitivul tău {{device}}.',
    pushTextNoDevice: 'Aprobă plata pe dispozitivul tău asociat.',
    pushWaiting: 'Așteptăm aprobarea ta',
    pushResend: 'Trimite din nou',
    pushResent: 'Am retrimis cererea pe dispozitivul tău.',
  },
};

export default ro;
