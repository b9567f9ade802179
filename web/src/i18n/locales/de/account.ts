import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Dein Konto | Lifewheel', description: 'Lade alles herunter, was Lifewheel über dich speichert, oder lösche dein Konto.' },
  nav: { link: 'Konto' },
  title: 'Dein Konto',
  intro: 'Du bist angemeldet als {{email}}.',
  loading: 'Dein Konto wird geladen…',
  export: {
    title: 'Deine Daten herunterladen',
    body: 'Alles, was Lifewheel über dich speichert: dein Konto, deine gespeicherten Auswertungen, Notizen und Fortschritt bei den Übungen, Nachrichten an uns, dein Newsletter-Abo und deine Zahlungen.',
    json: 'Als JSON herunterladen',
    csv: 'Als CSV herunterladen (Tabelle)',
    preparing: 'Deine Datei wird vorbereitet…',
    failed: 'Der Download hat nicht geklappt. Prüfe deine Verbindung und versuche es noch einmal.',
  },
  delete: {
    title: 'Konto löschen',
    body: 'Dabei werden deine gespeicherten Auswertungen, Notizen und Fortschritt bei den Übungen, deine Nachrichten an uns, dein Newsletter-Abo und deine Anmeldung gelöscht. Zahlungsbelege bleiben für unsere Buchhaltung erhalten, aber ohne deine E-Mail-Adresse. Das lässt sich nicht rückgängig machen.',
    open: 'Mein Konto löschen…',
    dialogTitle: 'Dein Konto endgültig löschen?',
    label: 'Gib zur Bestätigung deine E-Mail-Adresse ein',
    hint: 'Gib {{email}} ein',
    confirm: 'Konto löschen',
    cancel: 'Konto behalten',
    deleting: 'Wird gelöscht…',
    failed: 'Dein Konto konnte nicht gelöscht werden. Prüfe deine Verbindung und versuche es noch einmal.',
    errors: { confirmRequired: 'Gib zur Bestätigung deine E-Mail-Adresse ein.', confirmMismatch: 'Das ist nicht die E-Mail-Adresse dieses Kontos.' },
    doneTitle: 'Dein Konto ist gelöscht',
    done: 'Alles, was wir über dich gespeichert hatten, ist gelöscht, und du bist abgemeldet.',
    home: 'Zur Startseite',
  },
} satisfies Translation<EnglishBundle['account']>;
