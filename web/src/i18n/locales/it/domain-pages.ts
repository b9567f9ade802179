import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: un’area della ruota della vita | Lifewheel',
  },
  eyebrow: 'Un’area della tua ruota della vita',
  covers: 'Che cosa comprende quest’area',
  signsOfBalance: 'Segnali di equilibrio',
  signsOfStrain: 'Segnali di difficoltà',
  research: 'Che cosa dice la ricerca',
  sources_one: 'Fonte',
  sources_many: 'Fonti',
  sources_other: 'Fonti',
  evidence: 'Tipo di evidenza',
  reflection: 'Domande su cui riflettere',
  cta: {
    title: 'Come va quest’area per te?',
    body: 'Valutala, insieme alle altre aree della tua vita, in circa 5 minuti. Gratis e senza bisogno di un account.',
    link: 'Fai il test gratuito',
  },
  tools: 'Strumenti di autocoaching per quest’area',
  otherAreas: 'Altre aree della ruota',
} satisfies Translation<EnglishBundle['domainPages']>;
