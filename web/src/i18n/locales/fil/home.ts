import type { EnglishBundle, Translation } from '../../translation.js';

export const home = {
  meta: {
    title: 'Lifewheel: libreng pagtatasa ng sarili gamit ang gulong ng buhay',
    description:
      'Markahan ang 12 larangan ng buhay mo, tingnan ang agwat ng kinalalagyan mo at ng gusto mong marating, at kumuha ng ideyang batay sa pananaliksik. Libre.',
  },
  hero: {
    title: 'Makita ang buong buhay mo sa isang sulyap',
    tagline:
      'Markahan kung gaano ka nasisiyahan sa 12 larangan ng buhay, at kung gaano mo gustong masiyahan. Ipapakita ng gulong mo kung saan ka umuunlad at kung saan pinakamalaki ang maitutulong ng isang maliit na pagbabago.',
    takeAssessment: 'Simulan ang Libreng Pagtatasa',
    takeAssessmentShort: 'Simulan ang Pagtatasa',
    customize: 'I-customize',
    duration: 'Mga 5 minuto. Hindi kailangan ng account.',
  },
  promo: {
    badge: 'Bago: Premium na Bersyon',
    body: 'Buksan ang mahigit 100 self-coaching tool, i-save ang progreso mo sa paglipas ng panahon at lumalim sa bawat larangan ng buhay mo, sa halagang {{price}} lang.',
    cta: 'Kunin ang Premium',
  },
  explainer: {
    title: 'Paano gumagana ang gulong ng buhay',
    steps: [
      {
        title: 'Markahan ang bawat larangan',
        body: 'Para sa bawat isa sa 12 larangan, piliin kung gaano ka nasisiyahan ngayon at kung gaano mo gustong masiyahan, mula 1 hanggang 10.',
      },
      {
        title: 'Tingnan ang gulong mo',
        body: 'Nagiging gulong ang mga sagot mo. Maayos ang ikot ng bilog at punong gulong; ipinapakita ng mga yupi kung saan parang lubak-lubak ang buhay.',
      },
      {
        title: 'Hanapin ang susunod mong hakbang',
        body: 'Ang pinakamalalaking agwat sa pagitan ng ngayon at ng mga layunin mo ang nagtuturo kung saan pinakamalaki ang maitutulong ng maliit na pagbabago.',
      },
    ],
  },
  domains: {
    title: 'Ang 12 larangan ng gulong mo',
    intro: 'Bawat larangan ay isang rayos ng gulong. Magkakasama, ipinapakita nila ang larawan ng buong buhay mo, hindi lang ng isang bahagi nito.',
  },
} satisfies Translation<EnglishBundle['home']>;
