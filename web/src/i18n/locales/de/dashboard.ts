import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Deine Bestandsaufnahmen',
    showMore: 'Frühere Bestandsaufnahmen zeigen',
    loadingMore: 'Frühere Bestandsaufnahmen werden geladen…',
    moreFailed: 'Deine früheren Bestandsaufnahmen konnten nicht geladen werden. Bitte prüfe deine Verbindung und versuche es noch einmal.',
  },
  compare: {
    howTo: 'Um zwei Bestandsaufnahmen zu vergleichen, wähle bei einer „Vergleichen“ und dann bei einer anderen.',
    pick: 'Vergleichen',
    picked: 'Zum Vergleich gewählt',
    pickSecond: 'Wähle jetzt eine zweite Bestandsaufnahme für den Vergleich mit der vom {{date}}.',
    differentWheel: 'Anderes Rad: Es bewertet andere Bereiche und lässt sich daher nicht mit dem gewählten vergleichen.',
    differentTitle: 'Anderes Rad',
    differentBody: 'Diese Bestandsaufnahmen bewerten andere Bereiche als die gewählte und lassen sich deshalb nicht Bereich für Bereich mit ihr vergleichen.',
    title: '{{earlier}} im Vergleich mit {{later}}',
    legendLater: 'Gefüllt: {{date}}',
    legendEarlier: 'Gestrichelte Linie: {{date}}',
    caption: 'Aktuelle Zufriedenheit in jedem Bereich am {{earlier}} und am {{later}} und die Veränderung (1 bis 10).',
    earlier: 'Vorher',
    later: 'Nachher',
    change: 'Veränderung',
    close: 'Vergleich schließen',
  },
  trends: {
    title: 'Wie sich jeder Bereich entwickelt',
    intro: 'Deine aktuelle Zufriedenheit in jedem Bereich über alle Bestandsaufnahmen mit dem Standardrad der 12 Bereiche.',
    loading: 'Deine Verläufe werden geladen…',
    loadFailed: 'Deine Verläufe konnten nicht geladen werden. Bitte prüfe deine Verbindung und versuche es noch einmal.',
    notYet: 'Deine Verläufe erscheinen ab deiner zweiten Bestandsaufnahme mit dem Standardrad.',
    summary: 'Anfangs {{first}}, jetzt {{last}} (Bestandsaufnahmen: {{count}})',
    stuck: 'Festgefahren: dreimal in Folge derselbe Wert',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
