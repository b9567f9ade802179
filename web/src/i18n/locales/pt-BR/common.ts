import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Pular para o conteúdo',
  loading: 'Carregando…',
  nav: {
    home: 'Página inicial do Lifewheel',
    login: 'Entrar',
    dashboard: 'Painel',
    mainMenu: 'Principal',
  },
  language: {
    label: 'Idioma',
    switchTo: 'Mudar idioma',
    offer: 'O Lifewheel também está disponível em {{language}}.',
    offerAccept: 'Ver em {{language}}',
    offerDismiss: 'Não, obrigado',
    loadFailed: 'Não foi possível carregar esse idioma. Verifique sua conexão e tente novamente.',
  },
  footer: {
    tagline: 'Um check-in gratuito e privado sobre o equilíbrio da sua vida.',
    about: 'A roda da vida é um exercício de coaching geralmente atribuído a Paul J. Meyer.',
    privacy: 'Suas respostas só são salvas quando você vê seus resultados, em um link privado.',
    coachingTools: 'Ferramentas de coaching',
    domains: 'Áreas da vida',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'Não encontramos a página que você procurava. Ela pode ter mudado de endereço, ou o link pode estar incompleto.',
    home: 'Ir para a página inicial',
  },
  toast: {
    region: 'Notificações (F8)',
    close: 'Fechar',
    errorTitle: 'Erro',
  },
  errors: {
    unexpected: 'Algo deu errado do nosso lado. Recarregue a página.',
    reload: 'Recarregar',
  },
  meta: {
    defaultTitle: 'Lifewheel: avaliação gratuita da roda da vida',
    defaultDescription:
      'Avalie 12 áreas da sua vida, veja a distância entre onde você está e onde quer estar e receba ideias baseadas em pesquisas para o próximo passo. Grátis.',
  },
} satisfies Translation<EnglishBundle['common']>;
