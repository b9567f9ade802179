import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Suas avaliações',
    showMore: 'Mostrar avaliações anteriores',
    loadingMore: 'Carregando avaliações anteriores…',
    moreFailed: 'Não conseguimos carregar suas avaliações anteriores. Confira sua conexão e tente de novo.',
  },
  compare: {
    howTo: 'Para comparar duas avaliações, toque em “Comparar” em uma e depois em outra.',
    pick: 'Comparar',
    picked: 'Escolhida para comparar',
    pickSecond: 'Agora escolha uma segunda avaliação para comparar com a de {{date}}.',
    differentWheel: 'Roda diferente: ela avalia outras áreas, então não dá para comparar com a que você escolheu.',
    differentTitle: 'Roda diferente',
    differentBody: 'Essas avaliações medem áreas diferentes da que você escolheu, então não dá para comparar área por área.',
    title: '{{earlier}} comparada com {{later}}',
    legendLater: 'Preenchido: {{date}}',
    legendEarlier: 'Contorno tracejado: {{date}}',
    caption: 'Satisfação atual em cada área em {{earlier}} e em {{later}}, e a mudança (de 1 a 10).',
    earlier: 'Antes',
    later: 'Depois',
    change: 'Mudança',
    close: 'Fechar a comparação',
  },
  trends: {
    title: 'Como cada área está mudando',
    intro: 'Sua satisfação atual em cada área em todas as avaliações com a roda padrão de 12 áreas.',
    loading: 'Carregando suas tendências…',
    loadFailed: 'Não conseguimos carregar suas tendências. Confira sua conexão e tente de novo.',
    notYet: 'Suas tendências aparecem a partir da sua segunda avaliação com a roda padrão.',
    summary: 'Começou em {{first}}, agora {{last}} (avaliações: {{count}})',
    stuck: 'Parada: a mesma nota nas suas três últimas avaliações',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
