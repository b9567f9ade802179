import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: uma área da roda da vida | Lifewheel',
  },
  eyebrow: 'Uma área da sua roda da vida',
  covers: 'O que esta área abrange',
  signsOfBalance: 'Sinais de equilíbrio',
  signsOfStrain: 'Sinais de desgaste',
  research: 'O que dizem as pesquisas',
  sources_one: 'Fonte',
  sources_many: 'Fontes',
  sources_other: 'Fontes',
  evidence: 'Tipo de evidência',
  reflection: 'Perguntas para refletir',
  cta: {
    title: 'Como está esta área para você?',
    body: 'Avalie esta e as outras áreas da sua vida em cerca de 5 minutos. Grátis e sem precisar criar conta.',
    link: 'Fazer a avaliação grátis',
  },
  tools: 'Ferramentas de autocoaching para esta área',
  otherAreas: 'Outras áreas da roda',
} satisfies Translation<EnglishBundle['domainPages']>;
