import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Rueda de la vida para imprimir',
    description:
      'Una rueda de la vida en una sola página para imprimir en A4 o Carta: puntúa cada área a mano, con un código QR a la rueda en línea. Para salas sin móviles.',
    sessionTitle: 'Hojas en papel para {{name}}',
  },
  screen: {
    intro: 'Una página por persona, para salas sin móviles. Quien quiera puede escanear el código QR y seguir en línea.',
    print: 'Imprimir',
    paperSize: 'Elige A4 o Carta en el cuadro de impresión: la hoja cabe en una página en ambos formatos.',
    preview: 'Vista previa de la hoja impresa',
    back: 'Volver a la sesión',
    loading: 'Cargando la hoja…',
    notFound: 'No hemos encontrado esta sesión entre las tuyas.',
  },
  paper: {
    title: 'Mi rueda de la vida',
    instructions:
      'En cada área, pregúntate cuánto te satisface hoy, de {{min}} (nada) a {{max}} (plenamente). Colorea su sector desde el centro hasta ese anillo.',
    scale: 'El centro es {{zero}}; el anillo exterior, {{max}}.',
    name: 'Tu nombre',
    date: 'Fecha',
    riseTitle: 'Elige un área. ¿Cómo sería un punto más?',
    riseHint: 'Algo pequeño y concreto que podrías hacer este mes.',
    wheelLabel: 'Una rueda en blanco para colorear, con un sector por área: {{areas}}',
    online: '¿Prefieres el móvil? Haz el test en línea:',
    session: 'Únete a la sesión en línea con el código {{code}}:',
    qrLabel: 'Código QR de {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
