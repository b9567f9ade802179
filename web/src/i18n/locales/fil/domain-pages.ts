import type { EnglishBundle, Translation } from '../../translation.js';

export const domainPages = {
  meta: {
    title: '{{title}}: isang larangan ng gulong ng buhay | Lifewheel',
  },
  eyebrow: 'Isang larangan ng gulong ng buhay mo',
  covers: 'Saklaw ng larangang ito',
  signsOfBalance: 'Mga palatandaan ng balanse',
  signsOfStrain: 'Mga palatandaan ng bigat',
  research: 'Ano ang sinasabi ng pananaliksik',
  sources_one: 'Pinagmulan',
  sources_other: 'Mga pinagmulan',
  evidence: 'Uri ng ebidensya',
  reflection: 'Mga tanong na pag-iisipan',
  cta: {
    title: 'Kumusta ang larangang ito sa buhay mo?',
    body: 'Markahan ito, pati ang iba pang larangan ng buhay mo, sa loob ng mga 5 minuto. Libre, at hindi kailangan ng account.',
    link: 'Sagutan ang libreng pagtatasa',
  },
  tools: 'Mga self-coaching tool para sa larangang ito',
  otherAreas: 'Iba pang larangan ng gulong',
} satisfies Translation<EnglishBundle['domainPages']>;
