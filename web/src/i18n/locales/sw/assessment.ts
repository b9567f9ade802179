import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Fanya tathmini ya gurudumu la maisha | Lifewheel',
    description: 'Jibu maswali mawili mafupi kwa kila eneo la maisha yako: umeridhika kiasi gani sasa, na unataka kuridhika kiasi gani. Bure na kwa faragha.',
  },
  title: 'Gurudumu lako la maisha',
  progress: 'Swali {{current}} kati ya {{total}}',
  progressLabel: 'Maendeleo ya tathmini',
  current: {
    question: 'Umeridhika kiasi gani na eneo la “{{domain}}” kwa sasa?',
    legend: 'Kuridhika kwa sasa: {{domain}}',
  },
  desired: {
    question: 'Unataka kuridhika kiasi gani na eneo la “{{domain}}”?',
    legend: 'Kuridhika unakotaka: {{domain}}',
  },
  scale: {
    guidance: 'Chagua namba kuanzia 1 (sijaridhika kabisa) hadi 10 (nimeridhika sana). Unaweza pia kutumia vitufe 1-9 na 0 (kwa 10).',
    low: 'Sijaridhika Kabisa',
    high: 'Nimeridhika Sana',
    option: '{{value}}',
  },
  buttons: {
    next: 'Endelea',
    previous: 'Rudi',
    undo: 'Tendua',
    viewResults: 'Tazama Matokeo',
    saving: 'Inahifadhi…',
  },
  restored: 'Karibu tena: tumehifadhi majibu yako ya hadi sasa.',
  saveFailed: 'Imeshindwa kuhifadhi tathmini. Tafadhali jaribu tena.',
  saveRateLimited:
    'Tathmini nyingi zimehifadhiwa kutoka mtandao wako katika dakika moja iliyopita. Tafadhali subiri dakika moja kisha ujaribu tena; majibu yako bado yapo.',
  customWheel: 'Gurudumu maalum: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
