import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: der kostenlose Lebensrad-Test',
    description:
      'Bewerte 12 Lebensbereiche, erkenne, wo du stehst und wo du hinwillst, und erhalte wissenschaftlich fundierte Ideen für deinen nächsten Schritt. Kostenlos.',
  },
  hero: {
    title: 'Dein ganzes Leben auf einen Blick',
    tagline:
      'Schätze ein, wie zufrieden du in 12 Lebensbereichen bist und wie zufrieden du sein möchtest. Dein Lebensrad zeigt, wo es gut läuft und wo eine kleine Veränderung am meisten bewirken könnte.',
    takeAssessment: 'Kostenlosen Test starten',
    takeAssessmentShort: 'Test starten',
    customize: 'Anpassen',
    duration: 'Etwa 5 Minuten. Kein Konto nötig.',
  },
  promo: {
    badge: 'Neu: die Premium-Version',
    body: 'Schalte über 100 Selbstcoaching-Tools frei, verfolge deine Entwicklung über die Zeit und geh jedem Lebensbereich tiefer auf den Grund – für nur {{price}}.',
    cta: 'Premium freischalten',
  },
  explainer: {
    title: 'So funktioniert das Lebensrad',
    steps: [
      {
        title: 'Jeden Bereich bewerten',
        body: 'Wähle für jeden der 12 Bereiche auf einer Skala von 1 bis 10, wie zufrieden du heute bist und wie zufrieden du gern wärst.',
      },
      { title: 'Dein Rad ansehen', body: 'Aus deinen Antworten entsteht ein Rad. Ein rundes, volles Rad rollt ruhig; Dellen zeigen, wo das Leben holpert.' },
      {
        title: 'Deinen nächsten Schritt finden',
        body: 'Die größten Abstände zwischen heute und deinen Zielen zeigen, wo eine kleine Veränderung am meisten bewirken könnte.',
      },
    ],
  },
  domains: {
    title: 'Die 12 Bereiche deines Lebensrads',
    intro: 'Jeder Bereich ist eine Speiche des Rads. Zusammen ergeben sie ein Bild deines ganzen Lebens, nicht nur eines Teils davon.',
  },
} satisfies Translation<EnglishBundle['home']>;
