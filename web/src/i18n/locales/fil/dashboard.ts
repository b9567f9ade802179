import type { EnglishBundle, Translation } from '../../translation.js';

// The parts of the premium dashboard this language has so far; the rest falls back to English.
export const dashboard = {
  history: {
    title: 'Ang mga pagtatasa mo',
    showMore: 'Ipakita ang mga naunang pagtatasa',
    loadingMore: 'Nilo-load ang mga naunang pagtatasa…',
    moreFailed: 'Hindi namin ma-load ang mga nauna mong pagtatasa. Pakitingnan ang koneksyon mo at subukan ulit.',
  },
  compare: {
    howTo: 'Para paghambingin ang dalawang pagtatasa, piliin ang "Ihambing" sa isa, tapos sa isa pa.',
    pick: 'Ihambing',
    picked: 'Napili para ihambing',
    pickSecond: 'Ngayon, pumili ng ikalawang pagtatasa na ihahambing sa pagtatasa noong {{date}}.',
    differentWheel: 'Ibang wheel: ibang mga area ang sinusukat nito, kaya hindi ito maihahambing sa napili mo.',
    differentTitle: 'Ibang wheel',
    differentBody: 'Ibang mga area ang sinusukat ng mga pagtatasang ito kaysa sa napili mo, kaya hindi sila maihahambing area sa area.',
    title: '{{earlier}} kumpara sa {{later}}',
    legendLater: 'Puno: {{date}}',
    legendEarlier: 'Putol-putol na guhit: {{date}}',
    caption: 'Kasalukuyang satisfaction sa bawat area noong {{earlier}} at noong {{later}}, at ang pagbabago (1 hanggang 10).',
    earlier: 'Dati',
    later: 'Ngayon',
    change: 'Pagbabago',
    close: 'Isara ang paghahambing',
  },
  trends: {
    title: 'Kumusta ang bawat area',
    intro: 'Ang kasalukuyang satisfaction mo sa bawat area sa lahat ng pagtatasa gamit ang standard na wheel na may 12 area.',
    loading: 'Nilo-load ang mga trend mo…',
    loadFailed: 'Hindi namin ma-load ang mga trend mo. Pakitingnan ang koneksyon mo at subukan ulit.',
    notYet: 'Lalabas ang mga trend mo simula sa ikalawang pagtatasa gamit ang standard na wheel.',
    summary: 'Nagsimula sa {{first}}, ngayon {{last}} (mga pagtatasa: {{count}})',
    stuck: 'Hindi gumagalaw: parehong score sa huling tatlong pagtatasa',
  },
} satisfies Partial<Translation<EnglishBundle['dashboard']>>;
