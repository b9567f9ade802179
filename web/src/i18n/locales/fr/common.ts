import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Aller au contenu',
  loading: 'Chargement…',
  nav: {
    home: 'Accueil Lifewheel',
    login: 'Connexion',
    dashboard: 'Tableau de bord',
    mainMenu: 'Menu principal',
  },
  language: {
    label: 'Langue',
    switchTo: 'Changer de langue',
    offer: 'Lifewheel est aussi disponible dans votre langue ({{language}}).',
    offerAccept: 'Changer de langue : {{language}}',
    offerDismiss: 'Non merci',
    loadFailed: 'Impossible de charger cette langue. Vérifiez votre connexion et réessayez.',
  },
  footer: {
    tagline: 'Un bilan gratuit et confidentiel sur l’équilibre de votre vie.',
    about: 'La roue de la vie est un exercice de coaching généralement attribué à Paul J. Meyer.',
    privacy: 'Vos réponses ne sont enregistrées que lorsque vous affichez vos résultats, sous un lien privé.',
    coachingTools: 'Outils de coaching',
    domains: 'Domaines de vie',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'Nous n’avons pas trouvé la page que vous cherchiez. Elle a peut-être été déplacée, ou le lien est incomplet.',
    home: 'Retour à l’accueil',
  },
  toast: {
    region: 'Zone de notifications (F8)',
    close: 'Fermer',
    errorTitle: 'Erreur',
  },
  errors: {
    unexpected: 'Un problème est survenu de notre côté. Veuillez recharger la page.',
    reload: 'Recharger',
  },
  meta: {
    defaultTitle: 'Lifewheel : faites le bilan de votre roue de la vie, gratuitement',
    defaultDescription:
      'Évaluez 12 domaines de votre vie, mesurez l’écart entre où vous en êtes et où vous voulez aller, et recevez des pistes fondées sur la recherche. Gratuit.',
  },
} satisfies Translation<EnglishBundle['common']>;
