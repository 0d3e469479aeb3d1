import type { HomeTexts } from './en';

const ro: HomeTexts = {
  groups: {
    payment: 'Conturi de plăți',
    crypto: 'Portofele cripto',
    prePayment: 'Conturi preplătite',
    receiving: 'Conturi de încasări',
    card: 'Conturi de card',
    other: 'Alte conturi',
  },
  actionsOf: 'Acțiuni pentru {{account}}',
  history: 'Istoric',
  statements: 'Extrase',
  statementsOf: 'Extrasele pentru {{account}}',
  cardDetails: 'Detaliile cardului',
  requestCard: 'Solicitați un card',
  cardRequested: 'Card solicitat',
  withoutFigures: {
    description:
      'Conturile și cum se plătește în ele. Soldurile, sumele și istoricul nu fac parte din accesul dvs.',
  },
  instructions: {
    open: 'Instrucțiuni de plată',
    new: 'Nou',
    title: 'Instrucțiuni de plată',
    text: 'Pentru a plăti în acest cont prin transfer bancar în {{currency}}, comunicați plătitorului aceste detalii.',
    fields: {
      beneficiaryName: 'Beneficiar',
      bankAccountNumber: 'Numărul contului bancar',
      bankName: 'Banca',
      swift: 'SWIFT',
      reference: 'Referință',
    },
    copy: 'Copiază {{field}}',
    referenceHint: 'Plătitorul trebuie să menționeze referința, altfel banii nu pot fi atribuiți contului.',
    none: 'Încă nu există instrucțiuni de plată',
    noneText:
      'Acest cont nu are încă detalii pentru transfer bancar. Încercați mai târziu sau contactați asistența.',
    loading: 'Se încarcă instrucțiunile de plată…',
    loadFailed: 'Nu am putut încărca instrucțiunile de plată',
  },
  addCurrency: {
    open: 'Adăugați o valută',
    title: 'Adăugați o valută',
    text: 'Deschideți un cont de plăți în altă valută. Este gratuit și gata imediat.',
    currency: 'Valută',
    choose: 'Alegeți o valută',
    required: 'Alegeți o valută',
    submit: 'Deschide contul',
    added: 'Contul dumneavoastră în {{currency}} este deschis',
    failed: 'Nu am putut deschide contul',
    loadFailed: 'Nu am putut încărca valutele',
    noneLeft: 'Aveți deja toate valutele pe care le oferim',
    noneLeftText: 'Momentan nu mai există altă valută de adăugat.',
  },
  wallet: {
    open: 'Creați un portofel cripto',
    title: 'Creați un portofel cripto',
    text: 'Alegeți criptomoneda noului portofel. Veți primi adresa imediat.',
    currency: 'Criptomonedă',
    choose: 'Alegeți o criptomonedă',
    required: 'Alegeți o criptomonedă',
    submit: 'Creează portofelul',
    created: 'Portofelul dumneavoastră {{currency}} este gata',
    addressText: 'Trimiteți la această adresă doar această criptomonedă.',
    address: 'Adresa portofelului',
    copyAddress: 'Copiază adresa portofelului',
    failed: 'Nu am putut crea portofelul',
    noneLeft: 'Aveți deja un portofel în fiecare criptomonedă pe care o oferim',
  },
};

export default ro;
