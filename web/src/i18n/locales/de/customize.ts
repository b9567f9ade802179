import type { EnglishBundle, Translation } from '../../translation.js';

export const customize = {
  meta: {
    title: 'Gestalte dein eigenes Lebensrad | Lifewheel',
    description: 'Stell dir ein Rad aus 3 bis 12 Lebensbereichen zusammen, die zu dir passen, mit eigenen Namen und Farben, und mach dann den Test.',
  },
  title: 'Dein Rad anpassen',
  intro:
    'Benenne Bereiche um, gib ihnen neue Farben, füge welche hinzu oder entferne sie, bis das Rad zu deinem Leben passt. Du brauchst zwischen 3 und 12 Bereiche.',
  wheelName: 'Name des Rads',
  defaultWheelName: 'Mein Lebensrad',
  domainsTitle: 'Deine Bereiche',
  count_one: '{{count}} Bereich',
  count_other: '{{count}} Bereiche',
  domainName: 'Name des Bereichs',
  domainColor: 'Farbe',
  domainColorHex: 'Farbcode',
  domainColorHint: 'Sechs Zeichen mit einem # davor, z. B. #4a3b63',
  descriptor: 'Kurzbeschreibung (optional)',
  addDomain: 'Bereich hinzufügen',
  removeDomain: 'Bereich entfernen',
  removeDomainNamed: ' „{{name}}“',
  unnamedDomain: 'Bereich {{number}}',
  resetToDefault: 'Auf Standard zurücksetzen',
  start: 'Test mit eigenem Rad starten',
  domainHeading: 'Bereich {{number}}',
  preview: 'Vorschau deines Rads',
  fixFirst_one: 'Korrigiere vor dem Start das markierte Feld.',
  fixFirst_other: 'Korrigiere vor dem Start die {{count}} markierten Felder.',
  restored: 'Willkommen zurück: Deine Änderungen am Rad sind noch da.',
  announce: {
    added: 'Bereich {{number}} hinzugefügt. Gib ihm einen Namen.',
    removed: '{{name}} entfernt. Noch {{count}} Bereiche.',
    reset: 'Zurück zu den 12 Standardbereichen.',
  },
  reset: {
    title: 'Auf die 12 Standardbereiche zurücksetzen?',
    body: 'Deine Namen, Farben, Beschreibungen und hinzugefügten Bereiche werden durch die Standardwerte ersetzt.',
    confirm: 'Auf Standard zurücksetzen',
    cancel: 'Meine Änderungen behalten',
  },
  saveFailed: 'Dein Browser hat das Speichern deines Rads nicht zugelassen (der Speicher ist vielleicht voll oder blockiert). Bitte versuch es noch einmal.',
} satisfies Translation<EnglishBundle['customize']>;
