import type { DomainInsight } from '../types.js';

// Insikt för ett område som personen själv har namngett; {{domain}} är det namnet, alltid inom citattecken.
export const genericInsight: DomainInsight = {
  about:
    '”{{domain}}” är ett livsområde som du själv har valt att ha med i ditt hjul, och det säger redan att det är viktigt för dig. Din poäng är en ögonblicksbild av hur nöjd du är med det just nu, och glappet till din önskade poäng visar hur stor förändring du skulle vilja se.',
  research: {
    finding:
      'Enkla om-så-planer som kopplar en viss situation till en viss handling, så kallade genomförandeintentioner, gör det mer sannolikt att människor verkligen agerar på sina mål. En metaanalys av 94 oberoende tester fann en medelstor till stor effekt på måluppfyllelse jämfört med enbart goda föresatser, vilket gör dem till ett användbart verktyg för området ”{{domain}}” eller vilket annat livsområde som helst.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'metaanalys av 94 oberoende tester',
  },
  bands: {
    high: {
      reflect:
        'En hög poäng tyder på att området ”{{domain}}” går bra för dig just nu. Du kanske har rutiner, människor eller val som stöttar det, även om du sällan tänker på dem. Att lägga märke till vad som fungerar kan hjälpa dig att hålla i det när livet förändras.',
      nextSteps: [
        'Skriv ner de två eller tre saker som mest hjälper området ”{{domain}}” att fungera bra, så att du kan värna om dem när det blir mycket.',
        'Dela det som fungerar inom området ”{{domain}}” med någon som kan ha nytta av din erfarenhet.',
        'Välj ett litet sätt att fördjupa eller utveckla området ”{{domain}}” den här veckan, och bestäm exakt när du ska göra det.',
      ],
      coachingQuestion:
        'Vad skulle göra området ”{{domain}}” ännu mer tillfredsställande om ett år, och vad pekar redan åt det hållet?',
    },
    mid: {
      reflect:
        'En medelpoäng tyder på att området ”{{domain}}” delvis är där du vill ha det. En del fungerar kanske, medan annat känns fastlåst, oklart eller trängs undan av andra prioriteringar. Den blandningen är vanlig, och den betyder ofta att några få fokuserade förändringar kan göra märkbar skillnad.',
      nextSteps: [
        'Skriv en mening om vad som fungerar inom området ”{{domain}}” och en om vad som inte gör det.',
        'Välj en liten förändring för området ”{{domain}}” och gör en om-så-plan för den: bestäm det exakta ögonblick då du ska agera och vad du ska göra.',
        'Berätta för någon du litar på om förändringen du vill se inom området ”{{domain}}”, och be hen höra av sig nästa vecka och fråga hur det går.',
      ],
      coachingQuestion:
        'Om området ”{{domain}}” steg bara två poäng, vad skulle vara annorlunda i din vardag?',
    },
    low: {
      reflect:
        'En låg poäng tyder på att området ”{{domain}}” inte är där du vill ha det, och att det kanske tynger dig. Det kan spegla omständigheter utanför din kontroll, en nylig förändring eller något du har skjutit upp. Att ärligt sätta ord på det är ett användbart första steg, och om det påverkar din hälsa, din säkerhet eller ditt humör kan det hjälpa att prata med en professionell.',
      nextSteps: [
        'Skriv ner vad som gör att området ”{{domain}}” känns lågt just nu, och skilj på det du kan påverka och det du inte kan.',
        'Välj det minsta möjliga steget som ligger inom din kontroll och ta det inom de närmaste tre dagarna.',
        'Be en person om stöd eller råd kring området ”{{domain}}”, även om det bara är för att prata igenom det.',
      ],
      coachingQuestion:
        'Vad är viktigast för dig när det gäller området ”{{domain}}”, och vad är det första du skulle vilja ändra?',
    },
  },
};
