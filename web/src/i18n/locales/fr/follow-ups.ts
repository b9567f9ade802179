import type { EnglishBundle, Translation } from '../../translation.js';

export const followUps = {
  intro: 'Et maintenant, dans quelle direction aimeriez-vous aller ? Chaque option est un court formulaire.',
  optional: '(facultatif)',
  sending: 'Envoi…',
  formLoadFailed: 'Ce formulaire n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  kinds: {
    lifeQuestion: {
      title: 'Poser une question sur votre vie',
      description: 'Votre roue a fait naître une question sur votre vie ? Posez-la ici, et laissez votre adresse e-mail si vous souhaitez une réponse.',
      submit: 'Envoyer ma question',
      confirmation: 'Merci, votre question nous est bien parvenue.',
    },
    successTeam: {
      title: 'Rejoindre une Success Team',
      description: 'Avancez vers un objectif avec un petit groupe de personnes qui s’encouragent mutuellement.',
      submit: 'Demander à rejoindre une équipe',
      confirmation: 'Merci, votre demande pour rejoindre une Success Team nous est bien parvenue.',
    },
    mailingList: {
      title: 'Recevoir la lettre d’information',
      description: 'De temps en temps : des idées pour une vie plus équilibrée, de nouveaux outils d’auto-coaching et des nouvelles de Lifewheel.',
      submit: 'M’inscrire à la lettre',
      confirmation:
        'Presque fini : consultez votre boîte de réception et confirmez avec le lien de l’e-mail que nous venons d’envoyer. Vous n’êtes inscrit qu’après confirmation.',
    },
    proToolsFeedback: {
      title: 'Donner votre avis sur les outils Pro',
      description: 'Dites-nous ce qui rendrait les outils d’auto-coaching premium plus utiles pour vous.',
      submit: 'Envoyer mon avis',
      confirmation: 'Merci, votre avis nous est bien parvenu.',
    },
  },
  fields: {
    question: { label: 'Votre question', hint: 'Entre 10 et 1000 caractères.' },
    name: { label: 'Votre nom' },
    email: { label: 'Votre adresse e-mail' },
    emailForAnswer: { label: 'Votre adresse e-mail', hint: 'Seulement si vous souhaitez une réponse par e-mail.' },
    goal: { label: 'Un objectif sur lequel vous aimeriez travailler', hint: '500 caractères maximum.' },
    message: { label: 'Votre avis', hint: 'Entre 10 et 2000 caractères.' },
    consent: {
      label: 'Oui, envoyez-moi la lettre d’information de Lifewheel par e-mail. Je peux me désinscrire à tout moment grâce au lien présent dans chaque e-mail.',
    },
  },
  messages: {
    kindUnknown: 'Veuillez choisir l’une des options proposées',
    emailRequired: 'Veuillez saisir votre adresse e-mail',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    questionRequired: 'Veuillez écrire votre question',
    questionTooShort: 'Votre question doit comporter au moins 10 caractères',
    questionTooLong: 'Votre question ne peut pas dépasser 1000 caractères',
    nameRequired: 'Veuillez saisir votre nom',
    nameTooLong: 'Votre nom ne peut pas dépasser 80 caractères',
    goalTooLong: 'Votre objectif ne peut pas dépasser 500 caractères',
    consentRequired: 'Veuillez cocher la case pour accepter de recevoir nos e-mails',
    feedbackRequired: 'Veuillez écrire votre avis',
    feedbackTooShort: 'Votre avis doit comporter au moins 10 caractères',
    feedbackTooLong: 'Votre avis ne peut pas dépasser 2000 caractères',
    languageUnknown: 'Code de langue inconnu',
    resultsLinkNotFound: 'Nous n’avons pas trouvé les résultats depuis lesquels ce formulaire a été envoyé. Vérifiez que le lien est complet.',
    unsubscribeLinkInvalid: 'Ce lien de désinscription est incomplet. Veuillez utiliser le lien entier figurant dans l’e-mail.',
    confirmLinkInvalid: 'Ce lien de confirmation est incomplet. Veuillez utiliser le lien entier figurant dans l’e-mail.',
  },
  errors: {
    fieldInvalid: 'Veuillez vérifier ce champ',
    rateLimited:
      'De nombreux formulaires ont été envoyés depuis votre réseau au cours de la dernière minute. Patientez une minute puis renvoyez-le ; vos réponses sont toujours là.',
    network: 'Impossible de joindre Lifewheel. Vérifiez votre connexion et renvoyez le formulaire ; vos réponses sont toujours là.',
    server: 'Votre formulaire n’a pas pu être envoyé pour le moment. Réessayez dans un instant ; vos réponses sont toujours là.',
  },
  unsubscribe: {
    meta: {
      title: 'Se désinscrire de la lettre d’information | Lifewheel',
      description: 'Confirmez que vous ne souhaitez plus recevoir la lettre d’information de Lifewheel.',
    },
    title: 'Vous désinscrire de la lettre d’information de Lifewheel ?',
    body: 'Appuyez sur le bouton ci-dessous et nous cesserons de vous envoyer des e-mails. Vous pourrez vous réinscrire à tout moment depuis votre page de résultats.',
    confirm: 'Me désinscrire',
    working: 'Désinscription en cours…',
    doneTitle: 'Désinscription confirmée',
    done: 'Vous êtes bien désinscrit. Vous ne recevrez plus d’e-mails de notre part.',
    invalidTitle: 'Nous n’avons pas pu lire ce lien de désinscription',
    home: 'Retour à l’accueil',
    failed: 'Impossible de vous désinscrire pour le moment. Vérifiez votre connexion et appuyez à nouveau sur le bouton.',
  },
  // The double opt-in page the confirmation email links to (/mailing-list/confirm/{token}).
  confirm: {
    meta: {
      title: 'Confirmez votre inscription à la lettre d’information | Lifewheel',
      description: 'Confirmez que vous souhaitez recevoir la lettre d’information de Lifewheel.',
    },
    title: 'Rejoindre la lettre d’information de Lifewheel ?',
    body: 'Appuyez sur le bouton pour confirmer que vous souhaitez recevoir nos e-mails. Si vous n’avez rien demandé, fermez simplement cette page : rien ne sera envoyé.',
    submit: 'Oui, inscrivez-moi',
    working: 'Confirmation…',
    doneTitle: 'Vous êtes inscrit',
    done: 'Merci d’avoir confirmé. Un e-mail de bienvenue est en route, avec un lien pour vous désinscrire à tout moment.',
    usedTitle: 'Déjà confirmé',
    used: 'Ce lien a déjà été utilisé : l’adresse est donc inscrite. Vous n’avez rien d’autre à faire.',
    expiredTitle: 'Ce lien a expiré',
    expired:
      'Les liens de confirmation sont valables {{days}} jours. Inscrivez-vous à nouveau depuis votre page de résultats et nous vous en enverrons un nouveau.',
    invalidTitle: 'Nous n’avons pas pu lire ce lien de confirmation',
    invalid:
      'Le lien est incomplet ou n’est plus valable. Utilisez le lien entier du dernier e-mail reçu, ou inscrivez-vous à nouveau depuis votre page de résultats.',
    failed: 'Impossible de confirmer pour le moment. Vérifiez votre connexion et appuyez à nouveau sur le bouton.',
  },
} satisfies Translation<EnglishBundle['followUps']>;
