import type { EnglishBundle, Translation } from '../../translation.js';

export const sheet = {
  meta: {
    title: 'Gurudumu la maisha la kuchapisha',
    description:
      'Gurudumu la maisha la ukurasa mmoja la kuchapisha kwenye A4 au Letter: pima kila eneo kwa mkono, pamoja na msimbo wa QR unaoelekeza kwenye gurudumu la mtandaoni. Kwa vyumba visivyo na simu.',
    sessionTitle: 'Karatasi za kuchapisha za {{name}}',
  },
  screen: {
    intro: 'Ukurasa mmoja kwa kila mtu, kwa vyumba visivyo na simu. Anayetaka anaweza kuchanganua msimbo wa QR na kuendelea mtandaoni.',
    print: 'Chapisha',
    paperSize: 'Chagua A4 au Letter kwenye dirisha la kuchapisha: karatasi inatosha ukurasa mmoja kwa ukubwa wowote kati ya hiyo.',
    preview: 'Onyesho la karatasi itakavyochapishwa',
    back: 'Rudi kwenye kipindi',
    loading: 'Inapakia karatasi…',
    notFound: 'Hatukupata kipindi hiki kati ya vipindi vyako.',
  },
  paper: {
    title: 'Gurudumu langu la maisha',
    instructions:
      'Kwa kila eneo, jiulize umeridhika kiasi gani leo, kuanzia {{min}} (hata kidogo) hadi {{max}} (kikamilifu). Tia rangi sehemu yake kuanzia katikati hadi mduara huo.',
    scale: 'Katikati ni {{zero}}, mduara wa nje kabisa ni {{max}}.',
    name: 'Jina lako',
    date: 'Tarehe',
    riseTitle: 'Chagua eneo moja. Alama moja zaidi ingeonekanaje?',
    riseHint: 'Jambo dogo na halisi unaloweza kufanya mwezi huu.',
    wheelLabel: 'Gurudumu tupu la kutia rangi, sehemu moja kwa kila eneo: {{areas}}',
    online: 'Unapendelea simu? Fanya tathmini mtandaoni:',
    session: 'Jiunge na kipindi mtandaoni kwa msimbo {{code}}:',
    qrLabel: 'Msimbo wa QR wa {{url}}',
  },
} satisfies Translation<EnglishBundle['sheet']>;
