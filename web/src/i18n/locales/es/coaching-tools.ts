import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Herramientas de autocoaching para cada área de la vida | Lifewheel',
    description:
      'Un repaso a {{count}} ejercicios breves de autocoaching, agrupados por las 12 áreas de la rueda de la vida: para qué sirve cada uno y cuánto dura.',
  },
  title: 'Herramientas de autocoaching',
  intro:
    '{{count}} ejercicios breves y prácticos para hacer por tu cuenta, agrupados según el área de la vida en la que más ayudan. Cada uno tiene pasos claros, preguntas para reflexionar y el método en el que se basa.',
  jumpTo: 'Ir a un área',
  groupCount_one: '{{count}} herramienta',
  groupCount_many: '{{count}} herramientas',
  groupCount_other: '{{count}} herramientas',
  minutes_one: '{{count}} minuto',
  minutes_many: '{{count}} minutos',
  minutes_other: '{{count}} minutos',
  premium: {
    badge: 'Prémium',
    body: 'Desbloquea todas las herramientas con guía paso a paso, guarda tu evolución a lo largo del tiempo y profundiza en cada área de tu vida, por solo {{price}}.',
    cta: 'Conseguir acceso prémium',
    fullTools: 'Abrir las herramientas completas, con sus pasos',
  },
  assessment: {
    body: '¿No sabes por dónde empezar? Tu rueda te muestra qué áreas tienen las mayores distancias.',
    link: 'Hacer el test gratis',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
