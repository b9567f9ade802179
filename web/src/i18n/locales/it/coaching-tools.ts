import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Strumenti di autocoaching per ogni area della vita | Lifewheel',
    description:
      'Una panoramica di {{count}} brevi esercizi di autocoaching, divisi per le 12 aree della ruota della vita: a cosa serve ciascuno e quanto dura.',
  },
  title: 'Strumenti di autocoaching',
  intro:
    '{{count}} esercizi brevi e pratici da fare in autonomia, raggruppati per l’area della vita in cui aiutano di più. Ognuno ha passaggi chiari, spunti di riflessione e il metodo su cui si basa.',
  jumpTo: 'Vai a un’area',
  groupCount_one: '{{count}} strumento',
  groupCount_many: '{{count}} strumenti',
  groupCount_other: '{{count}} strumenti',
  minutes_one: '{{count}} minuto',
  minutes_many: '{{count}} minuti',
  minutes_other: '{{count}} minuti',
  premium: {
    badge: 'Versione Premium',
    body: 'Sblocca tutti gli strumenti con una guida passo passo, salva i tuoi progressi nel tempo e approfondisci ogni area della tua vita, a soli {{price}}.',
    cta: 'Ottieni l’accesso Premium',
    fullTools: 'Apri gli strumenti completi, con tutti i passi',
  },
  assessment: {
    body: 'Non sai da dove cominciare? La tua ruota ti mostra quali aree hanno le distanze maggiori.',
    link: 'Fai il test gratuito',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
