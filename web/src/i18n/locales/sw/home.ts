import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: tathmini ya bure ya gurudumu la maisha',
    description:
      'Pima maeneo 12 ya maisha yako, ona umbali kati ya ulipo na unapotaka kufika, na upate mawazo yanayotokana na utafiti kwa hatua yako inayofuata. Bure.',
  },
  hero: {
    title: 'Yaone maisha yako yote kwa mtazamo mmoja',
    tagline:
      'Pima jinsi ulivyoridhika katika maeneo 12 ya maisha, na jinsi unavyotaka kuridhika. Gurudumu lako linaonyesha wapi unastawi na wapi badiliko dogo linaweza kuleta tofauti kubwa zaidi.',
    takeAssessment: 'Anza Tathmini ya Bure',
    takeAssessmentShort: 'Anza Tathmini',
    customize: 'Rekebisha',
    duration: 'Takriban dakika 5. Huhitaji akaunti.',
  },
  promo: {
    badge: 'Mpya: Toleo la Premium',
    body: 'Fungua zana zaidi ya 100 za kujikochi, hifadhi maendeleo yako kadiri muda unavyopita na uzame zaidi katika kila eneo la maisha yako, kwa {{price}} tu.',
    cta: 'Pata Premium',
  },
  explainer: {
    title: 'Jinsi gurudumu la maisha linavyofanya kazi',
    steps: [
      { title: 'Pima kila eneo', body: 'Kwa kila moja ya maeneo 12, chagua jinsi ulivyoridhika leo na jinsi ungependa kuridhika, kuanzia 1 hadi 10.' },
      {
        title: 'Tazama gurudumu lako',
        body: 'Majibu yako yanakuwa gurudumu. Gurudumu la mviringo lililojaa huzunguka kwa urahisi; mibonyeo inaonyesha wapi maisha yanahisi kuwa na mashimo.',
      },
      {
        title: 'Pata hatua yako inayofuata',
        body: 'Mapengo makubwa zaidi kati ya leo na malengo yako yanaonyesha wapi badiliko dogo linaweza kuleta tofauti kubwa zaidi.',
      },
    ],
  },
  domains: {
    title: 'Maeneo 12 ya gurudumu lako',
    intro: 'Kila eneo ni spoki moja ya gurudumu. Kwa pamoja yanaonyesha picha ya maisha yako yote, si sehemu moja tu.',
  },
} satisfies Translation<EnglishBundle['home']>;
