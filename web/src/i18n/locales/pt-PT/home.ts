import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: avaliação gratuita da roda da vida',
    description: 'Avalia 12 áreas da tua vida, vê a distância entre onde estás e onde queres estar e recebe ideias fundamentadas em investigação. Gratuito.',
  },
  hero: {
    title: 'A tua vida inteira num relance',
    tagline:
      'Avalia a tua satisfação atual em 12 áreas da vida e a satisfação que gostarias de ter. A tua roda mostra onde estás a florescer e onde uma pequena mudança pode fazer mais diferença.',
    takeAssessment: 'Fazer a avaliação gratuita',
    takeAssessmentShort: 'Fazer a avaliação',
    customize: 'Personalizar',
    duration: 'Cerca de 5 minutos. Não precisas de criar conta.',
  },
  promo: {
    badge: 'Novidade: versão Premium',
    body: 'Desbloqueia mais de 100 ferramentas de autocoaching, guarda a tua evolução ao longo do tempo e aprofunda cada área da tua vida, por apenas {{price}}.',
    cta: 'Obter acesso Premium',
  },
  explainer: {
    title: 'Como funciona a roda da vida',
    steps: [
      { title: 'Avalia cada área', body: 'Em cada uma das 12 áreas, escolhe de 1 a 10 a tua satisfação atual e a satisfação que gostarias de ter.' },
      {
        title: 'Vê a tua roda',
        body: 'As tuas respostas transformam-se numa roda. Uma roda redonda e cheia rola sem sobressaltos; as mossas mostram onde a vida anda aos solavancos.',
      },
      {
        title: 'Descobre o teu próximo passo',
        body: 'As maiores distâncias entre o presente e os teus objetivos mostram onde uma pequena mudança pode fazer mais diferença.',
      },
    ],
  },
  domains: {
    title: 'As 12 áreas da tua roda',
    intro: 'Cada área é um raio da roda. Juntas, dão uma imagem da tua vida inteira, e não apenas de uma parte dela.',
  },
} satisfies Translation<EnglishBundle['home']>;
