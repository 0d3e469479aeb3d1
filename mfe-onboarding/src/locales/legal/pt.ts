import type { LegalTexts } from './en';

const pt: LegalTexts = {
  title: 'Informação legal',
  description:
    'Os contratos e as políticas que se aplicam à sua conta. Descarregue qualquer um deles em PDF.',
  loading: 'A carregar os seus documentos…',
  empty: 'Ainda não há documentos para a sua conta.',
  kinds: {
    termsAndConditions: 'Termos e Condições',
    privacyPolicy: 'Política de Privacidade',
    feeSchedule: 'Preçário',
    cardholderAgreement: 'Contrato do Titular do Cartão',
    businessAgreement: 'Contrato de Conta Empresarial',
  },
  version: 'Versão {{version}}, em vigor desde {{date}}',
  agreed: 'Aceite em {{date}}',
  forInformation: 'Para sua informação',
  download: 'Descarregar PDF',
  downloading: 'A preparar o PDF…',
  downloaded: '{{document}}: descarregado.',
  downloadFailed: 'Não foi possível descarregar {{document}}. Tente novamente.',
};

export default pt;
