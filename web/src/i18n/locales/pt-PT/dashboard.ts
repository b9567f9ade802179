import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'As suas avaliações',
    showMore: 'Mostrar avaliações anteriores',
    loadingMore: 'A carregar avaliações anteriores…',
    moreFailed: 'Não foi possível carregar as suas avaliações anteriores. Verifique a ligação e tente novamente.',
  },
  compare: {
    howTo: 'Para comparar duas avaliações, escolha «Comparar» numa e depois noutra.',
    pick: 'Comparar',
    picked: 'Escolhida para comparar',
    pickSecond: 'Agora escolha uma segunda avaliação para comparar com a de {{date}}.',
    differentWheel: 'Roda diferente: avalia outras áreas, por isso não pode ser comparada com a que escolheu.',
    differentTitle: 'Roda diferente',
    differentBody: 'Estas avaliações incidem sobre áreas diferentes da que escolheu, por isso não podem ser comparadas com ela área a área.',
    title: '{{earlier}} comparada com {{later}}',
    legendLater: 'Preenchido: {{date}}',
    legendEarlier: 'Contorno tracejado: {{date}}',
    caption: 'Satisfação atual em cada área em {{earlier}} e em {{later}}, e a variação (de 1 a 10).',
    earlier: 'Antes',
    later: 'Depois',
    change: 'Variação',
    close: 'Fechar a comparação',
  },
  trends: {
    title: 'Como evolui cada área',
    intro: 'A sua satisfação atual em cada área ao longo de todas as avaliações com a roda padrão de 12 áreas.',
    loading: 'A carregar as suas tendências…',
    loadFailed: 'Não foi possível carregar as suas tendências. Verifique a ligação e tente novamente.',
    notYet: 'As suas tendências aparecem a partir da segunda avaliação com a roda padrão.',
    summary: 'Começou em {{first}}, agora {{last}} (avaliações: {{count}})',
    stuck: 'Parada: a mesma pontuação nas últimas três avaliações',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
