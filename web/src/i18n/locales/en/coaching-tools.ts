// Labels of the public coaching tools overview; the tools' titles and summaries are English
// content from @lifewheel/content.
export const coachingTools = {
  meta: {
    title: 'Self-coaching tools for every area of life | Lifewheel',
    description:
      'An overview of {{count}} short self-coaching exercises, grouped by the 12 areas of the wheel of life: what each is for and how long it takes.',
  },
  title: 'Self-coaching tools',
  intro:
    '{{count}} short, practical exercises you can do on your own, grouped by the area of life they help most. Each one has clear steps, reflection prompts and the method it draws on.',
  jumpTo: 'Jump to an area',
  groupCount_one: '{{count}} tool',
  groupCount_other: '{{count}} tools',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  premium: {
    badge: 'Premium',
    body: 'Unlock every tool with step-by-step guidance, save your progress over time and dive deeper into every area of your life, for just {{price}}.',
    cta: 'Get Premium Access',
    fullTools: 'Open the full tools, with their steps',
  },
  assessment: {
    body: 'Not sure where to start? Your wheel shows which areas have the largest gaps.',
    link: 'Take the free assessment',
  },
};
