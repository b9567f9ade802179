/** The premium dashboard (`/premium/dashboard`): a person's saved assessments over time. */
export const dashboard = {
  meta: {
    title: 'Your dashboard | Lifewheel Premium',
    description: 'Your saved wheel of life assessments, newest first, and how each area has changed since the one before.',
  },
  title: 'Your dashboard',
  intro: 'Every assessment you saved while logged in, newest first, with how each area changed since the one before.',
  loading: 'Loading your saved assessments…',
  loadFailed: 'We could not load your saved assessments. Please check your connection and try again.',
  retry: 'Try again',
  empty: {
    title: 'No saved assessments yet',
    body: 'Take the assessment while you are logged in and it will appear here, so you can see how your wheel changes over time.',
    takeAssessment: 'Take the assessment',
  },
  takeAnother: 'Take a new assessment',
  truncated: 'Showing your {{count}} most recent assessments.',
  premiumRequired: {
    title: 'The dashboard is part of Premium',
    body: 'Your saved assessments and how they change over time are shown on the Premium dashboard. Here is what Premium includes.',
  },
  card: {
    takenOn: 'Taken on {{date}}',
    wheelName: 'Wheel: {{name}}',
    averages: 'Average now {{current}}, wanted {{desired}}',
    open: 'Open these results',
    first: 'Your first saved assessment: later ones show how each area has changed since.',
    summary: 'Since your previous assessment: {{up}} up, {{down}} down, {{same}} unchanged.',
    showChanges: 'Change in each area',
  },
  changes: {
    caption: 'Change in each area since your previous assessment (current and desired satisfaction, 1 to 10).',
    domain: 'Area',
    current: 'Now',
    desired: 'Wanted',
    none: 'no change',
    up: 'up {{value}}',
    down: 'down {{value}}',
  },
};
