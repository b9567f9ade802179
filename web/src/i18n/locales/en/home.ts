export const home = {
  meta: {
    title: 'Lifewheel: a free wheel of life self-assessment',
    description:
      'Rate 12 areas of your life, see the gaps between where you are and where you want to be, and get research-backed ideas for your next step. Free.',
  },
  hero: {
    title: 'See your whole life at a glance',
    tagline:
      'Rate how satisfied you are in 12 areas of life, and how satisfied you want to be. Your wheel shows where you are thriving and where a small change could matter most.',
    takeAssessment: 'Take Free Assessment',
    takeAssessmentShort: 'Take Assessment',
    customize: 'Customize',
    duration: 'About 5 minutes. No account needed.',
  },
  promo: {
    badge: 'New: Premium Version',
    body: 'Unlock 100+ self-coaching tools, save your progress over time and dive deeper into every area of your life, for just {{price}}.',
    cta: 'Get Premium Access',
  },
  explainer: {
    title: 'How the wheel of life works',
    steps: [
      { title: 'Rate each area', body: 'For each of 12 areas, choose how satisfied you are today and how satisfied you would like to be, from 1 to 10.' },
      { title: 'See your wheel', body: 'Your answers become a wheel. A round, full wheel rolls smoothly; dents show where life feels bumpy.' },
      { title: 'Find your next step', body: 'The biggest gaps between today and your goals point to where a small change could matter most.' },
    ],
  },
  domains: {
    title: 'The 12 areas of your wheel',
    intro: 'Each area is one spoke of the wheel. Together they give a picture of your whole life, not just one part of it.',
  },
};
