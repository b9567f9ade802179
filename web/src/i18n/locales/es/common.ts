import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando…',
  nav: {
    home: 'Inicio de Lifewheel',
    login: 'Iniciar sesión',
    dashboard: 'Panel',
    mainMenu: 'Principal',
  },
  language: {
    label: 'Idioma',
    switchTo: 'Cambiar de idioma',
    offer: 'Lifewheel también está disponible en {{language}}.',
    offerAccept: 'Ver en {{language}}',
    offerDismiss: 'No, gracias',
    loadFailed: 'No se ha podido cargar ese idioma. Comprueba tu conexión y vuelve a intentarlo.',
  },
  footer: {
    tagline: 'Un chequeo gratuito y privado del equilibrio de tu vida.',
    about: 'La rueda de la vida es un ejercicio de coaching que suele atribuirse a Paul J. Meyer.',
    privacy: 'Tus respuestas solo se guardan cuando ves tus resultados, en un enlace privado.',
    coachingTools: 'Herramientas de coaching',
    domains: 'Áreas de la vida',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'No hemos encontrado la página que buscabas. Puede que se haya movido o que el enlace esté incompleto.',
    home: 'Ir a la página de inicio',
  },
  toast: {
    region: 'Notificaciones (F8)',
    close: 'Cerrar',
    errorTitle: 'Se ha producido un error',
  },
  errors: {
    unexpected: 'Algo ha fallado por nuestra parte. Vuelve a cargar la página.',
    reload: 'Recargar',
  },
  meta: {
    defaultTitle: 'Lifewheel: test gratuito de la rueda de la vida',
    defaultDescription:
      'Valora 12 áreas de tu vida, descubre la distancia entre dónde estás y dónde quieres estar, y recibe ideas basadas en la investigación. Gratis.',
  },
} satisfies Translation<EnglishBundle['common']>;
