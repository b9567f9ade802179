import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Ruka hadi maudhui',
  loading: 'Inapakia…',
  nav: {
    home: 'Ukurasa wa mwanzo wa Lifewheel',
    login: 'Ingia',
    dashboard: 'Dashibodi',
    mainMenu: 'Menyu kuu',
  },
  language: {
    label: 'Lugha',
    switchTo: 'Badilisha lugha',
    offer: 'Lifewheel inapatikana pia kwa {{language}}.',
    offerAccept: 'Badilisha kuwa {{language}}',
    offerDismiss: 'Hapana, asante',
    loadFailed: 'Lugha hiyo haikuweza kupakiwa. Tafadhali angalia muunganisho wako kisha ujaribu tena.',
  },
  footer: {
    tagline: 'Njia ya bure na ya faragha ya kutathmini uwiano wa maisha yako.',
    about: 'Gurudumu la maisha ni zoezi la ukocha ambalo kwa kawaida huhusishwa na Paul J. Meyer.',
    privacy: 'Majibu yako huhifadhiwa tu unapotazama matokeo yako, kupitia kiungo cha faragha.',
    coachingTools: 'Zana za ukocha',
    domains: 'Maeneo ya maisha',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Ukurasa haukupatikana',
    body: 'Hatukuweza kupata ukurasa uliokuwa unautafuta. Huenda umehamishwa, au kiungo hakijakamilika.',
    home: 'Nenda kwenye ukurasa wa mwanzo',
  },
  toast: {
    region: 'Arifa (F8)',
    close: 'Funga',
    errorTitle: 'Hitilafu',
  },
  errors: {
    unexpected: 'Kuna tatizo limetokea upande wetu. Tafadhali pakia ukurasa upya.',
    reload: 'Pakia upya',
  },
  meta: {
    defaultTitle: 'Lifewheel: tathmini ya bure ya gurudumu la maisha',
    defaultDescription:
      'Pima maeneo 12 ya maisha yako, ona umbali kati ya ulipo na unapotaka kufika, na upate mawazo yanayotokana na utafiti kwa hatua yako inayofuata. Bure.',
  },
} satisfies Translation<EnglishBundle['common']>;
