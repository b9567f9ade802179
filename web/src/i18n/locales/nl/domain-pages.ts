import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: een gebied van het levenswiel | Lifewheel',
  },
  eyebrow: 'Een gebied van je levenswiel',
  covers: 'Wat dit gebied omvat',
  signsOfBalance: 'Tekenen van balans',
  signsOfStrain: 'Tekenen van spanning',
  research: 'Wat onderzoek zegt',
  sources_one: 'Bron',
  sources_other: 'Bronnen',
  evidence: 'Soort onderzoek',
  reflection: 'Vragen om over na te denken',
  cta: {
    title: 'Hoe gaat het met jou op dit gebied?',
    body: 'Beoordeel het, samen met de andere gebieden van je leven, in ongeveer 5 minuten. Gratis en zonder account.',
    link: 'Doe de gratis test',
  },
  tools: 'Zelfcoachingtools voor dit gebied',
  otherAreas: 'Andere gebieden van het wiel',
} satisfies Translation<EnglishBundle['domainPages']>;
