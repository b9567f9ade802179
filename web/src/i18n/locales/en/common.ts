export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Skip to content',
  loading: 'Loading…',
  nav: {
    home: 'Lifewheel home',
    login: 'Login',
    dashboard: 'Dashboard',
    mainMenu: 'Main',
  },
  language: {
    label: 'Language',
    switchTo: 'Switch language',
    /** Offered on an English page to a visitor whose browser or earlier choice is another language; shown in that language. */
    offer: 'Lifewheel is also available in {{language}}.',
    offerAccept: 'Switch to {{language}}',
    offerDismiss: 'No thanks',
    /** Shown when the texts of the chosen language fail to download; the page stays as it is. */
    loadFailed: 'That language could not be loaded. Please check your connection and try again.',
  },
  footer: {
    tagline: 'A free, private check-in on the balance of your life.',
    about: 'The wheel of life is a coaching exercise usually credited to Paul J. Meyer.',
    privacy: 'Your answers are saved only when you view your results, under a private link.',
    coachingTools: 'Coaching tools',
    domains: 'Life areas',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Page not found',
    body: 'We could not find the page you were looking for. It may have moved, or the link may be incomplete.',
    home: 'Go to the home page',
  },
  toast: {
    region: 'Notifications (F8)',
    close: 'Close',
    errorTitle: 'Error',
  },
  errors: {
    unexpected: 'Something went wrong on our side. Please reload the page.',
    reload: 'Reload',
  },
  meta: {
    defaultTitle: 'Lifewheel: a free wheel of life self-assessment',
    defaultDescription:
      'Rate 12 areas of your life, see the gaps between where you are and where you want to be, and get research-backed ideas for your next step. Free.',
  },
};
