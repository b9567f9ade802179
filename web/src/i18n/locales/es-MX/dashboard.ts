import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Tus evaluaciones',
    showMore: 'Ver evaluaciones anteriores',
    loadingMore: 'Cargando evaluaciones anteriores…',
    moreFailed: 'No pudimos cargar tus evaluaciones anteriores. Revisa tu conexión y vuelve a intentarlo.',
  },
  compare: {
    howTo: 'Para comparar dos evaluaciones, toca «Comparar» en una y después en otra.',
    pick: 'Comparar',
    picked: 'Elegida para comparar',
    pickSecond: 'Ahora elige una segunda evaluación para compararla con la del {{date}}.',
    differentWheel: 'Rueda diferente: califica otras áreas, así que no se puede comparar con la que elegiste.',
    differentTitle: 'Rueda diferente',
    differentBody: 'Estas evaluaciones califican áreas diferentes a la que elegiste, así que no se pueden comparar con ella área por área.',
    title: '{{earlier}} comparada con {{later}}',
    legendLater: 'Relleno: {{date}}',
    legendEarlier: 'Contorno punteado: {{date}}',
    caption: 'Satisfacción actual en cada área el {{earlier}} y el {{later}}, y el cambio (del 1 al 10).',
    earlier: 'Antes',
    later: 'Después',
    change: 'Cambio',
    close: 'Cerrar la comparación',
  },
  trends: {
    title: 'Cómo va cada área',
    intro: 'Tu satisfacción actual en cada área en todas tus evaluaciones con la rueda estándar de 12 áreas.',
    loading: 'Cargando tus tendencias…',
    loadFailed: 'No pudimos cargar tus tendencias. Revisa tu conexión y vuelve a intentarlo.',
    notYet: 'Tus tendencias se muestran a partir de tu segunda evaluación con la rueda estándar.',
    summary: 'Empezó en {{first}}, ahora {{last}} (evaluaciones: {{count}})',
    stuck: 'Sin avance: la misma calificación en tus últimas tres evaluaciones',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
