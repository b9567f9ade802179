import type { EnglishBundle, Translation } from '../../translation.js';

export const coachingTools = {
  meta: {
    title: 'Mga self-coaching tool para sa bawat larangan ng buhay | Lifewheel',
    description:
      'Isang pangkalahatang-tanaw sa {{count}} maiikling self-coaching exercise, ayon sa 12 larangan ng gulong ng buhay: para saan ang bawat isa at gaano katagal.',
  },
  title: 'Mga self-coaching tool',
  intro:
    '{{count}} maiikli at praktikal na exercise na magagawa mo nang mag-isa, nakapangkat ayon sa larangan ng buhay na pinakanatutulungan nila. May malinaw na mga hakbang, mga tanong na pag-iisipan at ang pamamaraang pinagbatayan ang bawat isa.',
  jumpTo: 'Pumunta sa isang larangan',
  groupCount_one: '{{count}} ehersisyo',
  groupCount_other: '{{count}} na ehersisyo',
  minutes_one: '{{count}} minuto',
  minutes_other: '{{count}} na minuto',
  premium: {
    badge: 'Pang-Premium',
    body: 'Buksan ang bawat tool na may gabay na hakbang-hakbang, i-save ang progreso mo sa paglipas ng panahon at lumalim sa bawat larangan ng buhay mo, sa halagang {{price}} lang.',
    cta: 'Kunin ang Premium',
    fullTools: 'Buksan ang buong mga tool, kasama ang mga hakbang',
  },
  assessment: {
    body: 'Hindi sigurado kung saan magsisimula? Ipinapakita ng gulong mo kung aling mga larangan ang may pinakamalaking agwat.',
    link: 'Sagutan ang libreng pagtatasa',
  },
} satisfies Translation<EnglishBundle['coachingTools']>;
