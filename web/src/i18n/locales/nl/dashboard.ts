import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Je metingen',
    showMore: 'Eerdere metingen tonen',
    loadingMore: 'Eerdere metingen laden…',
    moreFailed: 'We konden je eerdere metingen niet laden. Controleer je verbinding en probeer het opnieuw.',
  },
  compare: {
    howTo: 'Om twee metingen te vergelijken, kies je bij de ene „Vergelijken” en daarna bij een andere.',
    pick: 'Vergelijken',
    picked: 'Gekozen om te vergelijken',
    pickSecond: 'Kies nu een tweede meting om te vergelijken met die van {{date}}.',
    differentWheel: 'Ander wiel: het beoordeelt andere gebieden, dus het is niet te vergelijken met het wiel dat je koos.',
    differentTitle: 'Ander wiel',
    differentBody: 'Deze metingen beoordelen andere gebieden dan de meting die je koos, dus ze zijn er niet per gebied mee te vergelijken.',
    title: '{{earlier}} vergeleken met {{later}}',
    legendLater: 'Gevuld: {{date}}',
    legendEarlier: 'Gestippelde rand: {{date}}',
    caption: 'Huidige tevredenheid per gebied op {{earlier}} en op {{later}}, en de verandering (1 tot 10).',
    earlier: 'Eerder',
    later: 'Later',
    change: 'Verandering',
    close: 'Vergelijking sluiten',
  },
  trends: {
    title: 'Hoe elk gebied zich ontwikkelt',
    intro: 'Je huidige tevredenheid per gebied over al je metingen met het standaardwiel van 12 gebieden.',
    loading: 'Je trends laden…',
    loadFailed: 'We konden je trends niet laden. Controleer je verbinding en probeer het opnieuw.',
    notYet: 'Je trends verschijnen vanaf je tweede meting met het standaardwiel.',
    summary: 'Begonnen op {{first}}, nu {{last}} (metingen: {{count}})',
    stuck: 'Vastgelopen: dezelfde score bij je laatste drie metingen',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
