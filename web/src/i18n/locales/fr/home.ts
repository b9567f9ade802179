import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel : faites le bilan de votre roue de la vie, gratuitement',
    description:
      'Évaluez 12 domaines de votre vie, mesurez l’écart entre où vous en êtes et où vous voulez aller, et recevez des pistes fondées sur la recherche. Gratuit.',
  },
  hero: {
    title: 'Toute votre vie d’un seul coup d’œil',
    tagline:
      'Indiquez votre niveau de satisfaction dans 12 domaines de votre vie, et celui que vous aimeriez atteindre. Votre roue montre ce qui va bien et où un petit changement pourrait compter le plus.',
    takeAssessment: 'Faire le bilan gratuit',
    takeAssessmentShort: 'Faire le bilan',
    customize: 'Personnaliser',
    duration: 'Environ 5 minutes. Sans inscription.',
  },
  promo: {
    badge: 'Nouveau : la version Premium',
    body: 'Débloquez plus de 100 outils d’auto-coaching, suivez vos progrès dans le temps et explorez en profondeur chaque domaine de votre vie, pour seulement {{price}}.',
    cta: 'Passer à Premium',
  },
  explainer: {
    title: 'Comment fonctionne la roue de la vie',
    steps: [
      {
        title: 'Évaluez chaque domaine',
        body: 'Pour chacun des 12 domaines, indiquez de 1 à 10 votre satisfaction actuelle et celle que vous aimeriez atteindre.',
      },
      {
        title: 'Découvrez votre roue',
        body: 'Vos réponses dessinent une roue. Une roue bien ronde et pleine roule sans à-coups ; ses creux montrent là où la vie cahote.',
      },
      {
        title: 'Trouvez votre prochaine étape',
        body: 'Les plus grands écarts entre aujourd’hui et vos objectifs indiquent où un petit changement pourrait compter le plus.',
      },
    ],
  },
  domains: {
    title: 'Les 12 domaines de votre roue',
    intro: 'Chaque domaine est un rayon de la roue. Ensemble, ils dessinent votre vie dans son ensemble, pas seulement une partie.',
  },
} satisfies Translation<EnglishBundle['home']>;
