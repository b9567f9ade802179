import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Levenswiel om te printen',
    description:
      'Een levenswiel op één pagina om te printen op A4 of Letter: geef elk gebied met de hand een score, met een QR-code naar het online wiel. Voor zalen zonder telefoons.',
    sessionTitle: 'Papieren vellen voor {{name}}',
  },
  screen: {
    intro: 'Eén pagina per persoon, voor zalen zonder telefoons. Wie wil, scant de QR-code en gaat online verder.',
    print: 'Afdrukken',
    paperSize: 'Kies A4 of Letter in het afdrukvenster: het vel past bij allebei op één pagina.',
    preview: 'Voorbeeld van het afgedrukte vel',
    back: 'Terug naar de sessie',
    loading: 'Vel wordt geladen…',
    notFound: 'We hebben deze sessie niet gevonden bij jouw sessies.',
  },
  paper: {
    title: 'Mijn levenswiel',
    instructions:
      'Vraag je per gebied af hoe tevreden je er vandaag over bent, van {{min}} (helemaal niet) tot {{max}} (helemaal). Kleur het vak in vanaf het midden tot die ring.',
    scale: 'Het midden is {{zero}}, de buitenste ring {{max}}.',
    name: 'Je naam',
    date: 'Datum',
    riseTitle: 'Kies één gebied. Hoe zou één punt hoger eruitzien?',
    riseHint: 'Iets kleins en concreets dat je deze maand kunt doen.',
    wheelLabel: 'Een leeg wiel om in te kleuren, met een vak per gebied: {{areas}}',
    online: 'Liever op je telefoon? Doe de test online:',
    session: 'Doe online mee aan de sessie met code {{code}}:',
    qrLabel: 'QR-code naar {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
