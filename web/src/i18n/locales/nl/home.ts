import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: gratis test met het levenswiel',
    description: 'Beoordeel 12 gebieden van je leven, zie waar je nu staat en waar je naartoe wilt, en krijg onderbouwde ideeën voor je volgende stap. Gratis.',
  },
  hero: {
    title: 'Je hele leven in één oogopslag',
    tagline:
      'Geef aan hoe tevreden je bent op 12 gebieden van je leven, en hoe tevreden je zou willen zijn. Je wiel laat zien waar het goed gaat en waar een kleine verandering het meeste verschil kan maken.',
    takeAssessment: 'Doe de gratis test',
    takeAssessmentShort: 'Doe de test',
    customize: 'Aanpassen',
    duration: 'Ongeveer 5 minuten. Geen account nodig.',
  },
  promo: {
    badge: 'Nieuw: de premiumversie',
    body: 'Krijg toegang tot meer dan 100 zelfcoachingtools, volg je voortgang door de tijd en duik dieper in elk gebied van je leven, voor maar {{price}}.',
    cta: 'Premium nemen',
  },
  explainer: {
    title: 'Zo werkt het levenswiel',
    steps: [
      {
        title: 'Beoordeel elk gebied',
        body: 'Kies voor elk van de 12 gebieden op een schaal van 1 tot 10 hoe tevreden je nu bent en hoe tevreden je zou willen zijn.',
      },
      { title: 'Bekijk je wiel', body: 'Je antwoorden vormen een wiel. Een rond, vol wiel rolt soepel; deuken laten zien waar het leven hobbelig voelt.' },
      {
        title: 'Vind je volgende stap',
        body: 'De grootste verschillen tussen nu en je doelen wijzen aan waar een kleine verandering het meeste verschil kan maken.',
      },
    ],
  },
  domains: {
    title: 'De 12 gebieden van je wiel',
    intro: 'Elk gebied is een spaak van het wiel. Samen geven ze een beeld van je hele leven, niet van één stukje ervan.',
  },
} satisfies Translation<EnglishBundle['home']>;
