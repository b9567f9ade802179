import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: ett område i livshjulet | Lifewheel',
  },
  eyebrow: 'Ett område i ditt livshjul',
  covers: 'Vad området omfattar',
  signsOfBalance: 'Tecken på balans',
  signsOfStrain: 'Tecken på påfrestning',
  research: 'Vad forskningen säger',
  sources_one: 'Källa',
  sources_other: 'Källor',
  evidence: 'Typ av belägg',
  reflection: 'Frågor att fundera på',
  cta: {
    title: 'Hur går det för dig inom det här området?',
    body: 'Skatta det, och livets andra områden, på ungefär 5 minuter. Gratis och utan konto.',
    link: 'Gör det kostnadsfria testet',
  },
  tools: 'Verktyg för självcoachning inom området',
  otherAreas: 'Hjulets andra områden',
} satisfies Translation<EnglishBundle['domainPages']>;
