import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Zum Inhalt springen',
  loading: 'Wird geladen…',
  nav: {
    home: 'Lifewheel-Startseite',
    login: 'Anmelden',
    dashboard: 'Übersicht',
    mainMenu: 'Hauptmenü',
  },
  language: {
    label: 'Sprache',
    switchTo: 'Sprache wechseln',
    offer: 'Lifewheel gibt es auch auf {{language}}.',
    offerAccept: 'Auf {{language}} anzeigen',
    offerDismiss: 'Nein danke',
    loadFailed: 'Diese Sprache konnte nicht geladen werden. Bitte prüfe deine Verbindung und versuche es noch einmal.',
  },
  footer: {
    tagline: 'Eine kostenlose, private Bestandsaufnahme, wie ausgeglichen dein Leben gerade ist.',
    about: 'Das Lebensrad ist eine Coaching-Übung, die meist Paul J. Meyer zugeschrieben wird.',
    privacy: 'Deine Antworten werden erst gespeichert, wenn du deine Ergebnisse aufrufst, unter einem privaten Link.',
    coachingTools: 'Coaching-Tools',
    domains: 'Lebensbereiche',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Seite nicht gefunden',
    body: 'Wir konnten die Seite, die du suchst, nicht finden. Vielleicht wurde sie verschoben, oder der Link ist unvollständig.',
    home: 'Zur Startseite',
  },
  toast: {
    region: 'Benachrichtigungen (F8)',
    close: 'Schließen',
    errorTitle: 'Fehler',
  },
  errors: {
    unexpected: 'Bei uns ist etwas schiefgelaufen. Bitte lade die Seite neu.',
    reload: 'Neu laden',
  },
  meta: {
    defaultTitle: 'Lifewheel: der kostenlose Lebensrad-Test',
    defaultDescription:
      'Bewerte 12 Lebensbereiche, erkenne, wo du stehst und wo du hinwillst, und erhalte wissenschaftlich fundierte Ideen für deinen nächsten Schritt. Kostenlos.',
  },
} satisfies Translation<EnglishBundle['common']>;
