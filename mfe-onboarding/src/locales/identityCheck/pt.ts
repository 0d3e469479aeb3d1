import type { IdentityCheckTexts } from './en';

const pt: IdentityCheckTexts = {
  start: {
    title: 'Verifique a sua identidade online',
    description:
      'Em vez de esperar pela análise de um documento, tire uma selfie com o nosso fornecedor de identidade. Demora cerca de dois minutos.',
    channelLegend: 'Onde quer tirar a selfie?',
    channel: {
      camera: 'Neste dispositivo, com a sua câmara',
      sms: 'No meu telemóvel: enviem-me um link por SMS',
      email: 'Enviem-me um link por e-mail',
    },
    channelRequired: 'Escolha onde tirar a selfie.',
    submit: 'Iniciar a verificação',
    starting: 'A iniciar a verificação…',
    failed: 'Não foi possível iniciar a verificação.',
    verified: 'A sua identidade foi verificada online.',
    pending: 'Há uma verificação de identidade em curso. Pode iniciar outra se precisar.',
    rejected: 'A sua última verificação de identidade falhou. Pode tentar de novo.',
  },
  page: {
    title: 'Verificação de identidade',
    description:
      'Tire uma selfie com o nosso fornecedor de identidade. Esta página mostra o resultado assim que chegar.',
    jobTitle: 'Verificação de identidade por vídeo',
    jobDescription: 'Em que ponto está a sua verificação de identidade.',
    loading: 'A carregar a verificação de identidade…',
    notFound: 'Esta verificação de identidade não existe ou o link já não é válido.',
    failedToLoad: 'Não foi possível carregar a verificação de identidade.',
    retry: 'Tentar de novo',
    checking: 'A verificar: {{name}}',
    statusLine: 'Estado: {{status}}',
    status: {
      created: 'à espera da sua selfie',
      submitted: 'o fornecedor está a analisar a sua selfie',
      passed: 'verificada',
      failed: 'não verificada',
    },
    sentBy: {
      camera: 'Abra o fornecedor e tire uma selfie com a câmara deste dispositivo.',
      sms: 'Enviámos um link por SMS. Abra-o no telemóvel para tirar a selfie, ou abra o fornecedor aqui.',
      email:
        'Enviámos um link para o seu e-mail. Abra-o no telemóvel para tirar a selfie, ou abra o fornecedor aqui.',
    },
    open: 'Abrir o fornecedor aqui',
    openNewTab: 'Abrir o fornecedor num novo separador',
    watching: 'Esta página atualiza-se sozinha quando o fornecedor decidir.',
    passedTitle: 'A sua identidade está verificada',
    passedText: 'Obrigado. Pode continuar para as suas contas.',
    toAccounts: 'Ir para as suas contas',
    toSignIn: 'Iniciar sessão',
    failedTitle: 'Não foi possível verificar a sua identidade',
    reason: {
      faceMismatch: 'O rosto da selfie não corresponde ao seu documento de identidade.',
      unclearSelfie: 'A selfie não estava suficientemente nítida.',
      livenessFailed: 'O fornecedor não conseguiu confirmar que a selfie foi tirada ao vivo.',
      unknown: 'O fornecedor não indicou o motivo.',
    },
    tryAgain: 'Tentar de novo',
    tryAgainFailed: 'Não foi possível iniciar uma nova verificação.',
  },
};

export default pt;
