import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Hoppa till innehållet',
  loading: 'Laddar…',
  nav: {
    home: 'Lifewheels startsida',
    login: 'Logga in',
    dashboard: 'Översikt',
    mainMenu: 'Huvudmeny',
  },
  language: {
    label: 'Språk',
    switchTo: 'Byt språk',
    offer: 'Lifewheel finns också på ditt språk ({{language}}).',
    offerAccept: 'Byt språk: {{language}}',
    offerDismiss: 'Nej tack',
    loadFailed: 'Språket kunde inte laddas. Kontrollera din anslutning och försök igen.',
  },
  footer: {
    tagline: 'En kostnadsfri och privat avstämning av balansen i ditt liv.',
    about: 'Livshjulet är en coachningsövning som oftast tillskrivs Paul J. Meyer.',
    privacy: 'Dina svar sparas först när du tittar på ditt resultat, under en privat länk.',
    coachingTools: 'Coachningsverktyg',
    domains: 'Livsområden',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Sidan hittades inte',
    body: 'Vi kunde inte hitta sidan du letade efter. Den kan ha flyttats, eller så är länken ofullständig.',
    home: 'Till startsidan',
  },
  toast: {
    region: 'Aviseringar (F8)',
    close: 'Stäng',
    errorTitle: 'Fel',
  },
  errors: {
    unexpected: 'Något gick fel hos oss. Ladda om sidan.',
    reload: 'Ladda om',
  },
  meta: {
    defaultTitle: 'Lifewheel: gratis test med livshjulet',
    defaultDescription:
      'Skatta 12 områden i ditt liv, se glappet mellan var du är och var du vill vara, och få forskningsbaserade idéer för nästa steg. Gratis.',
  },
} satisfies Translation<EnglishBundle['common']>;
