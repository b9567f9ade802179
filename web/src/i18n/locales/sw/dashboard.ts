import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Tathmini zako',
    showMore: 'Onyesha tathmini za awali',
    loadingMore: 'Inapakia tathmini za awali…',
    moreFailed: 'Hatukuweza kupakia tathmini zako za awali. Tafadhali angalia muunganisho wako kisha ujaribu tena.',
  },
  compare: {
    howTo: 'Ili kulinganisha tathmini mbili, chagua "Linganisha" kwenye moja, kisha kwenye nyingine.',
    pick: 'Linganisha',
    picked: 'Imechaguliwa kulinganishwa',
    pickSecond: 'Sasa chagua tathmini ya pili ya kulinganisha na ile ya {{date}}.',
    differentWheel: 'Gurudumu tofauti: linapima maeneo mengine, kwa hiyo haliwezi kulinganishwa na ulilochagua.',
    differentTitle: 'Gurudumu tofauti',
    differentBody: 'Tathmini hizi zinapima maeneo tofauti na ile uliyochagua, kwa hiyo haziwezi kulinganishwa nayo eneo kwa eneo.',
    title: '{{earlier}} ikilinganishwa na {{later}}',
    legendLater: 'Iliyojazwa: {{date}}',
    legendEarlier: 'Mstari wa vistari: {{date}}',
    caption: 'Kuridhika kwa sasa katika kila eneo tarehe {{earlier}} na {{later}}, na mabadiliko (1 hadi 10).',
    earlier: 'Kabla',
    later: 'Baada',
    change: 'Mabadiliko',
    close: 'Funga ulinganisho',
  },
  trends: {
    title: 'Jinsi kila eneo linavyobadilika',
    intro: 'Kuridhika kwako kwa sasa katika kila eneo katika tathmini zote za gurudumu la kawaida la maeneo 12.',
    loading: 'Inapakia mwenendo wako…',
    loadFailed: 'Hatukuweza kupakia mwenendo wako. Tafadhali angalia muunganisho wako kisha ujaribu tena.',
    notYet: 'Mwenendo wako utaonekana kuanzia tathmini yako ya pili kwa gurudumu la kawaida.',
    summary: 'Ulianza na {{first}}, sasa {{last}} (tathmini: {{count}})',
    stuck: 'Limekwama: alama ileile katika tathmini tatu za mwisho',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
