import type { DomainInsight } from '../types.js';

// Results-page insight for a domain the person named themselves. Every string may contain the
// i18next placeholder {{domain}}, which the caller fills with that name (never rendered as HTML).
// The research cited here applies to goals in any area of life.
export const genericInsight: DomainInsight = {
  about:
    '{{domain}} is an area of life you chose to put on your wheel, which already says it matters to you. Your score is a snapshot of how satisfied you feel with it right now, and the gap to your desired score shows how much change you would like.',
  research: {
    finding:
      'Simple if-then plans that link a specific situation to a specific action, known as implementation intentions, make people more likely to act on their goals. A meta-analysis of 94 independent tests found a medium-to-large effect on reaching goals compared with good intentions alone, which makes them a useful tool for {{domain}} or any other area of life.',
    sources: ['Gollwitzer (1999)', 'Gollwitzer & Sheeran (2006)'],
    evidence: 'meta-analysis of 94 independent tests',
  },
  bands: {
    high: {
      reflect:
        'A high score suggests {{domain}} is going well for you right now. You might have routines, people or choices that support it, even if you rarely think about them. Noticing what works can help you keep it going when life changes.',
      nextSteps: [
        'Write down the two or three things that most help {{domain}} go well, so you can protect them when you get busy.',
        'Share what is working in {{domain}} with someone who might benefit from your experience.',
        'Choose one small way to deepen or stretch {{domain}} this week, and decide exactly when you will do it.',
      ],
      coachingQuestion:
        'What would make {{domain}} even more satisfying a year from now, and what is already pointing in that direction?',
    },
    mid: {
      reflect:
        'A middle score suggests {{domain}} is partly where you want it to be. Some things might be working while others feel stuck, unclear or squeezed by other priorities. That mix is common, and it often means a few focused changes could make a noticeable difference.',
      nextSteps: [
        'Write one sentence about what is working in {{domain}} and one about what is not.',
        'Choose one small change for {{domain}} and make an if-then plan for it: name the exact moment you will act and what you will do.',
        'Tell someone you trust about the change you want in {{domain}} and ask them to check in with you next week.',
      ],
      coachingQuestion:
        'If {{domain}} moved just two points higher, what would be different in your everyday life?',
    },
    low: {
      reflect:
        'A low score suggests {{domain}} is not where you want it to be, and it might be weighing on you. It could reflect circumstances outside your control, a recent change, or something you have been putting off. Naming it honestly is a useful first step, and if it affects your health, safety or mood, talking with a professional can help.',
      nextSteps: [
        'Write down what makes {{domain}} feel low right now, separating what you can influence from what you cannot.',
        'Pick the smallest possible step within your control and take it within the next three days.',
        'Ask one person for support or advice with {{domain}}, even if it is only to talk it through.',
      ],
      coachingQuestion:
        'What matters most to you about {{domain}}, and what is the first thing you would want to change?',
    },
  },
};
