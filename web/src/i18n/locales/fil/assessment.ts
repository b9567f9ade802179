import type { EnglishBundle, Translation } from '../../translation.js';

export const assessment = {
  meta: {
    title: 'Sagutan ang pagtatasa ng gulong ng buhay | Lifewheel',
    description:
      'Sagutin ang dalawang maikling tanong para sa bawat larangan ng buhay mo: gaano ka nasisiyahan ngayon, at gaano mo gustong masiyahan. Libre at pribado.',
  },
  title: 'Ang gulong ng buhay mo',
  progress: 'Tanong {{current}} sa {{total}}',
  progressLabel: 'Progreso ng pagtatasa',
  current: {
    question: 'Gaano ka nasisiyahan ngayon sa “{{domain}}”?',
    legend: 'Kasiyahan ngayon: {{domain}}',
  },
  desired: {
    question: 'Gaano mo gustong masiyahan sa “{{domain}}”?',
    legend: 'Ninanais na kasiyahan: {{domain}}',
  },
  scale: {
    guidance:
      'Pumili ng numero mula 1 (hindi talaga nasisiyahan) hanggang 10 (lubos na nasisiyahan). Puwede ring gamitin ang mga key na 1-9 at 0 (para sa 10).',
    low: 'Hindi Talaga Nasisiyahan',
    high: 'Lubos na Nasisiyahan',
    option: '{{value}}',
  },
  buttons: {
    next: 'Susunod',
    previous: 'Bumalik',
    undo: 'Bawiin',
    viewResults: 'Tingnan ang Resulta',
    saving: 'Sine-save…',
  },
  restored: 'Maligayang pagbabalik: itinabi namin ang mga sagot mo hanggang ngayon.',
  saveFailed: 'Hindi na-save ang pagtatasa. Pakisubukan ulit.',
  saveRateLimited:
    'Maraming pagtatasa ang na-save mula sa network mo sa nakaraang minuto. Maghintay ng isang minuto at subukan ulit; nandito pa rin ang mga sagot mo.',
  customWheel: 'Sariling gulong: {{name}}',
} satisfies Translation<EnglishBundle['assessment']>;
