import type { LegalTexts } from './en';

const ro: LegalTexts = {
  title: 'Informații legale',
  description:
    'Contractele și politicile care se aplică contului dumneavoastră. Descărcați oricare dintre ele în format PDF.',
  loading: 'Se încarcă documentele dumneavoastră…',
  empty: 'Nu există încă documente pentru contul dumneavoastră.',
  kinds: {
    termsAndConditions: 'Termeni și condiții',
    privacyPolicy: 'Politica de confidențialitate',
    feeSchedule: 'Lista de comisioane',
    cardholderAgreement: 'Contractul deținătorului de card',
    businessAgreement: 'Contractul contului de firmă',
  },
  version: 'Versiunea {{version}}, în vigoare din {{date}}',
  agreed: 'Ați acceptat la {{date}}',
  forInformation: 'Spre informare',
  download: 'Descărcați PDF',
  downloading: 'Se pregătește PDF-ul…',
  downloaded: '{{document}}: descărcat.',
  downloadFailed: '{{document}} nu a putut fi descărcat. Vă rugăm să încercați din nou.',
};

export default ro;
