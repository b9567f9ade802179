import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Carriera e vocazione', descriptor: 'Scopo, crescita e soddisfazione nel tuo lavoro' },
  'financial-wellbeing': { name: 'Benessere finanziario', descriptor: 'Serenità e controllo sul tuo denaro' },
  'physical-health': { name: 'Salute fisica', descriptor: 'Energia, forma fisica, sonno e come si sente il tuo corpo ogni giorno' },
  'emotional-wellbeing': { name: 'Benessere emotivo', descriptor: 'Calma, resilienza e il modo in cui affronti gli alti e bassi della vita' },
  family: { name: 'Famiglia', descriptor: 'Vicinanza, sostegno e tempo con le persone che consideri la tua famiglia' },
  friends: { name: 'Amicizie', descriptor: 'Persone che ti capiscono, ti sostengono e con cui stai bene' },
  'relationships-love': { name: 'Relazioni e amore', descriptor: 'Intimità, vita di coppia e l’amore che dai e ricevi' },
  'community-giving': { name: 'Comunità e solidarietà', descriptor: 'Appartenenza, contributo e fare la differenza per gli altri' },
  'fun-recreation': { name: 'Svago e divertimento', descriptor: 'Gioco, hobby e i momenti in cui perdi la cognizione del tempo' },
  'physical-environment': { name: 'Ambiente fisico', descriptor: 'Una casa e dei luoghi tranquilli, sicuri e davvero tuoi' },
  'personal-growth': { name: 'Crescita personale', descriptor: 'Apprendimento, curiosità e diventare chi vuoi essere' },
  spirituality: { name: 'Spiritualità', descriptor: 'Significato, valori e il senso di qualcosa più grande di te' },
} satisfies Translation<EnglishBundle['domains']>;
