import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Votre compte | Lifewheel', description: 'Téléchargez tout ce que Lifewheel conserve à votre sujet, ou supprimez votre compte.' },
  nav: { link: 'Compte' },
  title: 'Votre compte',
  intro: 'Vous êtes connecté·e avec {{email}}.',
  loading: 'Chargement de votre compte…',
  export: {
    title: 'Télécharger vos données',
    body: 'Tout ce que Lifewheel conserve à votre sujet : votre compte, vos bilans enregistrés, vos notes et votre progression dans les outils, les messages que vous nous avez envoyés, votre abonnement à la lettre d’information et vos paiements.',
    json: 'Télécharger en JSON',
    csv: 'Télécharger en CSV (tableur)',
    preparing: 'Préparation de votre fichier…',
    failed: 'Le téléchargement a échoué. Vérifiez votre connexion et réessayez.',
  },
  delete: {
    title: 'Supprimer votre compte',
    body: 'Cela efface vos bilans enregistrés, vos notes et votre progression dans les outils, les messages que vous nous avez envoyés, votre abonnement à la lettre d’information et votre connexion. Les traces de paiement restent dans notre comptabilité, sans votre adresse e-mail. C’est définitif.',
    open: 'Supprimer mon compte…',
    dialogTitle: 'Supprimer définitivement votre compte ?',
    label: 'Saisissez votre adresse e-mail pour confirmer',
    hint: 'Saisissez {{email}}',
    confirm: 'Supprimer mon compte',
    cancel: 'Garder mon compte',
    deleting: 'Suppression…',
    failed: 'Votre compte n’a pas pu être supprimé. Vérifiez votre connexion et réessayez.',
    errors: { confirmRequired: 'Saisissez votre adresse e-mail pour confirmer.', confirmMismatch: 'Ce n’est pas l’adresse e-mail de ce compte.' },
    doneTitle: 'Votre compte est supprimé',
    done: 'Tout ce que nous conservions à votre sujet a été effacé, et vous êtes déconnecté·e.',
    home: 'Retour à l’accueil',
  },
} satisfies Translation<EnglishBundle['account']>;
