import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Faz a avaliação da roda da vida | Lifewheel',
    description: 'Responde a duas perguntas rápidas sobre cada área da tua vida: a tua satisfação atual e a satisfação que queres ter. Gratuito e privado.',
  },
  title: 'A tua roda da vida',
  progress: 'Pergunta {{current}} de {{total}}',
  progressLabel: 'Progresso da avaliação',
  current: {
    question: 'Qual é, neste momento, o teu grau de satisfação com «{{domain}}»?',
    legend: 'Satisfação atual: {{domain}}',
  },
  desired: {
    question: 'Que grau de satisfação queres ter com «{{domain}}»?',
    legend: 'Satisfação desejada: {{domain}}',
  },
  scale: {
    guidance: 'Escolhe um número de 1 (satisfação muito baixa) a 10 (satisfação muito alta). Também podes usar as teclas de 1 a 9 e o 0 (para o 10).',
    low: 'Satisfação muito baixa',
    high: 'Satisfação muito alta',
    option: '{{value}}',
  },
  buttons: {
    next: 'Seguinte',
    previous: 'Anterior',
    undo: 'Anular',
    viewResults: 'Ver resultados',
    saving: 'A guardar…',
  },
  restored: 'Olá de novo: guardámos as respostas que já tinhas dado.',
  saveFailed: 'Não foi possível guardar a avaliação. Tenta novamente.',
  saveRateLimited:
    'Foram guardadas muitas avaliações a partir da tua rede no último minuto. Aguarda um minuto e tenta novamente; as tuas respostas continuam aqui.',
  customWheel: 'Roda personalizada: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
