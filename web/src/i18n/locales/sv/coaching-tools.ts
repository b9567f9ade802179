import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Verktyg för självcoachning inom alla livsområden | Lifewheel',
    description:
      'En översikt över {{count}} korta övningar för självcoachning, ordnade efter livshjulets 12 områden: vad varje övning är till för och hur lång tid den tar.',
  },
  title: 'Verktyg för självcoachning',
  intro:
    '{{count}} korta, praktiska övningar som du kan göra på egen hand, ordnade efter det livsområde de hjälper mest. Varje övning har tydliga steg, reflektionsfrågor och metoden den bygger på.',
  jumpTo: 'Gå till ett område',
  groupCount_one: '{{count}} verktyg',
  groupCount_other: '{{count}} verktyg',
  minutes_one: '{{count}} minut',
  minutes_other: '{{count}} minuter',
  premium: {
    badge: 'Premiumversion',
    body: 'Lås upp alla verktyg med vägledning steg för steg, följ dina framsteg över tid och fördjupa dig i varje område av ditt liv, för bara {{price}}.',
    cta: 'Skaffa premium',
    fullTools: 'Öppna de kompletta verktygen med alla steg',
  },
  assessment: {
    body: 'Vet du inte var du ska börja? Ditt hjul visar vilka områden som har de största glappen.',
    link: 'Gör det kostnadsfria testet',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
