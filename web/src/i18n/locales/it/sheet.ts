import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Ruota della vita da stampare',
    description:
      'Una ruota della vita su una sola pagina, da stampare in A4 o Letter: valuta ogni area a mano, con un codice QR verso la ruota online. Per sale senza telefoni.',
    sessionTitle: 'Schede cartacee per {{name}}',
  },
  screen: {
    intro: 'Una pagina a persona, per le sale senza telefoni. Chi vuole può inquadrare il codice QR e continuare online.',
    print: 'Stampa',
    paperSize: 'Scegli A4 o Letter nella finestra di stampa: la scheda sta in una pagina in entrambi i formati.',
    preview: 'Anteprima della scheda stampata',
    back: 'Torna alla sessione',
    loading: 'Caricamento della scheda…',
    notFound: 'Non abbiamo trovato questa sessione tra le tue.',
  },
  paper: {
    title: 'La mia ruota della vita',
    instructions:
      'Per ogni area chiediti quanto ne sei soddisfatto oggi, da {{min}} (per niente) a {{max}} (del tutto). Colora la sua fetta dal centro fino a quel cerchio.',
    scale: 'Il centro vale {{zero}}, il cerchio esterno {{max}}.',
    name: 'Il tuo nome',
    date: 'Data',
    riseTitle: 'Scegli un’area. Come sarebbe un punto in più?',
    riseHint: 'Qualcosa di piccolo e concreto che potresti fare questo mese.',
    wheelLabel: 'Una ruota vuota da colorare, con una fetta per area: {{areas}}',
    online: 'Preferisci il telefono? Fai il test online:',
    session: 'Partecipa alla sessione online con il codice {{code}}:',
    qrLabel: 'Codice QR per {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
