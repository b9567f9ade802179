import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: il test gratuito della ruota della vita',
    description: 'Valuta 12 aree della tua vita, scopri la distanza tra dove sei e dove vorresti essere e ricevi spunti basati sulla ricerca. Gratis.',
  },
  hero: {
    title: 'Tutta la tua vita a colpo d’occhio',
    tagline:
      'Valuta quanto sei soddisfatto oggi di 12 aree della vita e quanto vorresti esserlo. La tua ruota mostra dove stai fiorendo e dove un piccolo cambiamento potrebbe contare di più.',
    takeAssessment: 'Fai il test gratuito',
    takeAssessmentShort: 'Fai il test',
    customize: 'Personalizza',
    duration: 'Circa 5 minuti. Senza bisogno di un account.',
  },
  promo: {
    badge: 'Novità: versione Premium',
    body: 'Sblocca oltre 100 strumenti di autocoaching, salva i tuoi progressi nel tempo e approfondisci ogni area della tua vita, a soli {{price}}.',
    cta: 'Ottieni l’accesso Premium',
  },
  explainer: {
    title: 'Come funziona la ruota della vita',
    steps: [
      { title: 'Valuta ogni area', body: 'Per ciascuna delle 12 aree, scegli da 1 a 10 quanto sei soddisfatto oggi e quanto vorresti esserlo.' },
      {
        title: 'Guarda la tua ruota',
        body: 'Le tue risposte diventano una ruota. Una ruota tonda e piena gira liscia; le ammaccature mostrano dove la vita procede a scossoni.',
      },
      {
        title: 'Trova il tuo prossimo passo',
        body: 'Le distanze maggiori tra il presente e i tuoi obiettivi indicano dove un piccolo cambiamento potrebbe contare di più.',
      },
    ],
  },
  domains: {
    title: 'Le 12 aree della tua ruota',
    intro: 'Ogni area è un raggio della ruota. Insieme danno un’immagine di tutta la tua vita, non solo di una sua parte.',
  },
} satisfies Translation<EnglishBundle['home']>;
