import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: gratis test med livshjulet',
    description: 'Skatta 12 områden i ditt liv, se glappet mellan var du är och var du vill vara, och få forskningsbaserade idéer för nästa steg. Gratis.',
  },
  hero: {
    title: 'Hela ditt liv i en överblick',
    tagline:
      'Skatta hur nöjd du är inom 12 livsområden och hur nöjd du vill vara. Ditt hjul visar var du blomstrar och var en liten förändring kan betyda mest.',
    takeAssessment: 'Gör det kostnadsfria testet',
    takeAssessmentShort: 'Gör testet',
    customize: 'Anpassa',
    duration: 'Cirka 5 minuter. Inget konto behövs.',
  },
  promo: {
    badge: 'Nyhet: premiumversionen',
    body: 'Lås upp fler än 100 verktyg för självcoachning, följ dina framsteg över tid och fördjupa dig i varje område av ditt liv, för bara {{price}}.',
    cta: 'Skaffa premium',
  },
  explainer: {
    title: 'Så fungerar livshjulet',
    steps: [
      {
        title: 'Skatta varje område',
        body: 'Välj för vart och ett av de 12 områdena, på en skala från 1 till 10, hur nöjd du är i dag och hur nöjd du skulle vilja vara.',
      },
      { title: 'Se ditt hjul', body: 'Dina svar blir ett hjul. Ett runt, fullt hjul rullar mjukt; bucklorna visar var livet skumpar.' },
      { title: 'Hitta ditt nästa steg', body: 'De största glappen mellan i dag och dina mål visar var en liten förändring kan betyda mest.' },
    ],
  },
  domains: {
    title: 'Hjulets 12 områden',
    intro: 'Varje område är en eker i hjulet. Tillsammans ger de en bild av hela ditt liv, inte bara en del av det.',
  },
} satisfies Translation<EnglishBundle['home']>;
