import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Outils d’auto-coaching pour chaque domaine de la vie | Lifewheel',
    description:
      'Un aperçu de {{count}} courts exercices d’auto-coaching, classés selon les 12 domaines de la roue de la vie : à quoi sert chacun et combien de temps il prend.',
  },
  title: 'Outils d’auto-coaching',
  intro:
    '{{count}} exercices courts et concrets à faire en autonomie, classés selon le domaine de vie qu’ils aident le plus. Chacun propose des étapes claires, des questions de réflexion et la méthode dont il s’inspire.',
  jumpTo: 'Aller à un domaine',
  groupCount_one: '{{count}} outil',
  groupCount_many: '{{count}} outils',
  groupCount_other: '{{count}} outils',
  minutes_one: '{{count}} min',
  minutes_many: '{{count}} min',
  minutes_other: '{{count}} min',
  premium: {
    badge: 'Offre Premium',
    body: 'Débloquez tous les outils avec un accompagnement pas à pas, suivez vos progrès dans le temps et explorez en profondeur chaque domaine de votre vie, pour seulement {{price}}.',
    cta: 'Passer à Premium',
    fullTools: 'Ouvrir les outils complets, avec leurs étapes',
  },
  assessment: {
    body: 'Vous ne savez pas par où commencer ? Votre roue montre les domaines où les écarts sont les plus grands.',
    link: 'Faire le bilan gratuit',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
