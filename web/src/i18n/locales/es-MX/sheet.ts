import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Rueda de la vida para imprimir',
    description:
      'Una rueda de la vida en una sola página para imprimir en tamaño carta o A4: califica cada área a mano, con un código QR a la rueda en línea. Para grupos sin celulares.',
    sessionTitle: 'Hojas impresas para {{name}}',
  },
  screen: {
    intro: 'Una página por persona, para grupos sin celulares. Quien quiera puede escanear el código QR y continuar en línea.',
    print: 'Imprimir',
    paperSize: 'Elige carta o A4 en la ventana de impresión: la hoja cabe en una página en ambos tamaños.',
    preview: 'Vista previa de la hoja impresa',
    back: 'Regresar a la sesión',
    loading: 'Cargando la hoja…',
    notFound: 'No encontramos esta sesión entre las tuyas.',
  },
  paper: {
    title: 'Mi rueda de la vida',
    instructions:
      'En cada área, pregúntate cuánta satisfacción sientes hoy, de {{min}} (nada) a {{max}} (totalmente). Colorea su sección desde el centro hasta ese círculo.',
    scale: 'El centro vale {{zero}} y el círculo exterior, {{max}}.',
    name: 'Tu nombre',
    date: 'Fecha',
    riseTitle: 'Elige un área. ¿Cómo se vería un punto más?',
    riseHint: 'Algo pequeño y concreto que podrías hacer este mes.',
    wheelLabel: 'Una rueda en blanco para colorear, con una sección por área: {{areas}}',
    online: '¿Prefieres el celular? Haz la evaluación en línea:',
    session: 'Únete a la sesión en línea con el código {{code}}:',
    qrLabel: 'Código QR de {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
