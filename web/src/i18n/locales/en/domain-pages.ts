// Labels around the English domain-page texts of @lifewheel/content (spec: domain pages are
// English-only; these labels follow the page's language).
export const domainPages = {
  meta: {
    title: '{{title}}: an area of the wheel of life | Lifewheel',
  },
  eyebrow: 'An area of your wheel of life',
  covers: 'What this area covers',
  signsOfBalance: 'Signs of balance',
  signsOfStrain: 'Signs of strain',
  research: 'What research says',
  sources_one: 'Source',
  sources_other: 'Sources',
  evidence: 'Kind of evidence',
  reflection: 'Questions to reflect on',
  cta: {
    title: 'How is this area going for you?',
    body: 'Rate it, and the other areas of your life, in about 5 minutes. Free, and no account needed.',
    link: 'Take the free assessment',
  },
  tools: 'Self-coaching tools for this area',
  otherAreas: 'Other areas of the wheel',
};
