import type { ShellApprovalTexts } from './en';

const pt: ShellApprovalTexts = {
  approval: {
    successTitle: 'Enviado com sucesso',
    createdTitle: 'transação de aprovação criada',
    createdText: 'A transferência aguarda agora a aprovação de um colega com direitos de aprovação.',
    failedTitle: 'Transação falhada',
    rejected: 'A transação foi rejeitada.',
    noOperationId: 'Sem identificador da operação; a operação falhou',
    codeTitle: 'Aprovar a transferência',
    codeSent: {
      sms: 'Enviámos um código por SMS para {{sentTo}}.',
      otp: 'Enviámos um código de utilização única para {{sentTo}}.',
      approvalCode: 'Enviámos um código de aprovação para {{sentTo}}.',
    },
    codeSentNowhere: 'Introduza o código que lhe enviámos.',
    codeLabel: 'Código de aprovação',
    codeHint_one: '{{length}} dígito',
    codeHint_many: '{{length}} dígitos',
    codeHint_other: '{{length}} dígitos',
    codeInvalid_one: 'Introduza o código de {{length}} dígito.',
    codeInvalid_many: 'Introduza o código de {{length}} dígitos.',
    codeInvalid_other: 'Introduza o código de {{length}} dígitos.',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    resend: 'Enviar um novo código',
    resent: 'Foi enviado um novo código.',
    resentTo: 'Foi enviado um novo código para {{sentTo}}.',
    pushTitle: 'Aprove no seu dispositivo',
    pushText: 'Aprove o pagamento no seu dispositivo {{device}}.',
    pushTextNoDevice: 'Aprove o pagamento no seu dispositivo associado.',
    pushWaiting: 'A aguardar a sua aprovação',
    pushResend: 'Enviar novamente',
    pushResent: 'Enviámos novamente o pedido para o seu dispositivo.',
    passkeyTitle: 'Aprove com a sua chave de acesso',
    passkeyTextOne: 'Aprove este pagamento com a sua chave de acesso.',
    passkeyTextMany: 'Aprove estes {{number}} pagamentos com a sua chave de acesso.',
    passkeyPayments: 'Pagamentos a aprovar',
    passkeyPayee: 'para {{name}} ({{payee}})',
    passkeyApprove: 'Aprovar com chave de acesso',
    passkeyLoading: 'A preparar a aprovação',
    passkeyFailed: 'Não foi possível usar a sua chave de acesso. Tente novamente.',
    passkeyElsewhere:
      'Este pagamento é aprovado com a sua chave de acesso: aprove-o num navegador que a possa usar (o portal no seu computador ou telemóvel).',
  },
};

export default pt;
