import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Le fonti citate restano esattamente come in insights.en.ts.
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'Quest’area riguarda il lavoro che fai, retribuito o no, e quanto si adatta a chi sei: se valorizza i tuoi punti di forza, se ti lascia un po’ di voce in capitolo e se vale le ore che richiede. Comprende anche la direzione, la sensazione che la tua vita lavorativa stia andando dove vuoi arrivare.',
    research: {
      finding:
        'La teoria dell’autodeterminazione propone che le persone stiano bene quando sono soddisfatti tre bisogni fondamentali: autonomia (poter scegliere almeno in parte che cosa fai e come), competenza (sentirti capace e migliorare) e relazione (sentirti in contatto con le persone intorno a te). Studi sul lavoro e in altri ambiti collegano la soddisfazione di questi bisogni a una motivazione più solida e a un maggiore benessere.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'rassegna teorica basata su decenni di studi di laboratorio e sul campo',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio così alto potrebbe significare che in questo periodo il tuo lavoro ti offre un buon mix di sfida, libertà di scelta e persone con cui ti piace lavorare. Spesso indica che ciò che fai durante il giorno è abbastanza in linea con ciò che ti sta a cuore. Può essere anche un buon momento per notare che cosa lo fa funzionare, così da proteggerlo quando le cose cambieranno.',
        nextSteps: [
          'Scrivi le due o tre parti del tuo lavoro che ti danno più energia e annota un modo per mantenerle tutte in agenda il mese prossimo.',
          'Di’ a un collega o al tuo responsabile, in modo concreto, che cosa ha funzionato bene per te; dargli un nome rende più facile proteggerlo.',
          'Offri un’ora questa settimana per aiutare qualcuno all’inizio della carriera in qualcosa in cui sei bravo.',
        ],
        coachingQuestion:
          'Che cosa vorresti fosse vero del tuo lavoro tra cinque anni, che oggi lo è solo in parte?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che il lavoro va bene quasi tutti i giorni, ma non è del tutto dove vorresti: forse i compiti sono gestibili ma non ti stimolano più, oppure il lavoro paga le bollette senza sembrarti davvero tuo. Potresti notare che una parte ti prosciuga più del resto. È un’informazione utile, perché piccoli cambiamenti nel modo in cui svolgi il lavoro possono cambiare il modo in cui lo vivi.',
        nextSteps: [
          'Per tre giorni lavorativi, segna ogni attività come energizzante, neutra o faticosa, e alla fine della settimana cerca lo schema.',
          'Scegli un’attività faticosa e prova un cambiamento di «job crafting» (ridisegnare il proprio lavoro): falla in un altro modo, falla con qualcun altro oppure ricordati chi aiuta, alla fine.',
          'Prenota 30 minuti per chiedere a qualcuno di cui ammiri il lavoro come ha dato forma al suo ruolo nel tempo.',
        ],
        coachingQuestion:
          'Se potessi ridisegnare una parte del tuo ruolo attuale senza cambiare lavoro, che cosa cambieresti per prima, e perché ti importa?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe riflettere un lavoro che senti logorante, precario o lontano da ciò che ti sta a cuore, oppure potresti essere tra un impiego e l’altro, studiare o prenderti cura di altri e sentire la mancanza di una direzione. Spesso si accompagna a una stanchezza che si riversa sul resto della vita. Qualunque sia il motivo, un punteggio basso è un segnale da prendere sul serio, non un giudizio su di te.',
        nextSteps: [
          'Scrivi una frase su ciò che più ti logora del lavoro in questo momento e una su ciò che ti mancherebbe se non ci fosse più; la differenza spesso indica che cosa cambiare.',
          'Scegli un piccolo limite da rispettare questa settimana, come un orario fisso in cui staccare per due giorni o niente messaggi di lavoro dopo una certa ora.',
          'Chiedi a una persona, come un ex collega, un mentore o un orientatore professionale, una conversazione di 20 minuti sulle tue possibilità.',
        ],
        coachingQuestion:
          'Che cosa della tua vita lavorativa non sei più disposto ad accettare, e quale sarebbe un primo piccolo passo per allontanartene?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      'Il benessere finanziario riguarda meno quanto guadagni e più come ti senti rispetto al denaro: se riesci a coprire le necessità di oggi, ad assorbire una spesa imprevista e a fare scelte che contano per te. Comprende le abitudini, i progetti e le conversazioni che danno forma a questa sensazione.',
    research: {
      finding:
        'Una rassegna della ricerca sulla felicità suggerisce che conta come le persone spendono il denaro, oltre a quanto ne hanno. Spendere in esperienze anziché in oggetti, spendere per gli altri e preferire tanti piccoli piaceri a pochi grandi tende a portare una soddisfazione più duratura della maggior parte degli acquisti materiali.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'articolo di rassegna che riassume molti studi',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto suggerisce che il denaro è per lo più sotto controllo: le bollette sono coperte, probabilmente hai un piccolo cuscinetto e puoi spendere per ciò a cui tieni senza troppe preoccupazioni. Potrebbe anche significare che hai un rapporto sereno con il denaro, che non è la stessa cosa che essere ricchi. Può essere un buon momento per verificare che i tuoi soldi lavorino per ciò che conta di più per te.',
        nextSteps: [
          'Guarda le spese del mese scorso e cerchia i tre acquisti che ti hanno dato il piacere più duraturo; nota se erano esperienze, tempo o oggetti.',
          'Scegli un compito a lungo termine che tendi a rimandare, come controllare i versamenti per la pensione, fare testamento o rivedere le assicurazioni, e fissa un momento per occupartene.',
          'Pianifica un piccolo gesto di generosità questa settimana, come offrire qualcosa a un amico o fare una donazione a una causa che ti sta a cuore.',
        ],
        coachingQuestion:
          'Oltre alla sicurezza, che cosa vuoi che il tuo denaro renda possibile nella tua vita nei prossimi anni?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che te la cavi, ma senza sentirti del tutto tranquillo: forse a fine mese resta poco, c’è un debito sullo sfondo o la sensazione che dovresti essere più organizzato di quanto sei. Potresti stare bene giorno per giorno e sentirti comunque inquieto per il futuro. Un po’ più di chiarezza spesso allevia questa inquietudine più di quanto ci si aspetti.',
        nextSteps: [
          'Scrivi su un solo foglio le tue spese fisse mensili e il tuo stipendio netto, così da conoscere il tuo margine reale.',
          'Imposta un bonifico automatico nel giorno in cui arriva lo stipendio, anche piccolo, verso un conto di risparmio separato.',
          'Disdici o sospendi un abbonamento o una spesa fissa a cui non tieni più.',
        ],
        coachingQuestion:
          'Che cosa significherebbe per te avere abbastanza, sia in cifre sia nel modo in cui vivresti le tue giornate?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe riflettere una pressione reale: bollette difficili da pagare, debiti che continuano a crescere, entrate incerte o il timore di aprire l’app della banca. Le preoccupazioni economiche spesso si insinuano nel sonno, nelle relazioni e nella salute, quindi è comprensibile che quest’area ti pesi. Non sei l’unica persona in questa situazione, e spesso esiste un aiuto gratuito.',
        nextSteps: [
          'Elenca su un solo foglio ogni bolletta e ogni debito, con l’importo e la scadenza; vedere il quadro completo di solito spaventa meno che immaginarlo.',
          'Contatta un servizio gratuito e indipendente di consulenza sui debiti o sulle finanze personali nel tuo paese e chiedi che tipo di aiuto offre.',
          'Scegli il pagamento più urgente e contatta l’azienda prima della scadenza per chiedere quali possibilità di pagamento ci sono.',
        ],
        coachingQuestion:
          'Quale conversazione sul denaro stai evitando da tempo, e che cosa potrebbe cambiare se la affrontassi questo mese?',
      },
    },
  },

  'physical-health': {
    about:
      'La salute fisica riguarda come si sente e come funziona il tuo corpo ogni giorno: energia, sonno, movimento, alimentazione e il modo in cui convivi con eventuali malattie o dolori. Dipende da abitudini, circostanze e genetica, quindi il tuo punteggio riflette quanto sei soddisfatto, non quanto sei disciplinato.',
    research: {
      finding:
        'Un’analisi aggregata di 15 studi di coorte su circa 47.000 adulti ha rilevato che più passi al giorno erano associati a un minor rischio di morte durante il periodo di osservazione. Il beneficio si stabilizzava intorno ai 6.000-8.000 passi al giorno per gli adulti dai 60 anni in su e agli 8.000-10.000 per i più giovani: 10.000 non è quindi un numero magico, e per chi camminava poco anche aumenti modesti erano associati a un rischio minore.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'meta-analisi di 15 studi di coorte (osservazionali)',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto potrebbe significare che senti il tuo corpo per lo più come un alleato: dormi abbastanza bene, ti muovi con regolarità e hai energia per ciò che conta per te. Spesso riflette abitudini diventate automatiche. Ora il compito principale potrebbe essere renderle solide anche quando la vita si fa frenetica.',
        nextSteps: [
          'Scrivi le due abitudini che più ti fanno stare bene e decidi quale sarebbe la versione minima di ciascuna in una settimana caotica.',
          'Aggiungi un tipo di movimento che pratichi meno, come forza, equilibrio o stretching, per dieci minuti in due giorni di questa settimana.',
          'Prenota il controllo, lo screening o la visita dal dentista che continui a rimandare.',
        ],
        coachingQuestion:
          'Che cosa vuoi che il tuo corpo ti permetta di fare a 75 anni, e che cosa della tua routine di oggi sta già costruendo quel futuro?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che alcune cose funzionano e altre sono scivolate via: forse ti muovi ma dormi male, oppure mangi bene ma esci di rado all’aria aperta. Potresti sentirti bene nel complesso e notare comunque cali di energia, rigidità o stress che si fanno sentire nel corpo. Qui i cambiamenti piccoli e concreti tendono a durare più delle grandi rivoluzioni.',
        nextSteps: [
          'Per cinque giorni tieni un semplice appunto: ora in cui vai a letto, ora in cui ti alzi e la tua energia da 1 a 10 ogni pomeriggio.',
          'Aggancia una camminata di dieci minuti a qualcosa che fai già ogni giorno, come finire il pranzo o accompagnare i bambini a scuola.',
          'Pianifica un pasto di questa settimana in modo che contenga verdure e proteine, invece di ripiegare su ciò che è più veloce.',
        ],
        coachingQuestion:
          'Quale singolo cambiamento migliorerebbe di più come ti senti in un martedì qualunque, e che cosa ti ha reso difficile cominciare?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe riflettere dolore, malattia, esaurimento o semplicemente la sensazione di aver perso il contatto con il tuo corpo dopo un periodo difficile. Spesso rende più faticoso anche tutto il resto della ruota. Sii gentile con te stesso e, se il punteggio riflette sintomi, dolori o cambiamenti che ti preoccupano, parlarne con il medico o con un altro professionista sanitario è un primo passo sensato.',
        nextSteps: [
          'Se qualcosa ti preoccupa, prenota questa settimana una visita dal medico o da un infermiere e scrivi prima le tue domande.',
          'Scegli l’inizio più dolce possibile: una camminata di cinque minuti, qualche allungamento o andare a letto 20 minuti prima per tre sere.',
          'Chiedi a una persona di aiutarti con una cosa precisa, come fare una passeggiata con te o cucinare qualcosa insieme.',
        ],
        coachingQuestion:
          'Tra una settimana, quale sarebbe un segnale realistico che hai ricominciato a prenderti cura del tuo corpo?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Il benessere emotivo riguarda come ti senti la maggior parte del tempo e come gestisci le emozioni che arrivano: stress, tristezza, rabbia, preoccupazione e gioia. Non significa sentirsi sempre bene, ma avere spazio per tutta la gamma delle emozioni e modi per riprenderti da quelle difficili.',
    research: {
      finding:
        'In un esperimento di laboratorio, le persone a cui era stato chiesto di guardare un film sconvolgente con un atteggiamento distaccato e analitico provavano meno disgusto di chi lo guardava e basta, mentre chi doveva nascondere i propri sentimenti mostrava meno emozioni all’esterno ma una maggiore attivazione fisiologica. Cambiare il modo in cui si pensa a una situazione, la cosiddetta rivalutazione cognitiva, è diventato da allora uno dei modi di gestire le emozioni più studiati.',
      sources: ['Gross (1998)'],
      evidence: 'esperimento di laboratorio, poi confermato da molti studi',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto suggerisce che ti senti spesso stabile: noti le tue emozioni, sai dare loro un nome e di solito ritrovi l’equilibrio dopo una giornata difficile. Potrebbe anche significare che hai persone o pratiche che ti aiutano a elaborare ciò che succede. Sapere che cosa ti sostiene adesso è prezioso per i periodi più duri, che arrivano per tutti.',
        nextSteps: [
          'Scrivi le tre cose che più di tutte ti aiutano a riprenderti dopo una giornata difficile e tieni l’elenco in un posto dove lo vedi.',
          'Per cinque sere, annota una cosa andata bene quel giorno e perché è andata bene.',
          'Chiedi a una persona vicina come sta davvero, e ascolta senza cercare di risolvere nulla.',
        ],
        coachingQuestion:
          'Che cosa ti hanno insegnato su di te i momenti difficili che hai superato, e come vuoi usarlo?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che ce la fai, ma con fatica: lo stress potrebbe trascinarsi, le preoccupazioni tornarti in mente di notte, oppure potresti tenerti le cose dentro invece di elaborarle. Forse hai giornate buone e giornate piatte senza capire bene perché. Notare gli schemi è spesso il primo passo per cambiarli.',
        nextSteps: [
          'Tre volte al giorno, questa settimana, fermati e dai un nome a ciò che provi con una o due parole; mettere le emozioni in parole tende ad attenuarle un po’.',
          'Quando qualcosa ti turba, scrivi un altro modo di vederla: non per negare ciò che provi, ma per allargare lo sguardo.',
          'In due giorni, prenditi 15 minuti per scrivere liberamente di qualcosa che ti pesa.',
        ],
        coachingQuestion:
          'Quale emozione ti porti dietro ultimamente senza averle dato molto spazio, e di che cosa ha bisogno da te?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe significare che da un po’ ti senti triste, in ansia, svuotato o sopraffatto, e che le cose di tutti i giorni ti costano più fatica di prima. È dura, e non è un fallimento personale. Se l’umore basso o l’ansia durano da due settimane o più, o rendono difficile la vita quotidiana, valuta di parlarne con il medico, uno psicologo o un altro professionista della salute mentale; se ti senti in pericolo o pensi di farti del male, contatta subito i servizi di emergenza o una linea di ascolto per le crisi.',
        nextSteps: [
          'Racconta a una persona di fiducia come ti senti davvero, anche solo con una o due frasi.',
          'Prendi appuntamento con il medico o con uno psicologo, oppure cerca una linea di supporto per la salute mentale nel tuo paese e salva il numero nel telefono.',
          'Scegli una cosa molto piccola che di solito ti aiuta un po’, come una breve passeggiata, una doccia o una telefonata, e falla una volta al giorno.',
        ],
        coachingQuestion:
          'Chi potresti lasciare avvicinare un po’ di più in questo momento, e che cosa vorresti che sapesse?',
      },
    },
  },

  family: {
    about:
      'Quest’area riguarda i tuoi rapporti con le persone che consideri famiglia, per nascita, matrimonio, adozione o scelta: genitori, figli, fratelli e sorelle e la cerchia più ampia. Comprende la vicinanza, il sostegno, il tempo passato insieme e il modo in cui si gestiscono conflitti e obblighi.',
    research: {
      finding:
        'Lo Studio di Harvard sullo sviluppo adulto segue i suoi partecipanti, e in seguito le loro famiglie, dal 1938. I suoi direttori riferiscono che le persone con relazioni strette più calde, compresi i legami familiari, tendevano a restare più sane e più felici invecchiando.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'studio di coorte di lunga durata, iniziato nel 1938',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto potrebbe significare che i tuoi rapporti familiari sono caldi e affidabili: puoi essere te stesso, chiedere aiuto e superare i disaccordi senza danni duraturi. Spesso riflette anni di piccoli sforzi da parte di molti. Anche i buoni legami familiari vanno curati, soprattutto nei momenti di cambiamento come un trasloco, una nascita, una malattia o genitori che invecchiano.',
        nextSteps: [
          'Di’ a un familiare, in modo concreto, che cosa ha significato per te ultimamente: di persona, con un messaggio o in un breve biglietto.',
          'Inizia o riprendi un piccolo rituale, come una telefonata settimanale, un pasto insieme o una chat di famiglia per condividere le foto.',
          'Chiedi a un parente più anziano di raccontarti un episodio della sua vita che non hai mai sentito, e scrivi quello che ti dice.',
        ],
        coachingQuestion:
          'Che cosa vorresti soprattutto che la tua famiglia ricordasse del modo in cui ci sei stato per loro?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che la vita familiare ha bei momenti accanto a una certa distanza, attriti o squilibri: forse i contatti si limitano quasi all’organizzazione, un rapporto è teso o porti un carico maggiore degli altri. Puoi voler bene alla tua famiglia e trovare comunque stancante il tempo passato con loro. Le due cose possono essere vere insieme, e dare un nome a ciò che vorresti diverso è un buon inizio.',
        nextSteps: [
          'Scegli il rapporto familiare che più vorresti migliorare e scrivi una cosa che apprezzi di quella persona.',
          'Pianifica questa settimana mezz’ora con un familiare che non riguardi faccende, orari o problemi.',
          'Se ti fai carico di una parte ingiusta delle incombenze familiari, elencale e scegline una da chiedere a qualcun altro di prendersi.',
        ],
        coachingQuestion:
          'Quale rapporto familiare farebbe più differenza nella tua vita se diventasse un po’ più facile, e qual è la tua parte in questo?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe riflettere conflitti, allontanamenti, lutti, solitudine all’interno della famiglia o il peso di prenderti cura di qualcuno. Il dolore familiare spesso è profondo, perché questi legami sono intrecciati con chi siamo. Sta a te decidere quale livello di vicinanza è sano per te, e a volte questo significa costruire altrove un sostegno simile a quello di una famiglia.',
        nextSteps: [
          'Scrivi di che cosa hai più bisogno dalla famiglia in questo momento, come comprensione, aiuto pratico, spazio o pace, senza giudicarlo.',
          'Se i contatti sono tesi, decidi un limite che ti protegga, come una durata massima per le visite o un argomento di cui non parlerai.',
          'Questa settimana fatti sentire con una persona, parente o no, che per te è come famiglia.',
        ],
        coachingQuestion:
          'Che tipo di legame familiare vuoi nella tua vita, e chi, parente o no, potrebbe farne parte?',
      },
    },
  },

  friends: {
    about:
      'Quest’area riguarda le tue amicizie: avere persone con cui stai bene, di cui ti fidi e su cui puoi contare, e il tempo e l’energia che dedichi a questi legami. Comprende sia gli amici più stretti sia la cerchia più ampia di volti familiari che rende la vita meno solitaria.',
    research: {
      finding:
        'Una meta-analisi di 148 studi, che insieme hanno seguito oltre 300.000 persone, ha rilevato che chi aveva relazioni sociali più solide aveva circa il 50% di probabilità in più di sopravvivere nei periodi considerati. L’entità dell’associazione era paragonabile a quella di fattori di rischio noti come il fumo, anche se studi osservazionali come questi non possono dimostrare un rapporto di causa ed effetto.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'meta-analisi di 148 studi',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto suggerisce che hai amici con cui stai bene e su cui puoi contare, e che trovi il tempo per loro. Potrebbe anche significare che sei bravo nel lavoro silenzioso dell’amicizia: ricordarti, invitare, esserci. Le amicizie cambiano con le fasi della vita, quindi vale la pena proteggerle invece di darle per scontate.',
        nextSteps: [
          'Manda un breve messaggio a un amico per dirgli una cosa precisa che apprezzi di lui.',
          'Fissa in agenda un appuntamento ricorrente con un’amicizia stretta, come una passeggiata o una telefonata al mese.',
          'Invita qualcuno ai margini della tua cerchia a unirsi a qualcosa che fai già.',
        ],
        coachingQuestion:
          'Quali amicizie vorresti avere ancora tra vent’anni, e che cosa le terrà vive?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che hai degli amici ma li vedi meno di quanto vorresti, oppure senti che le amicizie si sono diradate tra mille impegni. Forse sei quasi sempre tu a farti vivo, o ti manca qualcuno con cui parlare davvero. Succede a molte persone, soprattutto dopo un trasloco, un nuovo lavoro o l’arrivo dei figli.',
        nextSteps: [
          'Scrivi a un amico che non senti da un po’, solo per dirgli che ti è venuto in mente; di solito le persone lo apprezzano più di quanto immaginiamo.',
          'Trasforma un’attività abituale, come un corso, la passeggiata con il cane o la pausa caffè, in qualcosa da condividere con un amico.',
          'Nella prossima conversazione con un amico, fagli una domanda su qualcosa che ti aveva raccontato l’ultima volta.',
        ],
        coachingQuestion:
          'Che tipo di amico vuoi essere in questa fase della tua vita, e come si tradurrebbe in pratica questo mese?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe significare che ti senti solo, che ti sei allontanato dai vecchi amici o che sei in un posto nuovo e non hai ancora una cerchia. Può far male, ed è più comune di quanto si ammetta. L’amicizia di solito cresce con il tempo passato insieme, più e più volte, quindi un contatto piccolo e regolare spesso conta più che trovare il legame perfetto.',
        nextSteps: [
          'Scegli un’attività di gruppo ricorrente, come un corso, un circolo, un turno di volontariato o una squadra, e partecipa almeno due volte: la familiarità cresce con la ripetizione.',
          'Manda un messaggio a un vecchio amico o a un conoscente simpatico proponendo un giorno e un’ora precisi per vedervi o sentirvi.',
          'Accetta un invito che di solito rifiuteresti e resta almeno mezz’ora.',
        ],
        coachingQuestion:
          'In quale momento della tua settimana potresti vedere le stesse persone abbastanza spesso da dare a un’amicizia la possibilità di crescere?',
      },
    },
  },

  'relationships-love': {
    about:
      'Quest’area riguarda l’amore romantico e l’intimità: una relazione di coppia attuale oppure, se sei single, come vivi gli appuntamenti, l’amore e lo stare da solo. Comprende l’affetto, la fiducia, la comunicazione, la vicinanza fisica e la sensazione di essere conosciuto davvero.',
    research: {
      finding:
        'Conta il modo in cui i partner reagiscono alle buone notizie l’uno dell’altra. In una serie di studi, le persone i cui partner rispondevano di solito con entusiasmo sincero e partecipe, la cosiddetta risposta attivo-costruttiva, descrivevano relazioni più soddisfacenti e con più fiducia rispetto a quelle i cui partner rispondevano in modo passivo o sminuente.',
      sources: ['Gable et al. (2004)'],
      evidence: 'serie di studi, compresa una ricerca con diari quotidiani',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto potrebbe significare che la tua vita sentimentale è vicina, sicura e viva, che si tratti di una relazione che ti nutre o di una vita da single in cui stai davvero bene. Spesso riflette fiducia e buone abitudini quotidiane di attenzione. Le relazioni cambiano nel tempo, quindi aiuta continuare a investirci anche quando vanno bene.',
        nextSteps: [
          'Quando questa settimana una persona che ami ti racconta una bella notizia, rispondi con vera curiosità: fai domande e lasciale rivivere il momento.',
          'Organizza con il tuo partner qualcosa di nuovo che nessuno dei due ha mai provato, o qualcosa di nuovo per te se sei single.',
          'Racconta al tuo partner, o a una persona che ami, una cosa precisa che ha fatto di recente e che ti ha fatto sentire accudito.',
        ],
        coachingQuestion:
          'Di che cosa ha bisogno l’amore da te in questa fase della tua vita, che qualche anno fa non gli serviva?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che le cose vanno bene, ma non con la vicinanza che vorresti: forse tu e il tuo partner siete diventati indaffarati gestori della vita quotidiana, oppure, se sei single, non sai bene se vuoi frequentare qualcuno o che cosa cerchi. Potrebbe mancarti sentirti visto, desiderato o compreso fino in fondo. Sono sensazioni comuni e di solito migliorano con un po’ di attenzione.',
        nextSteps: [
          'Metti via il telefono per 20 minuti con il tuo partner e fagli una domanda di cui non conosci già la risposta.',
          'Questa settimana nota le piccole richieste di attenzione, come un commento, un tocco o una battuta condivisa, e rispondi invece di lasciarle cadere.',
          'Se sei single, scrivi tre cose che vorresti provare in una relazione, non solo le qualità che cerchi in una persona.',
        ],
        coachingQuestion:
          'Che cosa ti aiuterebbe a sentirti più in sintonia nell’amore, e quale parte di questo è alla tua portata questa settimana?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe riflettere una relazione con conflitti o distanza frequenti, una rottura o una perdita recente, oppure solitudine e desiderio se sei single. Può pesare sul sonno, sull’umore e sull’autostima. Ciò che provi ha senso e, se una relazione ti fa sentire spaventato o non al sicuro, rivolgiti a un numero di aiuto contro la violenza domestica o a una persona di fiducia.',
        nextSteps: [
          'Scrivi, solo per te, che cosa ti manca di più e che cosa non vuoi più, senza decidere ancora nulla.',
          'Se hai una relazione, scegli un momento tranquillo per esprimere un tuo bisogno, partendo da come ti senti e non da ciò che il tuo partner sbaglia.',
          'Valuta di prenotare una seduta con un terapeuta di coppia o individuale, anche solo per vedere con più chiarezza a che punto sei.',
        ],
        coachingQuestion:
          'Come dovrebbe essere una relazione d’amore, compresa quella con te stesso, perché tu ti senta al sicuro e apprezzato?',
      },
    },
  },

  'community-giving': {
    about:
      'Quest’area riguarda il tuo posto nel mondo più ampio: il quartiere, i gruppi e le cause di cui fai parte, e i modi in cui contribuisci con tempo, denaro, competenze o semplice gentilezza. Riflette quanto ti senti parte di qualcosa di più grande della tua cerchia.',
    research: {
      finding:
        'Una revisione sistematica ha rilevato che, negli studi di coorte a lungo termine, chi faceva volontariato riferiva meno depressione, maggiore soddisfazione per la propria vita e più benessere, e aveva un minor rischio di morte durante il periodo di osservazione. Gli studi randomizzati non hanno confermato questi benefici in modo coerente: il volontariato può aiutare, ma è anche possibile che le persone più sane e felici siano più propense a farlo.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'revisione sistematica e meta-analisi di 40 articoli (studi randomizzati e di coorte)',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto suggerisce che ti senti parte di una comunità e contribuisci in modi che per te hanno senso. Forse sei una persona che i vicini conoscono, o qualcuno che si impegna per una causa anno dopo anno. Vale la pena verificare che dare ti carichi ancora di energia invece di logorarti in silenzio.',
        nextSteps: [
          'Scrivi qual è il contributo che per te ha più senso, e perché, così da proteggerlo quando la vita si fa piena.',
          'Invita una persona nuova ad accompagnarti a un gruppo, un evento o una causa di cui fai parte.',
          'Ringrazia una persona che fa funzionare la tua comunità, come un organizzatore, un volontario o un vicino che si prende cura degli altri.',
        ],
        coachingQuestion:
          'In che modo vorresti che la tua comunità fosse diversa grazie al fatto che ne hai fatto parte?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che la tua comunità ti sta a cuore ma partecipi meno di quanto vorresti; forse hai poco tempo o non hai ancora trovato il tuo posto. Magari dai qualcosa ogni tanto, ma lo senti scollegato da ciò che conta per te. I contributi piccoli e regolari spesso danno più soddisfazione dei grandi gesti occasionali.',
        nextSteps: [
          'Per cinque giorni, fai ogni giorno un piccolo gesto gentile per un vicino o uno sconosciuto, e nota come ti senti.',
          'Cerca un gruppo o una causa locale legata a qualcosa che ti sta a cuore e scopri in che cosa consisterebbe un primo passo.',
          'Fai una vera conversazione, non solo un cenno di saluto, con qualcuno che vedi spesso ma conosci appena, come il negoziante sotto casa o un vicino.',
        ],
        coachingQuestion:
          'Quale tema o gruppo ti sta abbastanza a cuore da dedicargli un’ora al mese, e che cosa te l’ha impedito finora?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe significare che ti senti scollegato dalle persone e dai luoghi intorno a te, oppure che contribuire ti sembra fuori portata perché la tua vita ti chiede molto in questo momento. Sono entrambe cose comprensibili. Il senso di appartenenza può cominciare in piccolo: un volto familiare, due chiacchiere, un modo modesto di dare una mano.',
        nextSteps: [
          'Impara il nome di un vicino o di una persona che incontri spesso in zona e usalo la prossima volta che la vedi.',
          'Dedica 15 minuti a guardare che cosa succede nella tua zona, come gli incontri in biblioteca, un orto condiviso o un gruppo religioso o culturale, e annota una cosa da provare.',
          'Fai qualcosa di utile che richieda meno di dieci minuti, come lasciare una recensione gentile a un negozio del quartiere o offrirti di portare qualcosa per qualcuno.',
        ],
        coachingQuestion:
          'Dove senti già, anche solo un po’, di appartenere, e come potresti passarci un po’ più di tempo?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Lo svago e il divertimento comprendono il gioco, gli hobby, il riposo e ciò che fai semplicemente perché ti piace. È il luogo in cui ricarichi le batterie, esplori e perdi la cognizione del tempo, ed è spesso la prima cosa a essere sacrificata quando la vita si riempie di impegni.',
    research: {
      finding:
        'Una meta-analisi ha trovato un legame moderato tra tempo libero e benessere, e gli studi longitudinali e sperimentali suggeriscono che il tempo libero può aumentare il benessere, non solo rispecchiarlo. La frequenza con cui le persone si dedicavano allo svago, e quanto questo fosse vario, contavano più del tempo totale.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'meta-analisi di 37 dimensioni dell’effetto su oltre 11.000 persone',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto suggerisce che sai fare spazio al piacere: hai attività che ti assorbono, persone con cui divertirti e tempo che è tuo. Forse hai imparato che il divertimento non è solo un premio per aver finito tutto il resto. È un vero punto di forza, e spesso sostiene il resto della tua ruota.',
        nextSteps: [
          'Prova questa settimana un’attività nuova, un po’ fuori dal tuo solito repertorio, come uno sport diverso, un lavoro manuale o un gioco.',
          'Condividi un hobby che ami con qualcuno, invitandolo a venire con te o insegnandogli le basi.',
          'Nota quale attività questa settimana ti ha fatto perdere la cognizione del tempo e scrivi che cosa l’ha resa così coinvolgente.',
        ],
        coachingQuestion:
          'A quale tipo di gioco non hai più fatto spazio da quando eri più giovane, e come sarebbe riportarne un po’ nella tua vita?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che hai un po’ di tempo libero, ma che serve soprattutto a recuperare: scorrere lo schermo del telefono, guardare la televisione o crollare sul divano a fine giornata. Hanno il loro posto, ma raramente ti rigenerano come qualcosa di attivo, sociale o coinvolgente. Forse i tuoi hobby sono spariti dal calendario senza che tu lo abbia mai davvero deciso.',
        nextSteps: [
          'Blocca questa settimana due ore per qualcosa che ti piace e proteggile come un appuntamento.',
          'Elenca dieci cose che ti hanno dato gioia in passato e fanne una prima che finisca il fine settimana.',
          'Per due sere, sostituisci 20 minuti di telefono con qualcosa di manuale, come cucinare, suonare, disegnare o fare un puzzle.',
        ],
        coachingQuestion:
          'Quand’è stata l’ultima volta che ti sei sentito davvero assorbito da qualcosa solo per il gusto di farlo, e che cosa era diverso allora?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe significare che non ti restano quasi tempo né energie per divertirti, oppure che le cose che amavi hanno perso la loro scintilla. Succede spesso con carichi di lavoro pesanti, impegni di cura o umore basso. Anche piccole dosi di gioco possono aiutare e, se da settimane niente ti dà piacere, vale la pena parlarne con il medico.',
        nextSteps: [
          'Scegli un piacere di dieci minuti per ogni giorno di questa settimana, come la tua canzone preferita, una breve passeggiata in un posto piacevole o una partita veloce, e goditelo senza fare altro nel frattempo.',
          'Guarda la tua agenda e recupera un’ora da un impegno che conta meno di quanto pensavi.',
          'Chiedi a un amico o a un familiare di fare con te qualcosa di leggero, senza altro scopo che divertirvi.',
        ],
        coachingQuestion:
          'Che cosa faresti con un pomeriggio libero se non dovessi giustificarlo a nessuno, nemmeno a te stesso?',
      },
    },
  },

  'physical-environment': {
    about:
      'Quest’area riguarda gli spazi in cui vivi e lavori: la tua casa, il tuo spazio di lavoro, il tuo quartiere e il tuo accesso alla luce, alla quiete e alla natura. L’ambiente influisce sull’umore e sull’energia più di quanto spesso ci accorgiamo, nel bene e nel male.',
    research: {
      finding:
        'In un’indagine su quasi 20.000 persone in Inghilterra, chi trascorreva almeno 120 minuti a settimana nella natura aveva più probabilità di riferire una buona salute e un benessere elevato rispetto a chi non ne trascorreva affatto. Non sembrava importare se quel tempo arrivasse da un’unica lunga uscita o da diverse più brevi, anche se un’indagine di questo tipo mostra un’associazione, non la prova di un rapporto di causa.',
      sources: ['White et al. (2019)'],
      evidence: 'ampia indagine nazionale',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto suggerisce che ciò che ti circonda per lo più ti sostiene: la casa è un posto in cui riposare, il tuo spazio di lavoro funziona e puoi raggiungere luce, aria o spazi verdi. Potrebbe riflettere scelte fatte con cura nel tempo. Un po’ di manutenzione ora può aiutare a mantenerlo così mentre le tue esigenze cambiano.',
        nextSteps: [
          'Fai un giro della casa, trova l’angolo che ti dà più calma e annota che cosa lo fa funzionare.',
          'Trascorri almeno due ore all’aperto nel verde o vicino all’acqua nel corso di questa settimana, nei momenti che ti sono più comodi.',
          'Ripara o completa una piccola cosa che continui a evitare, come una lampadina bruciata, una porta che cigola o una pila di oggetti all’ingresso.',
        ],
        coachingQuestion:
          'Come vuoi che il tuo spazio sostenga la vita verso cui stai crescendo?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che il tuo spazio va bene ma non del tutto: il disordine potrebbe accumularsi, una stanza potrebbe non adattarsi a come la usi, rumore o luce potrebbero darti fastidio, oppure esci di rado all’aperto. Forse vivi queste cose più come uno stress di fondo che come grandi problemi. Piccoli cambiamenti a uno spazio possono cambiare la sensazione che trasmette con sorprendente rapidità.',
        nextSteps: [
          'Scegli una superficie, come un tavolo, il piano della cucina o la scrivania, liberala del tutto in 15 minuti e nota come ti senti a usarla dopo.',
          'Avvicina la tua sedia principale o la scrivania alla luce naturale, oppure metti una pianta o un quadro che ti piace dove passi più tempo.',
          'Fai una passeggiata di 20 minuti nel posto più verde vicino a te in due giorni di questa settimana.',
        ],
        coachingQuestion:
          'Se la tua casa potesse aiutarti a sentirti in un certo modo alla fine di ogni giornata, che sensazione sarebbe, e che cosa la ostacola?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe riflettere una casa che senti angusta, rumorosa, poco sicura, caotica o non davvero tua, oppure un quartiere o un tragitto quotidiano che ti sfiniscono. Una parte potrebbe non dipendere da te, come il costo delle case o i vicini, e questo può dare una sensazione di immobilità. Anche così, piccoli cambiamenti alla tua portata possono alleggerire lo stress quotidiano mentre valuti quelli più grandi.',
        nextSteps: [
          'Scegli un piccolo angolo, anche solo una sedia o il comodino, e rendilo tranquillo e piacevole.',
          'Scrivi le tre cose del tuo ambiente che ti danno più fastidio e segna quelle su cui puoi influire.',
          'Trova un posto vicino, fuori casa, in cui ti senti a tuo agio, come un parco, una biblioteca o un bar, e passaci un po’ di tempo questa settimana.',
        ],
        coachingQuestion:
          'Come sarebbe un luogo che ti sostiene davvero, e qual è un passo verso di esso che dipende da te?',
      },
    },
  },

  'personal-growth': {
    about:
      'La crescita personale comprende imparare, sviluppare competenze, conoscerti meglio e diventare sempre più la persona che vuoi essere. Include la curiosità, la riflessione e il coraggio di provare cose in cui non sei ancora bravo.',
    research: {
      finding:
        'Il modello del benessere psicologico di Carol Ryff considera la crescita personale, cioè la sensazione di continuare a svilupparsi e a realizzare il proprio potenziale, una delle sei componenti fondamentali di una vita buona, insieme allo scopo nella vita, all’accettazione di sé, all’autonomia, alla padronanza dell’ambiente e alle relazioni positive. Il suo questionario è molto usato nella ricerca sul benessere nell’età adulta.',
      sources: ['Ryff (1989)'],
      evidence: 'studio di costruzione teorica con un’indagine tramite questionario su adulti',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto suggerisce che senti di imparare e crescere, con la sensazione di andare verso la persona che vuoi essere. Forse ti piacciono le sfide e ti trovi abbastanza a tuo agio nel non saper ancora fare qualcosa. Il tuo prossimo passo potrebbe essere condividere ciò che impari, o scegliere in modo più deliberato in che cosa crescere.',
        nextSteps: [
          'Scrivi la cosa più importante che hai imparato nell’ultimo anno e a chi potrebbe essere utile sentirla.',
          'Scegli una competenza che stai sviluppando e trova una fonte di feedback concreto, come un insegnante, un collega o una registrazione di te stesso.',
          'Scegli una piccola sfida scomoda per questa settimana, come fare una domanda che di solito terresti per te, e falla.',
        ],
        coachingQuestion:
          'Verso quale versione di te stai crescendo, e che cosa farebbe di diverso quella persona questa settimana?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che stai crescendo in alcuni ambiti ma ti senti un po’ fermo in altri: forse impari quando la vita lo richiede ma di rado per scelta, oppure inizi le cose e perdi lo slancio. Potresti avere idee su che cosa sviluppare senza un primo passo chiaro. La crescita spesso riparte quando la rendi concreta e piccola.',
        nextSteps: [
          'Dai un nome a una competenza o a una qualità che vuoi sviluppare e scrivi un piano «se… allora…»: quando e dove ti eserciterai per 15 minuti.',
          'Leggi, guarda o ascolta qualcosa questa settimana per pura curiosità, e annota un’idea che vuoi ricordare.',
          'Chiedi a qualcuno che ti conosce bene quale pensa potrebbe essere la tua prossima area di crescita.',
        ],
        coachingQuestion:
          'Che cosa ti incuriosisce che non ti sei ancora concesso di esplorare?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe significare che ti senti bloccato o incerto su chi stai diventando, oppure che la vita è stata così piena di richieste che crescere sembra un lusso. Potrebbe anche riflettere una battuta d’arresto che ha scosso la tua fiducia. La crescita non deve essere eclatante: contano anche i passi piccoli e ripetuti.',
        nextSteps: [
          'Scrivi una cosa che hai imparato o gestito bene nell’ultimo mese, per quanto piccola, come promemoria che stai ancora crescendo.',
          'Scegli una pratica minuscola, come cinque minuti di lettura o una parola nuova in un’altra lingua, e collegala a qualcosa che fai già ogni giorno.',
          'Ripensa a un periodo in cui sentivi di crescere e scrivi che cosa lo rendeva possibile.',
        ],
        coachingQuestion:
          'Quale piccolo passo ti mostrerebbe, tra un mese, che hai ricominciato a muoverti?',
      },
    },
  },

  spirituality: {
    about:
      'Qui, spiritualità significa il tuo rapporto con il significato, lo scopo e tutto ciò che vivi come più grande di te, attraverso la religione, la natura, l’arte, i valori, la riflessione o la comunità. È qualcosa di profondamente personale, e non esiste un modo giusto di darle un punteggio.',
    research: {
      finding:
        'La ricerca condotta con il Meaning in Life Questionnaire (questionario sul significato della vita) distingue tra avere un senso di significato e cercarlo. Sentire che la propria vita ha un significato è costantemente associato a un maggiore benessere, mentre la ricerca di significato si è rivelata un’esperienza distinta: si può avere un certo significato e continuare comunque a cercarne di più.',
      sources: ['Steger et al. (2006)'],
      evidence: 'studi di sviluppo del questionario su diversi campioni di studenti',
    },
    bands: {
      high: {
        reflect:
          'Un punteggio alto suggerisce che hai chiaro che cosa dà significato alla tua vita, e pratiche o convinzioni che ti radicano. Potrebbe manifestarsi come calma nei momenti difficili o come un legame sentito con qualcosa di più grande. Questo radicamento può essere anche una fonte di forza per le persone intorno a te.',
        nextSteps: [
          'Prenditi dieci minuti di quiete questa settimana per riflettere su che cosa ha avuto più significato per te ultimamente, e perché.',
          'Condividi una pratica, un testo, un luogo o un brano musicale che ti radica con qualcuno che potrebbe apprezzarlo.',
          'Cerca questa settimana un momento di meraviglia, come un cielo immenso, un brano musicale o un atto di coraggio, e resta con esso un po’ più a lungo del solito.',
        ],
        coachingQuestion:
          'In che modo il tuo senso di significato orienta le scelte che fai in una giornata qualunque?',
      },
      mid: {
        reflect:
          'Un punteggio medio spesso significa che il significato c’è, ma è sottile o intermittente: potresti sentirti in contatto in certi momenti e perdere il filo nella frenesia quotidiana. Forse vecchie convinzioni non ti calzano più del tutto e quelle nuove si stanno ancora formando. Questa terra di mezzo è comune, e può essere fertile.',
        nextSteps: [
          'Scrivi tre valori secondo cui vuoi vivere più di tutti e un’occasione questa settimana in cui puoi metterli in pratica, uno per uno.',
          'Prova cinque minuti di silenzio ogni mattina, che sia pregando, meditando, respirando lentamente o semplicemente stando seduto senza telefono.',
          'Passa del tempo in un luogo che ti faccia sentire piccolo nel senso buono, come la cima di una collina, il mare, un edificio antico o sotto un cielo aperto.',
        ],
        coachingQuestion:
          'Quando ti senti più in contatto con qualcosa di più grande di te, e come potresti fargli più spazio?',
      },
      low: {
        reflect:
          'Un punteggio basso potrebbe significare che ti senti scollegato dal significato o dallo scopo, che la vita è diventata una serie di compiti o che le convinzioni che un tempo ti sostenevano non lo fanno più. A volte succede dopo un lutto, un esaurimento o una delusione. Sono tra le domande umane più antiche, e non avere risposte adesso fa parte dell’essere umani.',
        nextSteps: [
          'Fai un breve elenco dei momenti della tua vita che hanno avuto significato, anche solo per poco, e cerca che cosa hanno in comune.',
          'Passa 20 minuti questa settimana in un posto tranquillo, meglio se all’aperto e senza telefono, e limitati a notare ciò che noti.',
          'Parla delle domande che ti porti dentro con qualcuno di cui rispetti il senso di significato, come un amico, una persona anziana, una guida spirituale o un terapeuta.',
        ],
        coachingQuestion:
          'Se la tua vita fosse guidata da una sola cosa che conta davvero per te, quale sarebbe, e che cosa cambierebbe?',
      },
    },
  },
};
