import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Haz el test de la rueda de la vida | Lifewheel',
    description: 'Responde a dos preguntas rápidas por cada área de tu vida: cuánta satisfacción sientes ahora y cuánta te gustaría sentir. Gratis y privado.',
  },
  title: 'Tu rueda de la vida',
  progress: 'Pregunta {{current}} de {{total}}',
  progressLabel: 'Progreso del test',
  current: {
    question: '¿Cuál es tu grado de satisfacción con «{{domain}}» en este momento?',
    legend: 'Satisfacción actual: {{domain}}',
  },
  desired: {
    question: '¿Qué grado de satisfacción te gustaría alcanzar con «{{domain}}»?',
    legend: 'Satisfacción deseada: {{domain}}',
  },
  scale: {
    guidance: 'Elige un número del 1 (muy poca satisfacción) al 10 (máxima satisfacción). También puedes usar las teclas 1-9, y el 0 para el 10.',
    low: 'Muy poca satisfacción',
    high: 'Máxima satisfacción',
    option: '{{value}}',
  },
  buttons: {
    next: 'Siguiente',
    previous: 'Anterior',
    undo: 'Deshacer',
    viewResults: 'Ver resultados',
    saving: 'Guardando…',
  },
  restored: 'Hola de nuevo: hemos conservado las respuestas que ya habías dado.',
  saveFailed: 'No se ha podido guardar el test. Inténtalo de nuevo.',
  saveRateLimited: 'Se han guardado muchos tests desde tu red en el último minuto. Espera un minuto y vuelve a intentarlo; tus respuestas siguen aquí.',
  customWheel: 'Rueda personalizada: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
