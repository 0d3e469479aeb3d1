import type { P2pTexts } from './en';

const ro: P2pTexts = {
  title: 'Trimiteți unei persoane',
  description: 'Trimiteți bani altui client folosind adresa sa de e-mail.',
  formLabel: 'Trimiteți bani unei persoane',
  loading: 'Se încarcă conturile…',
  account: 'Din contul',
  email: 'E-mailul beneficiarului',
  amount: 'Sumă',
  note: 'Notă pentru beneficiar',
  reference: 'Referință',
  coupon: 'Cod cupon',
  templateName: 'Salvați ca șablon',
  templateHint: 'Dați un nume beneficiarului ca să-l găsiți data viitoare.',
  feeHint: 'Comision {{fee}}; {{total}} în total.',
  feeLoading: 'Se calculează comisionul…',
  payee: {
    checking: 'Se verifică beneficiarul…',
    found: 'Beneficiar: {{name}}',
    notFound: 'Nu există niciun client cu acest e-mail.',
    blacklisted: 'Nu puteți trimite bani acestui beneficiar.',
  },
  errors: {
    accountRequired: 'Alegeți contul din care trimiteți',
    emailRequired: 'Introduceți e-mailul beneficiarului',
    emailInvalid: 'Introduceți un e-mail valid, de exemplu nume@exemplu.com',
    tooLong_one: 'Folosiți cel mult {{max}} caracter',
    tooLong_few: 'Folosiți cel mult {{max}} caractere',
    tooLong_other: 'Folosiți cel mult {{max}} de caractere',
  },
  recent: {
    title: 'Beneficiari recenți',
    loading: 'Se încarcă beneficiarii recenți…',
    failed: 'Beneficiarii recenți nu au putut fi încărcați.',
    empty: 'Persoanele cărora le trimiteți bani vor apărea aici.',
  },
  templates: {
    title: 'Beneficiari salvați',
    loading: 'Se încarcă beneficiarii salvați…',
    failed: 'Beneficiarii salvați nu au putut fi încărcați.',
    empty: 'Niciun beneficiar salvat încă. Denumiți unul cu „Salvați ca șablon”.',
  },
  done: {
    title: 'Bani trimiși',
    text: 'S-au trimis {{amount}} către {{email}}; comision {{fee}}.',
    approvalsLink: 'Vedeți cererile dvs.',
  },
};

export default ro;
