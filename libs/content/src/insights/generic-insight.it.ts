import type { DomainInsight } from '../types.js';

// Testo dei risultati per un’area che la persona ha nominato da sé; {{domain}} è quel nome.
export const genericInsight: DomainInsight = {
  about:
    '«{{domain}}» è un’area che hai scelto tu di mettere nella tua ruota, e questo dice già che per te è importante. Il tuo punteggio è un’istantanea di quanto ti senti soddisfatto in quest’area in questo momento, e la distanza dal punteggio desiderato mostra quanto cambiamento vorresti.',
  research: {
    finding:
      'Semplici piani del tipo «se succede questo, allora faccio quello», che collegano una situazione precisa a un’azione precisa e sono noti come intenzioni di implementazione, rendono più probabile che le persone agiscano in linea con i propri obiettivi. Una meta-analisi di 94 test indipendenti ha trovato un effetto da medio a grande sul raggiungimento degli obiettivi rispetto alle sole buone intenzioni: uno strumento utile per l’area «{{domain}}» come per qualsiasi altra area della vita.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'meta-analisi di 94 test indipendenti',
  },
  bands: {
    high: {
      reflect:
        'Un punteggio alto suggerisce che in questo momento l’area «{{domain}}» ti sta andando bene. Forse hai abitudini, persone o scelte che la sostengono, anche se ci pensi di rado. Accorgerti di ciò che funziona può aiutarti a mantenerlo quando la vita cambia.',
      nextSteps: [
        'Scrivi le due o tre cose che più aiutano l’area «{{domain}}» ad andare bene, così da poterle proteggere quando sarai molto impegnato.',
        'Condividi ciò che funziona nell’area «{{domain}}» con qualcuno a cui la tua esperienza potrebbe essere utile.',
        'Scegli un piccolo modo per approfondire o ampliare l’area «{{domain}}» questa settimana e decidi esattamente quando lo farai.',
      ],
      coachingQuestion:
        'Che cosa renderebbe l’area «{{domain}}» ancora più soddisfacente tra un anno, e che cosa va già in quella direzione?',
    },
    mid: {
      reflect:
        'Un punteggio medio suggerisce che l’area «{{domain}}» è in parte dove vorresti. Alcune cose potrebbero funzionare, mentre altre sembrano bloccate, poco chiare o schiacciate da altre priorità. È un mix comune, e spesso significa che pochi cambiamenti mirati potrebbero fare una differenza visibile.',
      nextSteps: [
        'Scrivi una frase su ciò che funziona nell’area «{{domain}}» e una su ciò che non funziona.',
        'Scegli un piccolo cambiamento per l’area «{{domain}}» e prepara un piano «se… allora…»: stabilisci il momento esatto in cui agirai e che cosa farai.',
        'Racconta a una persona di fiducia il cambiamento che desideri nell’area «{{domain}}» e chiedile di domandarti come va la settimana prossima.',
      ],
      coachingQuestion:
        'Se l’area «{{domain}}» salisse di appena due punti, che cosa cambierebbe nella tua vita di tutti i giorni?',
    },
    low: {
      reflect:
        'Un punteggio basso suggerisce che l’area «{{domain}}» non è dove vorresti e che forse ti pesa. Potrebbe riflettere circostanze che non dipendono da te, un cambiamento recente o qualcosa che rimandi da tempo. Dargli un nome con onestà è un primo passo utile e, se tocca la tua salute, la tua sicurezza o il tuo umore, parlarne con un professionista può aiutarti.',
      nextSteps: [
        'Scrivi che cosa rende basso il punteggio dell’area «{{domain}}» in questo momento, separando ciò su cui puoi influire da ciò su cui non puoi.',
        'Scegli il passo più piccolo possibile che dipenda da te e fallo entro i prossimi tre giorni.',
        'Chiedi sostegno o un consiglio a una persona sull’area «{{domain}}», anche solo per parlarne insieme.',
      ],
      coachingQuestion:
        'Che cosa conta di più per te nell’area «{{domain}}», e qual è la prima cosa che vorresti cambiare?',
    },
  },
};
