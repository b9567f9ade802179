export const assessment = {
  meta: {
    title: 'Take the wheel of life assessment | Lifewheel',
    description: 'Answer two quick questions for each area of your life: how satisfied you are now, and how satisfied you want to be. Free and private.',
  },
  title: 'Your wheel of life',
  progress: 'Question {{current}} of {{total}}',
  progressLabel: 'Assessment progress',
  current: {
    question: 'How satisfied are you with your {{domain}} right now?',
    legend: 'Current satisfaction: {{domain}}',
  },
  desired: {
    question: 'How satisfied do you want to be with your {{domain}}?',
    legend: 'Future satisfaction: {{domain}}',
  },
  scale: {
    guidance: 'Choose a number from 1 (very dissatisfied) to 10 (very satisfied). Keys 1-9 and 0 (for 10) work too.',
    low: 'Very Dissatisfied',
    high: 'Very Satisfied',
    option: '{{value}}',
  },
  buttons: {
    next: 'Next',
    previous: 'Previous',
    undo: 'Undo',
    viewResults: 'View Results',
    saving: 'Saving...',
  },
  restored: 'Welcome back: we kept your answers so far.',
  saveFailed: 'Failed to save assessment. Please try again.',
  saveRateLimited: 'Many assessments were saved from your network in the last minute. Please wait a minute and try again; your answers are still here.',
  customWheel: 'Custom wheel: {{name}}',
};
