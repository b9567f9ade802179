import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: ein Bereich des Lebensrads | Lifewheel',
  },
  eyebrow: 'Ein Bereich deines Lebensrads',
  covers: 'Was dieser Bereich umfasst',
  signsOfBalance: 'Zeichen für Balance',
  signsOfStrain: 'Zeichen für Belastung',
  research: 'Was die Forschung sagt',
  sources_one: 'Quelle',
  sources_other: 'Quellen',
  evidence: 'Art der Studie',
  reflection: 'Fragen zum Nachdenken',
  cta: {
    title: 'Wie läuft es bei dir in diesem Bereich?',
    body: 'Bewerte ihn und die anderen Bereiche deines Lebens in etwa 5 Minuten. Kostenlos und ohne Konto.',
    link: 'Zum kostenlosen Test',
  },
  tools: 'Selbstcoaching-Tools für diesen Bereich',
  otherAreas: 'Weitere Bereiche des Lebensrads',
} satisfies Translation<EnglishBundle['domainPages']>;
