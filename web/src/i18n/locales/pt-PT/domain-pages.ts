import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: uma área da roda da vida | Lifewheel',
  },
  eyebrow: 'Uma área da tua roda da vida',
  covers: 'O que esta área abrange',
  signsOfBalance: 'Sinais de equilíbrio',
  signsOfStrain: 'Sinais de desgaste',
  research: 'O que diz a investigação',
  sources_one: 'Fonte',
  sources_many: 'Fontes',
  sources_other: 'Fontes',
  evidence: 'Tipo de evidência',
  reflection: 'Perguntas para refletir',
  cta: {
    title: 'Como está esta área para ti?',
    body: 'Avalia-a, juntamente com as outras áreas da tua vida, em cerca de 5 minutos. Gratuito e sem precisares de criar conta.',
    link: 'Fazer a avaliação gratuita',
  },
  tools: 'Ferramentas de autocoaching para esta área',
  otherAreas: 'Outras áreas da roda',
} satisfies Translation<EnglishBundle['domainPages']>;
