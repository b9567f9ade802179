import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Vai al contenuto',
  loading: 'Caricamento…',
  nav: {
    home: 'Home page di Lifewheel',
    login: 'Accedi',
    dashboard: 'Pannello',
    mainMenu: 'Principale',
  },
  language: {
    label: 'Lingua',
    switchTo: 'Cambia lingua',
    offer: 'Lifewheel è disponibile anche in {{language}}.',
    offerAccept: 'Passa alla versione in {{language}}',
    offerDismiss: 'No, grazie',
    loadFailed: 'Non è stato possibile caricare questa lingua. Controlla la connessione e riprova.',
  },
  footer: {
    tagline: 'Un check-up gratuito e riservato sull’equilibrio della tua vita.',
    about: 'La ruota della vita è un esercizio di coaching attribuito di solito a Paul J. Meyer.',
    privacy: 'Le tue risposte vengono salvate solo quando visualizzi i risultati, con un link privato.',
    coachingTools: 'Strumenti di coaching',
    domains: 'Aree della vita',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Pagina non trovata',
    body: 'Non abbiamo trovato la pagina che cercavi. Potrebbe essere stata spostata, oppure il link potrebbe essere incompleto.',
    home: 'Vai alla home page',
  },
  toast: {
    region: 'Notifiche (F8)',
    close: 'Chiudi',
    errorTitle: 'Errore',
  },
  errors: {
    unexpected: 'Qualcosa è andato storto da parte nostra. Ricarica la pagina.',
    reload: 'Ricarica',
  },
  meta: {
    defaultTitle: 'Lifewheel: il test gratuito della ruota della vita',
    defaultDescription: 'Valuta 12 aree della tua vita, scopri la distanza tra dove sei e dove vorresti essere e ricevi spunti basati sulla ricerca. Gratis.',
  },
} satisfies Translation<EnglishBundle['common']>;
