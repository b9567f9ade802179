import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Dina skattningar',
    showMore: 'Visa tidigare skattningar',
    loadingMore: 'Laddar tidigare skattningar…',
    moreFailed: 'Vi kunde inte ladda dina tidigare skattningar. Kontrollera anslutningen och försök igen.',
  },
  compare: {
    howTo: 'Jämför två skattningar genom att välja ”Jämför” på en och sedan på en annan.',
    pick: 'Jämför',
    picked: 'Vald för jämförelse',
    pickSecond: 'Välj nu en andra skattning att jämföra med den från {{date}}.',
    differentWheel: 'Annat hjul: det skattar andra områden, så det går inte att jämföra med det du valde.',
    differentTitle: 'Annat hjul',
    differentBody: 'De här skattningarna gäller andra områden än den du valde, så de går inte att jämföra med den område för område.',
    title: '{{earlier}} jämfört med {{later}}',
    legendLater: 'Fylld: {{date}}',
    legendEarlier: 'Streckad kontur: {{date}}',
    caption: 'Nuvarande nöjdhet inom varje område {{earlier}} och {{later}}, och förändringen (1 till 10).',
    earlier: 'Före',
    later: 'Efter',
    change: 'Förändring',
    close: 'Stäng jämförelsen',
  },
  trends: {
    title: 'Hur varje område utvecklas',
    intro: 'Din nuvarande nöjdhet inom varje område över alla skattningar med standardhjulet med 12 områden.',
    loading: 'Laddar dina trender…',
    loadFailed: 'Vi kunde inte ladda dina trender. Kontrollera anslutningen och försök igen.',
    notYet: 'Dina trender visas från och med din andra skattning med standardhjulet.',
    summary: 'Började på {{first}}, nu {{last}} (skattningar: {{count}})',
    stuck: 'Står still: samma poäng vid dina tre senaste skattningar',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
