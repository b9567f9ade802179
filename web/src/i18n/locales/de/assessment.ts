import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Mach den Lebensrad-Test | Lifewheel',
    description: 'Beantworte für jeden Lebensbereich zwei kurze Fragen: Wie zufrieden bist du jetzt, und wie zufrieden möchtest du sein? Kostenlos und privat.',
  },
  title: 'Dein Lebensrad',
  progress: 'Frage {{current}} von {{total}}',
  progressLabel: 'Fortschritt des Tests',
  current: {
    question: 'Wie zufrieden bist du gerade mit dem Bereich „{{domain}}“?',
    legend: 'Aktuelle Zufriedenheit: {{domain}}',
  },
  desired: {
    question: 'Wie zufrieden möchtest du mit dem Bereich „{{domain}}“ sein?',
    legend: 'Gewünschte Zufriedenheit: {{domain}}',
  },
  scale: {
    guidance: 'Wähle eine Zahl von 1 (sehr unzufrieden) bis 10 (sehr zufrieden). Die Tasten 1–9 und 0 (für 10) funktionieren auch.',
    low: 'Sehr unzufrieden',
    high: 'Sehr zufrieden',
    option: '{{value}}',
  },
  buttons: {
    next: 'Weiter',
    previous: 'Zurück',
    undo: 'Rückgängig',
    viewResults: 'Ergebnisse ansehen',
    saving: 'Wird gespeichert…',
  },
  restored: 'Willkommen zurück: Deine bisherigen Antworten sind noch da.',
  saveFailed: 'Der Test konnte nicht gespeichert werden. Bitte versuch es noch einmal.',
  saveRateLimited:
    'Aus deinem Netzwerk wurden in der letzten Minute viele Tests gespeichert. Warte bitte eine Minute und versuch es dann noch einmal; deine Antworten bleiben erhalten.',
  customWheel: 'Eigenes Rad: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
