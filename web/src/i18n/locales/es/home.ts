import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: test gratuito de la rueda de la vida',
    description:
      'Valora 12 áreas de tu vida, descubre la distancia entre dónde estás y dónde quieres estar, y recibe ideas basadas en la investigación. Gratis.',
  },
  hero: {
    title: 'Toda tu vida de un vistazo',
    tagline:
      'Valora cuánta satisfacción sientes en 12 áreas de tu vida y cuánta te gustaría sentir. Tu rueda te muestra dónde estás floreciendo y dónde un pequeño cambio podría marcar la mayor diferencia.',
    takeAssessment: 'Hacer el test gratis',
    takeAssessmentShort: 'Hacer el test',
    customize: 'Personalizar',
    duration: 'Unos 5 minutos. Sin necesidad de crear una cuenta.',
  },
  promo: {
    badge: 'Novedad: versión prémium',
    body: 'Desbloquea más de 100 herramientas de autocoaching, guarda tu evolución a lo largo del tiempo y profundiza en cada área de tu vida, por solo {{price}}.',
    cta: 'Conseguir acceso prémium',
  },
  explainer: {
    title: 'Cómo funciona la rueda de la vida',
    steps: [
      { title: 'Valora cada área', body: 'En cada una de las 12 áreas, elige del 1 al 10 cuánta satisfacción sientes hoy y cuánta te gustaría sentir.' },
      {
        title: 'Mira tu rueda',
        body: 'Tus respuestas forman una rueda. Una rueda redonda y llena gira con suavidad; las abolladuras muestran dónde la vida da tumbos.',
      },
      {
        title: 'Encuentra tu siguiente paso',
        body: 'Las mayores distancias entre tu presente y tus objetivos señalan dónde un pequeño cambio podría importar más.',
      },
    ],
  },
  domains: {
    title: 'Las 12 áreas de tu rueda',
    intro: 'Cada área es un radio de la rueda. Juntas dan una imagen de tu vida entera, no solo de una parte.',
  },
} satisfies Translation<EnglishBundle['home']>;
