import type { EnglishBundle, Translation } from '../../translation.js';

export const account = {
  meta: { title: 'Akaunti yako | Lifewheel', description: 'Pakua kila kitu ambacho Lifewheel huhifadhi kukuhusu, au futa akaunti yako.' },
  nav: { link: 'Akaunti' },
  title: 'Akaunti yako',
  intro: 'Umeingia kama {{email}}.',
  loading: 'Inapakia akaunti yako…',
  export: {
    title: 'Pakua data yako',
    body: 'Kila kitu ambacho Lifewheel huhifadhi kukuhusu: akaunti yako, tathmini ulizohifadhi, maelezo na maendeleo yako katika zana, ujumbe uliotutumia, usajili wako wa orodha ya barua pepe na malipo yako.',
    json: 'Pakua kama JSON',
    csv: 'Pakua kama CSV (lahajedwali)',
    preparing: 'Tunaandaa faili lako…',
    failed: 'Upakuaji haukufaulu. Angalia muunganisho wako kisha ujaribu tena.',
  },
  delete: {
    title: 'Futa akaunti yako',
    body: 'Hatua hii itafuta tathmini ulizohifadhi, maelezo na maendeleo yako katika zana, ujumbe uliotutumia, usajili wako wa orodha ya barua pepe na njia yako ya kuingia. Rekodi za malipo zinabaki kwa ajili ya hesabu zetu, bila anwani yako ya barua pepe. Hatua hii haiwezi kutenduliwa.',
    open: 'Futa akaunti yangu…',
    dialogTitle: 'Ungependa kufuta akaunti yako kabisa?',
    label: 'Andika anwani yako ya barua pepe kuthibitisha',
    hint: 'Andika {{email}}',
    confirm: 'Futa akaunti yangu',
    cancel: 'Acha akaunti yangu',
    deleting: 'Inafuta…',
    failed: 'Akaunti yako haikuweza kufutwa. Angalia muunganisho wako kisha ujaribu tena.',
    errors: { confirmRequired: 'Andika anwani yako ya barua pepe kuthibitisha.', confirmMismatch: 'Hii si anwani ya barua pepe ya akaunti hii.' },
    doneTitle: 'Akaunti yako imefutwa',
    done: 'Kila kitu tulichohifadhi kukuhusu kimefutwa, na umetoka kwenye akaunti.',
    home: 'Rudi kwenye ukurasa wa mwanzo',
  },
} satisfies Translation<EnglishBundle['account']>;
