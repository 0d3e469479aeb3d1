import type { ShellApprovalTexts } from './en';

const pt: ShellApprovalTexts = {
  verification: {
    limited: {
      title: 'A sua conta está limitada.',
      text: 'Alguns serviços estão suspensos até recebermos os documentos pedidos.',
      link: 'Ver o que é preciso',
    },
    duplicateDocuments: {
      title: 'Encontrámos os mesmos documentos noutra conta.',
      text: 'Carregue novamente os seus próprios documentos.',
      link: 'Ir para a verificação',
    },
    duplicateDocumentsUploaded: {
      title: 'Os seus novos documentos estão a ser verificados.',
      text: 'Avisamos quando a revisão dos documentos duplicados terminar.',
      link: 'Ir para a verificação',
    },
    cardDocumentRequired: {
      title: 'É necessário um documento para o cartão.',
      text: 'Carregue-o para podermos emitir o seu cartão.',
      link: 'Ir para a verificação',
    },
    unverified: {
      title: 'A sua conta ainda não está verificada.',
      text: 'Conclua a verificação para usar todos os serviços.',
      link: 'Ver o que falta',
    },
    requiredActions: {
      title: 'A sua conta precisa de uma ação.',
      text_one: '{{count}} coisa a fazer: {{actions}}.',
      text_many: '{{count}} coisas a fazer: {{actions}}.',
      text_other: '{{count}} coisas a fazer: {{actions}}.',
      link: 'Ir para a verificação',
    },
    actions: {
      fatca: 'autocertificação de residência fiscal',
      address: 'comprovativo de morada',
      proofOfResidence: 'prova de residência',
      identity: 'documento de identificação',
      phone: 'confirmação do telefone',
      videoIdentity: 'identificação por vídeo',
    },
  },
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
  },
};

export default pt;
