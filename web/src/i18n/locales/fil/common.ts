import type { EnglishBundle, Translation } from '../../translation.js';

export const common = {
  brand: 'Lifewheel',
  skipToContent: 'Lumaktaw sa nilalaman',
  loading: 'Naglo-load…',
  nav: {
    home: 'Home ng Lifewheel',
    login: 'Mag-log in',
    dashboard: 'Dashboard ko',
    mainMenu: 'Pangunahing menu',
  },
  language: {
    label: 'Wika',
    switchTo: 'Palitan ang wika',
    offer: 'Mayroon ding Lifewheel sa {{language}}.',
    offerAccept: 'Lumipat sa {{language}}',
    offerDismiss: 'Huwag na, salamat',
    loadFailed: 'Hindi ma-load ang wikang iyon. Pakitingnan ang iyong koneksyon at subukang muli.',
  },
  footer: {
    tagline: 'Isang libre at pribadong pagsilip sa balanse ng buhay mo.',
    about: 'Ang gulong ng buhay (wheel of life) ay isang coaching exercise na karaniwang iniuugnay kay Paul J. Meyer.',
    privacy: 'Sine-save lang ang mga sagot mo kapag tiningnan mo ang resulta, sa isang pribadong link.',
    coachingTools: 'Mga coaching tool',
    domains: 'Mga larangan ng buhay',
    copyright: '© {{year}} Lifewheel',
  },
  notFound: {
    title: 'Hindi nahanap ang page',
    body: 'Hindi namin mahanap ang page na hinahanap mo. Maaaring nailipat na ito, o kulang ang link.',
    home: 'Pumunta sa home page',
  },
  toast: {
    region: 'Mga abiso (F8)',
    close: 'Isara',
    errorTitle: 'May error',
  },
  errors: {
    unexpected: 'Nagkaproblema sa panig namin. Pakireload ang page.',
    reload: 'I-reload',
  },
  meta: {
    defaultTitle: 'Lifewheel: libreng pagtatasa ng sarili gamit ang gulong ng buhay',
    defaultDescription:
      'Markahan ang 12 larangan ng buhay mo, tingnan ang agwat ng kinalalagyan mo at ng gusto mong marating, at kumuha ng ideyang batay sa pananaliksik. Libre.',
  },
} satisfies Translation<EnglishBundle['common']>;
