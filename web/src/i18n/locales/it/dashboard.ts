import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Le tue valutazioni',
    showMore: 'Mostra le valutazioni precedenti',
    loadingMore: 'Caricamento delle valutazioni precedenti…',
    moreFailed: 'Non siamo riusciti a caricare le tue valutazioni precedenti. Controlla la connessione e riprova.',
  },
  compare: {
    howTo: 'Per confrontare due valutazioni, scegli «Confronta» su una e poi su un’altra.',
    pick: 'Confronta',
    picked: 'Scelta per il confronto',
    pickSecond: 'Ora scegli una seconda valutazione da confrontare con quella del {{date}}.',
    differentWheel: 'Ruota diversa: valuta altre aree, quindi non si può confrontare con quella che hai scelto.',
    differentTitle: 'Ruota diversa',
    differentBody: 'Queste valutazioni riguardano aree diverse da quella che hai scelto, quindi non si possono confrontare con essa area per area.',
    title: '{{earlier}} a confronto con {{later}}',
    legendLater: 'Pieno: {{date}}',
    legendEarlier: 'Contorno tratteggiato: {{date}}',
    caption: 'Soddisfazione attuale in ogni area il {{earlier}} e il {{later}}, e la variazione (da 1 a 10).',
    earlier: 'Prima',
    later: 'Dopo',
    change: 'Variazione',
    close: 'Chiudi il confronto',
  },
  trends: {
    title: 'Come si muove ogni area',
    intro: 'La tua soddisfazione attuale in ogni area in tutte le valutazioni fatte con la ruota standard a 12 aree.',
    loading: 'Caricamento delle tue tendenze…',
    loadFailed: 'Non siamo riusciti a caricare le tue tendenze. Controlla la connessione e riprova.',
    notYet: 'Le tue tendenze compaiono dalla seconda valutazione con la ruota standard.',
    summary: 'All’inizio {{first}}, ora {{last}} (valutazioni: {{count}})',
    stuck: 'Ferma: lo stesso punteggio nelle ultime tre valutazioni',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
