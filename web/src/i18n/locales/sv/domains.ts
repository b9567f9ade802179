import type { EnglishBundle, Translation } from '../../translation.js';

export const domains = {
  'career-vocation': { name: 'Arbete & kallelse', descriptor: 'Mening, utveckling och glädje i ditt arbete' },
  'financial-wellbeing': { name: 'Ekonomiskt välbefinnande', descriptor: 'Trygghet och kontroll över dina pengar' },
  'physical-health': { name: 'Fysisk hälsa', descriptor: 'Energi, kondition, sömn och hur din kropp mår i vardagen' },
  'emotional-wellbeing': { name: 'Känslomässigt välbefinnande', descriptor: 'Lugn, motståndskraft och hur du möter livets toppar och dalar' },
  family: { name: 'Familj', descriptor: 'Närhet, stöd och tid med de människor du räknar som din familj' },
  friends: { name: 'Vänner', descriptor: 'Vänskap där du känner dig sedd, stöttad och avslappnad' },
  'relationships-love': { name: 'Relationer & kärlek', descriptor: 'Intimitet, partnerskap och kärleken du ger och får' },
  'community-giving': { name: 'Gemenskap & engagemang', descriptor: 'Tillhörighet, att bidra och att göra skillnad för andra' },
  'fun-recreation': { name: 'Nöje & fritid', descriptor: 'Lek, hobbyer och stunderna när du glömmer tid och rum' },
  'physical-environment': { name: 'Boende & närmiljö', descriptor: 'Ett hem och en omgivning som känns lugna, trygga och dina egna' },
  'personal-growth': { name: 'Personlig utveckling', descriptor: 'Lärande, nyfikenhet och att bli den du vill vara' },
  spirituality: { name: 'Andlighet', descriptor: 'Mening, värderingar och känslan av något större än dig själv' },
} satisfies Translation<EnglishBundle['domains']>;
