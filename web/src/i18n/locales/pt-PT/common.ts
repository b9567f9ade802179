import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Saltar para o conteúdo',
  loading: 'A carregar…',
  nav: {
    home: 'Página inicial do Lifewheel',
    login: 'Iniciar sessão',
    dashboard: 'Painel',
    mainMenu: 'Principal',
  },
  language: {
    label: 'Idioma',
    switchTo: 'Mudar de idioma',
    offer: 'O Lifewheel também está disponível em {{language}}.',
    offerAccept: 'Ver em {{language}}',
    offerDismiss: 'Não, obrigado',
    loadFailed: 'Não foi possível carregar esse idioma. Verifique a sua ligação e tente novamente.',
  },
  footer: {
    tagline: 'Um balanço gratuito e privado do equilíbrio da tua vida.',
    about: 'A roda da vida é um exercício de coaching habitualmente atribuído a Paul J. Meyer.',
    privacy: 'As tuas respostas só são guardadas quando vês os teus resultados, numa ligação privada.',
    coachingTools: 'Ferramentas de coaching',
    domains: 'Áreas da vida',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'Não conseguimos encontrar a página que procuravas. Pode ter mudado de sítio ou a ligação pode estar incompleta.',
    home: 'Ir para a página inicial',
  },
  toast: {
    region: 'Notificações (F8)',
    close: 'Fechar',
    errorTitle: 'Erro',
  },
  errors: {
    unexpected: 'Algo correu mal do nosso lado. Volta a carregar a página.',
    reload: 'Recarregar',
  },
  meta: {
    defaultTitle: 'Lifewheel: avaliação gratuita da roda da vida',
    defaultDescription:
      'Avalia 12 áreas da tua vida, vê a distância entre onde estás e onde queres estar e recebe ideias fundamentadas em investigação. Gratuito.',
  },
} satisfies Translation<EnglishBundle['common']>;
