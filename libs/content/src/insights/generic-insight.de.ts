import type { DomainInsight } from '../types.js';

// Impulse für einen selbst benannten Bereich; {{domain}} ist dieser Name, immer in Anführungszeichen.
export const genericInsight: DomainInsight = {
  about:
    '„{{domain}}“ ist ein Lebensbereich, den du selbst auf dein Rad gesetzt hast, und das zeigt schon, dass er dir wichtig ist. Dein Wert ist eine Momentaufnahme, wie zufrieden du gerade damit bist, und der Abstand zu deinem Wunschwert zeigt, wie viel Veränderung du dir wünschst.',
  research: {
    finding:
      'Einfache Wenn-dann-Pläne, die eine bestimmte Situation mit einer bestimmten Handlung verknüpfen (sogenannte Durchführungsintentionen), machen es wahrscheinlicher, dass Menschen ihre Ziele in die Tat umsetzen. Eine Metaanalyse von 94 unabhängigen Tests fand im Vergleich zu guten Vorsätzen allein einen mittleren bis großen Effekt auf das Erreichen von Zielen. Damit sind sie ein nützliches Werkzeug für den Bereich „{{domain}}“ und jeden anderen Lebensbereich.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'Metaanalyse von 94 unabhängigen Tests',
  },
  bands: {
    high: {
      reflect:
        'Ein hoher Wert deutet darauf hin, dass es im Bereich „{{domain}}“ gerade gut für dich läuft. Vielleicht hast du Routinen, Menschen oder Entscheidungen, die das tragen, auch wenn du selten darüber nachdenkst. Zu bemerken, was funktioniert, kann dir helfen, es beizubehalten, wenn sich das Leben verändert.',
      nextSteps: [
        'Schreib die zwei oder drei Dinge auf, die am meisten dazu beitragen, dass es im Bereich „{{domain}}“ gut läuft, damit du sie schützen kannst, wenn viel los ist.',
        'Erzähl jemandem, dem deine Erfahrung nützen könnte, was im Bereich „{{domain}}“ für dich funktioniert.',
        'Wähle für diese Woche eine kleine Möglichkeit, den Bereich „{{domain}}“ zu vertiefen oder zu erweitern, und leg genau fest, wann du es tust.',
      ],
      coachingQuestion:
        'Was würde den Bereich „{{domain}}“ in einem Jahr noch erfüllender machen, und was weist schon jetzt in diese Richtung?',
    },
    mid: {
      reflect:
        'Ein mittlerer Wert deutet darauf hin, dass der Bereich „{{domain}}“ teilweise da ist, wo du ihn haben möchtest. Manches funktioniert vielleicht, während sich anderes festgefahren, unklar oder von anderen Prioritäten verdrängt anfühlt. Diese Mischung ist häufig, und oft heißt sie, dass wenige gezielte Veränderungen einen spürbaren Unterschied machen könnten.',
      nextSteps: [
        'Schreib einen Satz darüber, was im Bereich „{{domain}}“ funktioniert, und einen darüber, was nicht.',
        'Wähle eine kleine Veränderung für den Bereich „{{domain}}“ und mach einen Wenn-dann-Plan dafür: Leg den genauen Moment fest, in dem du handelst, und was du tust.',
        'Erzähl einem Menschen, dem du vertraust, von der Veränderung, die du dir im Bereich „{{domain}}“ wünschst, und bitte ihn, nächste Woche bei dir nachzufragen.',
      ],
      coachingQuestion:
        'Wenn der Bereich „{{domain}}“ nur zwei Punkte höher läge, was wäre in deinem Alltag anders?',
    },
    low: {
      reflect:
        'Ein niedriger Wert deutet darauf hin, dass der Bereich „{{domain}}“ nicht da ist, wo du ihn haben möchtest, und dich vielleicht belastet. Dahinter können Umstände stehen, die du nicht beeinflussen kannst, eine kürzliche Veränderung oder etwas, das du schon länger aufschiebst. Es ehrlich zu benennen ist ein guter erster Schritt, und wenn es deine Gesundheit, deine Sicherheit oder deine Stimmung betrifft, kann ein Gespräch mit einer Fachperson helfen.',
      nextSteps: [
        'Schreib auf, was den Bereich „{{domain}}“ gerade so schwer macht, und trenne dabei, was du beeinflussen kannst und was nicht.',
        'Such dir den kleinstmöglichen Schritt aus, der in deiner Hand liegt, und geh ihn in den nächsten drei Tagen.',
        'Bitte einen Menschen um Unterstützung oder Rat zum Bereich „{{domain}}“, auch wenn es nur darum geht, darüber zu reden.',
      ],
      coachingQuestion:
        'Was ist dir am Bereich „{{domain}}“ am wichtigsten, und was würdest du als Erstes ändern wollen?',
    },
  },
};
