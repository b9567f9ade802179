import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Zelfcoachingtools voor elk levensgebied | Lifewheel',
    description:
      'Een overzicht van {{count}} korte zelfcoachingoefeningen, ingedeeld naar de 12 gebieden van het levenswiel: waar elke oefening voor is en hoe lang ze duurt.',
  },
  title: 'Zelfcoachingtools',
  intro:
    '{{count}} korte, praktische oefeningen die je zelf kunt doen, ingedeeld naar het levensgebied waar ze het meest bij helpen. Elke oefening heeft duidelijke stappen, reflectievragen en de methode waarop ze is gebaseerd.',
  jumpTo: 'Ga naar een gebied',
  groupCount_one: '{{count}} oefening',
  groupCount_other: '{{count}} oefeningen',
  minutes_one: '{{count}} minuut',
  minutes_other: '{{count}} minuten',
  premium: {
    badge: 'Premiumversie',
    body: 'Krijg toegang tot elke tool met stapsgewijze begeleiding, volg je voortgang door de tijd en duik dieper in elk gebied van je leven, voor maar {{price}}.',
    cta: 'Premium nemen',
    fullTools: 'Open de volledige tools, met alle stappen',
  },
  assessment: {
    body: 'Weet je niet waar je moet beginnen? Je wiel laat zien op welke gebieden de verschillen het grootst zijn.',
    link: 'Doe de gratis test',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
