import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Selbstcoaching-Tools für jeden Lebensbereich | Lifewheel',
    description:
      'Ein Überblick über {{count}} kurze Selbstcoaching-Übungen, geordnet nach den 12 Bereichen des Lebensrads: wofür jede gut ist und wie lange sie dauert.',
  },
  title: 'Selbstcoaching-Tools',
  intro:
    '{{count}} kurze, praktische Übungen, die du allein machen kannst, geordnet nach dem Lebensbereich, dem sie am meisten helfen. Jede hat klare Schritte, Fragen zur Reflexion und nennt die Methode, auf der sie beruht.',
  jumpTo: 'Zu einem Bereich springen',
  groupCount_one: '{{count}} Tool',
  groupCount_other: '{{count}} Tools',
  minutes_one: '{{count}} Minute',
  minutes_other: '{{count}} Minuten',
  premium: {
    badge: 'Premium-Version',
    body: 'Schalte alle Tools mit Schritt-für-Schritt-Anleitung frei, verfolge deine Entwicklung über die Zeit und geh jedem Lebensbereich tiefer auf den Grund – für nur {{price}}.',
    cta: 'Premium freischalten',
    fullTools: 'Die vollständigen Tools mit allen Schritten öffnen',
  },
  assessment: {
    body: 'Du weißt nicht, wo du anfangen sollst? Dein Lebensrad zeigt, in welchen Bereichen die Abstände am größten sind.',
    link: 'Zum kostenlosen Test',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
