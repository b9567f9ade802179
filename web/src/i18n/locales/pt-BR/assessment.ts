import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Faça a avaliação da roda da vida | Lifewheel',
    description: 'Responda a duas perguntas rápidas sobre cada área da sua vida: sua satisfação hoje e a satisfação que você quer ter. Grátis e privado.',
  },
  title: 'Sua roda da vida',
  progress: 'Pergunta {{current}} de {{total}}',
  progressLabel: 'Progresso da avaliação',
  current: {
    question: 'Qual é o seu nível de satisfação com “{{domain}}” neste momento?',
    legend: 'Satisfação atual: {{domain}}',
  },
  desired: {
    question: 'Qual nível de satisfação você quer ter com “{{domain}}”?',
    legend: 'Satisfação desejada: {{domain}}',
  },
  scale: {
    guidance: 'Escolha um número de 1 (satisfação muito baixa) a 10 (satisfação muito alta). As teclas de 1 a 9 e o 0 (para o 10) também funcionam.',
    low: 'Satisfação muito baixa',
    high: 'Satisfação muito alta',
    option: '{{value}}',
  },
  buttons: {
    next: 'Próxima',
    previous: 'Anterior',
    undo: 'Desfazer',
    viewResults: 'Ver resultados',
    saving: 'Salvando…',
  },
  restored: 'Que bom ver você de novo: guardamos as respostas que você já tinha dado.',
  saveFailed: 'Não foi possível salvar a avaliação. Tente novamente.',
  saveRateLimited: 'Muitas avaliações foram salvas a partir da sua rede no último minuto. Aguarde um minuto e tente novamente; suas respostas continuam aqui.',
  customWheel: 'Roda personalizada: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
