import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: un área de la rueda de la vida | Lifewheel',
  },
  eyebrow: 'Un área de tu rueda de la vida',
  covers: 'Qué abarca esta área',
  signsOfBalance: 'Señales de equilibrio',
  signsOfStrain: 'Señales de tensión',
  research: 'Lo que dice la investigación',
  sources_one: 'Fuente',
  sources_many: 'Fuentes',
  sources_other: 'Fuentes',
  evidence: 'Tipo de evidencia',
  reflection: 'Preguntas para reflexionar',
  cta: {
    title: '¿Cómo te va en esta área?',
    body: 'Califícala, junto con las demás áreas de tu vida, en unos 5 minutos. Gratis y sin necesidad de crear una cuenta.',
    link: 'Hacer la evaluación gratis',
  },
  tools: 'Herramientas de autocoaching para esta área',
  otherAreas: 'Otras áreas de la rueda',
} satisfies Translation<EnglishBundle['domainPages']>;
