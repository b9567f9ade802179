import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Il tuo account | Lifewheel', description: 'Scarica tutto ciò che Lifewheel conserva su di te, oppure elimina il tuo account.' },
  nav: { link: 'Il mio account' },
  title: 'Il tuo account',
  intro: 'Hai effettuato l’accesso come {{email}}.',
  loading: 'Caricamento del tuo account…',
  export: {
    title: 'Scarica i tuoi dati',
    body: 'Tutto ciò che Lifewheel conserva su di te: il tuo account, le valutazioni salvate, le note e i progressi negli strumenti, i messaggi che ci hai inviato, l’iscrizione alla newsletter e i tuoi pagamenti.',
    json: 'Scarica in JSON',
    csv: 'Scarica in CSV (foglio di calcolo)',
    preparing: 'Stiamo preparando il file…',
    failed: 'Il download non è riuscito. Controlla la connessione e riprova.',
  },
  delete: {
    title: 'Elimina il tuo account',
    body: 'Verranno cancellati le valutazioni salvate, le note e i progressi negli strumenti, i messaggi che ci hai inviato, l’iscrizione alla newsletter e il tuo accesso. I dati dei pagamenti restano per la nostra contabilità, senza il tuo indirizzo email. L’operazione è irreversibile.',
    open: 'Elimina il mio account…',
    dialogTitle: 'Eliminare definitivamente il tuo account?',
    label: 'Scrivi il tuo indirizzo email per confermare',
    hint: 'Scrivi {{email}}',
    confirm: 'Elimina il mio account',
    cancel: 'Mantieni il mio account',
    deleting: 'Eliminazione in corso…',
    failed: 'Non è stato possibile eliminare il tuo account. Controlla la connessione e riprova.',
    errors: { confirmRequired: 'Scrivi il tuo indirizzo email per confermare.', confirmMismatch: 'Questo non è l’indirizzo email di questo account.' },
    doneTitle: 'Il tuo account è stato eliminato',
    done: 'Abbiamo cancellato tutto ciò che conservavamo su di te e sei uscito dal tuo account.',
    home: 'Torna alla home page',
  },
} satisfies Translation<EnglishBundle['account']>;
