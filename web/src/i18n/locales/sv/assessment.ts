import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Gör testet med livshjulet | Lifewheel',
    description: 'Svara på två snabba frågor för varje livsområde: hur nöjd du är nu och hur nöjd du vill vara. Gratis och privat.',
  },
  title: 'Ditt livshjul',
  progress: 'Fråga {{current}} av {{total}}',
  progressLabel: 'Hur långt du har kommit i testet',
  current: {
    question: 'Hur nöjd är du med ”{{domain}}” just nu?',
    legend: 'Nöjdhet i dag: {{domain}}',
  },
  desired: {
    question: 'Hur nöjd vill du vara med ”{{domain}}”?',
    legend: 'Önskad nöjdhet: {{domain}}',
  },
  scale: {
    guidance: 'Välj ett tal från 1 (mycket missnöjd) till 10 (mycket nöjd). Tangenterna 1–9 och 0 (för 10) fungerar också.',
    low: 'Mycket missnöjd',
    high: 'Mycket nöjd',
    option: '{{value}}',
  },
  buttons: {
    next: 'Nästa',
    previous: 'Föregående',
    undo: 'Ångra',
    viewResults: 'Visa resultat',
    saving: 'Sparar…',
  },
  restored: 'Välkommen tillbaka! Vi har sparat dina svar hittills.',
  saveFailed: 'Testet kunde inte sparas. Försök igen.',
  saveRateLimited: 'Många test har sparats från ditt nätverk den senaste minuten. Vänta en minut och försök igen – dina svar finns kvar.',
  customWheel: 'Eget hjul: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
