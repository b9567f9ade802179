import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: eneo la gurudumu la maisha | Lifewheel',
  },
  eyebrow: 'Eneo la gurudumu lako la maisha',
  covers: 'Eneo hili linahusu nini',
  signsOfBalance: 'Dalili za uwiano',
  signsOfStrain: 'Dalili za shinikizo',
  research: 'Utafiti unasema nini',
  sources_one: 'Chanzo',
  sources_other: 'Vyanzo',
  evidence: 'Aina ya ushahidi',
  reflection: 'Maswali ya kutafakari',
  cta: {
    title: 'Eneo hili linaendeleaje kwako?',
    body: 'Lipime, pamoja na maeneo mengine ya maisha yako, kwa takriban dakika 5. Bure, na huhitaji akaunti.',
    link: 'Fanya tathmini ya bure',
  },
  tools: 'Zana za kujikochi kwa eneo hili',
  otherAreas: 'Maeneo mengine ya gurudumu',
} satisfies Translation<EnglishBundle['domainPages']>;
