import type { ExportsTexts } from './en';

const pt: ExportsTexts = {
  title: 'Exportar para CSV',
  text: 'O ficheiro terá exatamente os movimentos do filtro que vê no ecrã.',
  deliveryLegend: 'Como quer receber o ficheiro?',
  delivery: { download: 'Transferi-lo agora', email: 'Enviá-lo para um endereço de e-mail' },
  email: 'Endereço de e-mail',
  emailInvalid: 'Introduza um endereço de e-mail válido, como nome@exemplo.com',
  start: 'Iniciar a exportação',
  running: 'A preparar o seu ficheiro. Com um histórico longo pode demorar um pouco.',
  progressLabel: 'Progresso da exportação',
  progress: '{{progress}}% · linhas escritas: {{rows}}',
  cancel: 'Cancelar a exportação',
  ready: 'A sua exportação está pronta',
  downloadStarted: 'A transferência de {{fileName}} começou (linhas: {{rows}}).',
  downloadAgain: 'Transferir novamente',
  sending: 'A enviar o ficheiro…',
  emailSent: 'Enviámos o ficheiro para {{email}} (linhas: {{rows}}).',
  emailFailed: 'Não foi possível enviar o ficheiro',
  failed: 'A exportação não terminou',
  serverFailed: 'O servidor não conseguiu preparar o ficheiro. Tente novamente.',
  tryAgain: 'Tentar novamente',
  openFailed: 'Não foi possível abrir a exportação',
};

export default pt;
