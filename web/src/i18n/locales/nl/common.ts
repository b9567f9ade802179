import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Naar de inhoud',
  loading: 'Laden…',
  nav: {
    home: 'Lifewheel-startpagina',
    login: 'Inloggen',
    dashboard: 'Overzicht',
    mainMenu: 'Hoofdmenu',
  },
  language: {
    label: 'Taal',
    switchTo: 'Andere taal kiezen',
    offer: 'Lifewheel is ook beschikbaar in het {{language}}.',
    offerAccept: 'Overschakelen naar het {{language}}',
    offerDismiss: 'Nee, bedankt',
    loadFailed: 'Die taal kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.',
  },
  footer: {
    tagline: 'Een gratis, persoonlijke check van de balans in je leven.',
    about: 'Het levenswiel is een coachingsoefening die meestal wordt toegeschreven aan Paul J. Meyer.',
    privacy: 'Je antwoorden worden pas bewaard als je je resultaten bekijkt, onder een privélink.',
    coachingTools: 'Coachingtools',
    domains: 'Levensgebieden',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Pagina niet gevonden',
    body: 'We konden de pagina die je zoekt niet vinden. Misschien is hij verplaatst of is de link onvolledig.',
    home: 'Naar de startpagina',
  },
  toast: {
    region: 'Meldingen (F8)',
    close: 'Sluiten',
    errorTitle: 'Fout',
  },
  errors: {
    unexpected: 'Er ging bij ons iets mis. Laad de pagina opnieuw.',
    reload: 'Opnieuw laden',
  },
  meta: {
    defaultTitle: 'Lifewheel: gratis test met het levenswiel',
    defaultDescription:
      'Beoordeel 12 gebieden van je leven, zie waar je nu staat en waar je naartoe wilt, en krijg onderbouwde ideeën voor je volgende stap. Gratis.',
  },
} satisfies Translation<EnglishBundle['common']>;
