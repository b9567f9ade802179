import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Tus evaluaciones',
    showMore: 'Mostrar evaluaciones anteriores',
    loadingMore: 'Cargando evaluaciones anteriores…',
    moreFailed: 'No pudimos cargar tus evaluaciones anteriores. Revisa tu conexión e inténtalo de nuevo.',
  },
  compare: {
    howTo: 'Para comparar dos evaluaciones, elige «Comparar» en una y luego en otra.',
    pick: 'Comparar',
    picked: 'Elegida para comparar',
    pickSecond: 'Ahora elige una segunda evaluación para compararla con la del {{date}}.',
    differentWheel: 'Rueda distinta: valora otras áreas, así que no se puede comparar con la que elegiste.',
    differentTitle: 'Rueda distinta',
    differentBody: 'Estas evaluaciones valoran áreas distintas de la que elegiste, así que no se pueden comparar con ella área por área.',
    title: '{{earlier}} frente a {{later}}',
    legendLater: 'Relleno: {{date}}',
    legendEarlier: 'Contorno discontinuo: {{date}}',
    caption: 'Satisfacción actual en cada área el {{earlier}} y el {{later}}, y el cambio (de 1 a 10).',
    earlier: 'Antes',
    later: 'Después',
    change: 'Cambio',
    close: 'Cerrar la comparación',
  },
  trends: {
    title: 'Cómo evoluciona cada área',
    intro: 'Tu satisfacción actual en cada área a lo largo de todas tus evaluaciones con la rueda estándar de 12 áreas.',
    loading: 'Cargando tus tendencias…',
    loadFailed: 'No pudimos cargar tus tendencias. Revisa tu conexión e inténtalo de nuevo.',
    notYet: 'Tus tendencias aparecen a partir de tu segunda evaluación con la rueda estándar.',
    summary: 'Empezó en {{first}}, ahora {{last}} (evaluaciones: {{count}})',
    stuck: 'Estancada: la misma puntuación en tus tres últimas evaluaciones',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
