import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Beruf & Berufung', descriptor: 'Sinn, Entwicklung und Zufriedenheit in deiner Arbeit' },
  'financial-wellbeing': { name: 'Finanzielles Wohlbefinden', descriptor: 'Sicherheit und das Gefühl, dein Geld im Griff zu haben' },
  'physical-health': { name: 'Körperliche Gesundheit', descriptor: 'Energie, Fitness, Schlaf und wie sich dein Körper im Alltag anfühlt' },
  'emotional-wellbeing': { name: 'Emotionales Wohlbefinden', descriptor: 'Gelassenheit, innere Stärke und wie du mit den Höhen und Tiefen des Lebens umgehst' },
  family: { name: 'Familie', descriptor: 'Nähe, Rückhalt und Zeit mit den Menschen, die für dich Familie sind' },
  friends: { name: 'Freundschaften', descriptor: 'Freundschaften, in denen du dich gesehen, unterstützt und wohl fühlst' },
  'relationships-love': { name: 'Partnerschaft & Liebe', descriptor: 'Intimität, Partnerschaft und die Liebe, die du gibst und bekommst' },
  'community-giving': { name: 'Gemeinschaft & Engagement', descriptor: 'Zugehörigkeit, mit anpacken und für andere etwas bewirken' },
  'fun-recreation': { name: 'Freizeit & Spaß', descriptor: 'Spiel, Hobbys und die Momente, in denen du die Zeit vergisst' },
  'physical-environment': { name: 'Wohn- & Lebensumfeld', descriptor: 'Ein Zuhause und eine Umgebung, die sich ruhig, sicher und nach dir anfühlen' },
  'personal-growth': { name: 'Persönliche Entwicklung', descriptor: 'Lernen, Neugier und der Mensch werden, der du sein willst' },
  spirituality: { name: 'Spiritualität', descriptor: 'Sinn, Werte und das Gefühl, Teil von etwas Größerem zu sein' },
} satisfies Translation<EnglishBundle['domains']>;
