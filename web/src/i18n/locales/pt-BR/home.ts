import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: avaliação gratuita da roda da vida',
    description:
      'Avalie 12 áreas da sua vida, veja a distância entre onde você está e onde quer estar e receba ideias baseadas em pesquisas para o próximo passo. Grátis.',
  },
  hero: {
    title: 'Sua vida inteira num relance',
    tagline:
      'Avalie sua satisfação hoje em 12 áreas da vida e a satisfação que você gostaria de ter. Sua roda mostra onde você está indo bem e onde uma pequena mudança pode fazer mais diferença.',
    takeAssessment: 'Fazer a avaliação grátis',
    takeAssessmentShort: 'Fazer a avaliação',
    customize: 'Personalizar',
    duration: 'Cerca de 5 minutos. Não precisa criar conta.',
  },
  promo: {
    badge: 'Novidade: versão Premium',
    body: 'Desbloqueie mais de 100 ferramentas de autocoaching, acompanhe sua evolução ao longo do tempo e aprofunde-se em cada área da sua vida, por apenas {{price}}.',
    cta: 'Quero o acesso Premium',
  },
  explainer: {
    title: 'Como funciona a roda da vida',
    steps: [
      { title: 'Avalie cada área', body: 'Em cada uma das 12 áreas, escolha de 1 a 10 sua satisfação hoje e a satisfação que você gostaria de ter.' },
      {
        title: 'Veja sua roda',
        body: 'Suas respostas viram uma roda. Uma roda redonda e cheia gira sem tropeços; os amassados mostram onde a vida anda aos solavancos.',
      },
      {
        title: 'Encontre seu próximo passo',
        body: 'As maiores distâncias entre o hoje e os seus objetivos mostram onde uma pequena mudança pode fazer mais diferença.',
      },
    ],
  },
  domains: {
    title: 'As 12 áreas da sua roda',
    intro: 'Cada área é um raio da roda. Juntas, elas formam um retrato da sua vida inteira, não só de uma parte dela.',
  },
} satisfies Translation<EnglishBundle['home']>;
