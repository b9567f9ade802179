import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}} : un domaine de la roue de la vie | Lifewheel',
  },
  eyebrow: 'Un domaine de votre roue de la vie',
  covers: 'Ce que recouvre ce domaine',
  signsOfBalance: 'Signes d’équilibre',
  signsOfStrain: 'Signes de tension',
  research: 'Ce que dit la recherche',
  sources_one: 'Référence',
  sources_many: 'Références',
  sources_other: 'Références',
  evidence: 'Type d’étude',
  reflection: 'Questions pour réfléchir',
  cta: {
    title: 'Où en êtes-vous dans ce domaine ?',
    body: 'Évaluez-le, ainsi que les autres domaines de votre vie, en 5 minutes environ. Gratuit et sans inscription.',
    link: 'Faire le bilan gratuit',
  },
  tools: 'Outils d’auto-coaching pour ce domaine',
  otherAreas: 'Les autres domaines de la roue',
} satisfies Translation<EnglishBundle['domainPages']>;
