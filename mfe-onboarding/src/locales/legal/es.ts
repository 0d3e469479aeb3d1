import type { LegalTexts } from './en';

const es: LegalTexts = {
  title: 'Información legal',
  description:
    'Los contratos y las políticas que se aplican a su cuenta. Descargue cualquiera de ellos en PDF.',
  loading: 'Cargando sus documentos…',
  empty: 'Todavía no hay documentos para su cuenta.',
  kinds: {
    termsAndConditions: 'Términos y condiciones',
    privacyPolicy: 'Política de privacidad',
    feeSchedule: 'Tarifas',
    cardholderAgreement: 'Contrato del titular de la tarjeta',
    businessAgreement: 'Contrato de cuenta empresarial',
  },
  version: 'Versión {{version}}, vigente desde el {{date}}',
  agreed: 'Usted lo aceptó el {{date}}',
  forInformation: 'Para su información',
  download: 'Descargar PDF',
  downloading: 'Preparando el PDF…',
  downloaded: '{{document}}: descargado.',
  downloadFailed: 'No se pudo descargar {{document}}. Inténtelo de nuevo.',
};

export default es;
