import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Lebensrad zum Ausdrucken',
    description:
      'Ein Lebensrad auf einer Seite zum Ausdrucken, auf A4 oder Letter: jeden Bereich von Hand bewerten, mit QR-Code zum Online-Rad. Für Räume ohne Handys.',
    sessionTitle: 'Papierbögen für {{name}}',
  },
  screen: {
    intro: 'Eine Seite pro Person, für Räume ohne Handys. Wer mag, scannt den QR-Code und macht online weiter.',
    print: 'Drucken',
    paperSize: 'Wähle A4 oder Letter im Druckdialog: Der Bogen passt bei beiden auf eine Seite.',
    preview: 'Vorschau des gedruckten Bogens',
    back: 'Zurück zur Sitzung',
    loading: 'Bogen wird geladen…',
    notFound: 'Diese Sitzung haben wir unter deinen Sitzungen nicht gefunden.',
  },
  paper: {
    title: 'Mein Lebensrad',
    instructions:
      'Frag dich bei jedem Bereich, wie zufrieden du heute bist, von {{min}} (gar nicht) bis {{max}} (voll und ganz). Male das Feld von der Mitte bis zu diesem Ring aus.',
    scale: 'Die Mitte ist {{zero}}, der äußere Ring {{max}}.',
    name: 'Dein Name',
    date: 'Datum',
    riseTitle: 'Wähle einen Bereich. Wie sähe ein Punkt mehr aus?',
    riseHint: 'Etwas Kleines und Konkretes, das du diesen Monat tun könntest.',
    wheelLabel: 'Ein leeres Rad zum Ausmalen, mit einem Feld pro Bereich: {{areas}}',
    online: 'Lieber am Handy? Mach den Test online:',
    session: 'Online mitmachen mit dem Code {{code}}:',
    qrLabel: 'QR-Code für {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
