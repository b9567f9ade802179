import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Fai il test della ruota della vita | Lifewheel',
    description: 'Rispondi a due domande veloci per ogni area della tua vita: quanto sei soddisfatto ora e quanto vorresti esserlo. Gratuito e riservato.',
  },
  title: 'La tua ruota della vita',
  progress: 'Domanda {{current}} di {{total}}',
  progressLabel: 'Avanzamento del test',
  current: {
    question: 'Quanto sei soddisfatto in questo momento dell’area «{{domain}}»?',
    legend: 'Soddisfazione attuale: {{domain}}',
  },
  desired: {
    question: 'Quanto vorresti essere soddisfatto dell’area «{{domain}}»?',
    legend: 'Soddisfazione desiderata: {{domain}}',
  },
  scale: {
    guidance: 'Scegli un numero da 1 (soddisfazione minima) a 10 (soddisfazione massima). Puoi usare anche i tasti da 1 a 9 e lo 0 per il 10.',
    low: 'Soddisfazione minima',
    high: 'Soddisfazione massima',
    option: '{{value}}',
  },
  buttons: {
    next: 'Avanti',
    previous: 'Indietro',
    undo: 'Annulla',
    viewResults: 'Vedi i risultati',
    saving: 'Salvataggio…',
  },
  restored: 'Eccoti di nuovo: abbiamo conservato le risposte che avevi già dato.',
  saveFailed: 'Non è stato possibile salvare il test. Riprova.',
  saveRateLimited: 'Nell’ultimo minuto sono stati salvati molti test dalla tua rete. Aspetta un minuto e riprova: le tue risposte sono ancora qui.',
  customWheel: 'Ruota personalizzata: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
