import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Zana za kujikochi kwa kila eneo la maisha | Lifewheel',
    description: 'Muhtasari wa mazoezi mafupi {{count}} ya kujikochi, yaliyopangwa kwa maeneo 12 ya gurudumu la maisha: lengo la kila zoezi na muda wake.',
  },
  title: 'Zana za kujikochi',
  intro:
    'Mazoezi {{count}} mafupi na ya vitendo unayoweza kufanya peke yako, yaliyopangwa kwa eneo la maisha yanalolisaidia zaidi. Kila zoezi lina hatua zilizo wazi, maswali ya kutafakari na mbinu linayotegemea.',
  jumpTo: 'Nenda kwenye eneo',
  groupCount_one: 'zana {{count}}',
  groupCount_other: 'zana {{count}}',
  minutes_one: 'dakika {{count}}',
  minutes_other: 'dakika {{count}}',
  premium: {
    badge: 'Toleo la Premium',
    body: 'Fungua kila zana pamoja na mwongozo wa hatua kwa hatua, hifadhi maendeleo yako kadiri muda unavyopita na uzame zaidi katika kila eneo la maisha yako, kwa {{price}} tu.',
    cta: 'Pata Premium',
    fullTools: 'Fungua zana kamili pamoja na hatua zake',
  },
  assessment: {
    body: 'Hujui uanzie wapi? Gurudumu lako linaonyesha maeneo yenye mapengo makubwa zaidi.',
    link: 'Fanya tathmini ya bure',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
