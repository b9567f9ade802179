import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Saltar al contenido',
  loading: 'Cargando…',
  nav: {
    home: 'Página principal de Lifewheel',
    login: 'Iniciar sesión',
    dashboard: 'Panel',
    mainMenu: 'Principal',
  },
  language: {
    label: 'Idioma',
    switchTo: 'Cambiar idioma',
    offer: 'Lifewheel también está disponible en {{language}}.',
    offerAccept: 'Ver en {{language}}',
    offerDismiss: 'No, gracias',
    loadFailed: 'No se pudo cargar ese idioma. Revisa tu conexión e inténtalo de nuevo.',
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
    body: 'No encontramos la página que buscabas. Es posible que se haya movido o que el enlace esté incompleto.',
    home: 'Ir a la página de inicio',
  },
  toast: {
    region: 'Notificaciones (F8)',
    close: 'Cerrar',
    errorTitle: 'Ocurrió un error',
  },
  errors: {
    unexpected: 'Algo salió mal de nuestro lado. Vuelve a cargar la página.',
    reload: 'Recargar',
  },
  meta: {
    defaultTitle: 'Lifewheel: evaluación gratuita de la rueda de la vida',
    defaultDescription:
      'Califica 12 áreas de tu vida, descubre la brecha entre dónde estás y dónde quieres estar, y recibe ideas basadas en la investigación. Gratis.',
  },
} satisfies Translation<EnglishBundle['common']>;
