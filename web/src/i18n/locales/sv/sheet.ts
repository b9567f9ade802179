import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Livshjul att skriva ut',
    description:
      'Ett livshjul på en sida att skriva ut på A4 eller Letter: bedöm varje område för hand, med en QR-kod till hjulet på nätet. För rum utan mobiler.',
    sessionTitle: 'Pappersblad för {{name}}',
  },
  screen: {
    intro: 'En sida per person, för rum utan mobiler. Den som vill kan skanna QR-koden och fortsätta på nätet.',
    print: 'Skriv ut',
    paperSize: 'Välj A4 eller Letter i utskriftsdialogen: bladet får plats på en sida i båda.',
    preview: 'Förhandsvisning av det utskrivna bladet',
    back: 'Tillbaka till sessionen',
    loading: 'Läser in bladet…',
    notFound: 'Vi hittade inte den här sessionen bland dina.',
  },
  paper: {
    title: 'Mitt livshjul',
    instructions:
      'Fråga dig för varje område hur nöjd du är i dag, från {{min}} (inte alls) till {{max}} (helt). Fyll i tårtbiten från mitten ut till den ringen.',
    scale: 'Mitten är {{zero}}, den yttersta ringen {{max}}.',
    name: 'Ditt namn',
    date: 'Datum',
    riseTitle: 'Välj ett område. Hur skulle ett poäng högre se ut?',
    riseHint: 'Något litet och konkret som du kan göra den här månaden.',
    wheelLabel: 'Ett tomt hjul att fylla i, med en tårtbit per område: {{areas}}',
    online: 'Hellre i mobilen? Gör testet på nätet:',
    session: 'Anslut till sessionen på nätet med koden {{code}}:',
    qrLabel: 'QR-kod till {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
