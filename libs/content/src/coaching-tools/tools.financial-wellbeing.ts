import type { CoachingTool } from './coaching-tool.js';

export const financialWellbeingTools: CoachingTool[] = [
  {
    id: 'spending-happiness-review',
    title: 'Spending that makes you happy',
    summary: 'Review a month of spending and keep more of what truly adds to your life.',
    domains: ['financial-wellbeing', 'fun-recreation'],
    minutes: 45,
    purpose:
      'Research on spending and happiness suggests that, on average, money spent on experiences, on other people and on time for what we love tends to bring more lasting satisfaction than more possessions. This review helps you move money towards what works for you, without a strict budget.',
    steps: [
      'Collect last month\'s bank and card statements (or the month in your banking app).',
      'Go through every item above a small amount you choose and mark it: plus (glad I spent it), zero (neutral), or minus (regret or did not notice it).',
      'Next to each plus, note what kind of spending it was: an experience, something shared with others, something that saved time, a thing you use often, or something else.',
      'Add up roughly how much went to minus items.',
      'Pick one minus category to reduce next month and one plus category you would like to protect or grow.',
      'Write the two decisions on a note you will see when you next shop.',
    ],
    prompts: [
      'Which purchases am I still glad about weeks later, and what do they have in common?',
      'Where am I spending out of habit, boredom or comparison?',
      'What would I do with the money I free up?',
    ],
    method: {
      name: 'Principles of happier spending',
      source: 'Dunn, Gilbert & Wilson (2011); Van Boven & Gilovich (2003) on experiential purchases',
    },
  },
  {
    id: 'money-scripts',
    title: 'The money beliefs you grew up with',
    summary: 'Trace the beliefs about money you learned early and decide which ones still serve you.',
    domains: ['financial-wellbeing', 'family', 'emotional-wellbeing'],
    minutes: 40,
    purpose:
      'Most people carry unspoken beliefs about money, such as "money is bad", "more money will fix everything" or "we do not talk about money", that were learned in childhood. Naming them makes it easier to notice when they, rather than your current goals, are steering your choices.',
    steps: [
      'Write down your earliest memory involving money: who was there, what happened, how you felt.',
      'List what the adults around you said and did about money: spending, saving, debt, giving, talking about it.',
      'Complete these sentences quickly, without editing: "Money is...", "People with money are...", "If I had more money, I would...", "Talking about money is...".',
      'Circle the beliefs that still show up in how you act today and note one recent example for each.',
      'For each circled belief, ask: is this true, is it helpful, and what is a more balanced version I could live by?',
      'Write the new version on a card and read it before your next money decision.',
    ],
    prompts: [
      'Which belief did I defend most quickly, and why?',
      'How are my money habits similar to, or a reaction against, those of my family?',
      'What would change if I treated money as a tool rather than a judgement on me?',
    ],
    method: {
      name: 'Money scripts (financial psychology)',
      source: 'Klontz, Britt, Mentzer & Klontz (2011); money autobiographies are a common practice in financial therapy',
    },
  },
  {
    id: 'prosocial-spending-experiment',
    title: 'Spend a little on someone else',
    summary: 'Try a small, deliberate gift of money or a treat for someone, and notice how it feels.',
    domains: ['financial-wellbeing', 'community-giving', 'friends'],
    minutes: 20,
    purpose:
      'Experiments have found that people who spent a small amount on others reported feeling happier afterwards than people who spent the same amount on themselves. This experiment lets you test that in your own life, on any budget.',
    steps: [
      'Choose a small amount you can comfortably spare this week. The size matters less than the intention.',
      'Think of someone it could help or delight: a friend, a colleague, a neighbour, a cause you care about.',
      'Decide how to spend it in a way where you can see or imagine the effect: buying a coffee, sending a book, funding a concrete need.',
      'Do it this week, ideally in person or with a personal note.',
      'That evening, write a few lines about how you felt before, during and after.',
      'Compare it with the last thing you bought only for yourself.',
    ],
    prompts: [
      'What did I feel when I saw or imagined the effect of my gift?',
      'Did anything hold me back, such as worry about money or about how it would look?',
      'How could giving become a small, regular part of my spending?',
    ],
    method: { name: 'Prosocial spending', source: 'Dunn, Aknin & Norton (2008)' },
  },
  {
    id: 'buy-back-time',
    title: 'Buying back an hour',
    summary: 'Find one chore you dread and test whether spending a little to avoid it improves your week.',
    domains: ['financial-wellbeing', 'emotional-wellbeing', 'family'],
    minutes: 25,
    purpose:
      'A study across several countries found that people who spent money on time-saving services reported greater life satisfaction, yet few people choose to. If your budget allows even a small amount, this tool helps you decide whether time is the best thing to buy.',
    steps: [
      'List the tasks in a typical week that you most dislike: cleaning, a long errand, cooking on your busiest day, paperwork.',
      'Next to each, estimate how long it takes and how much you dread it, from 1 to 10.',
      'For the two most dreaded, list ways to buy or trade time: a paid service, sharing the task with a neighbour, a simpler version, a swap with a friend.',
      'Check the cost against what you have spare this month. If nothing is spare, choose a free option such as swapping or simplifying.',
      'Try it once and use the freed time for something you value: rest, people, play.',
      'Afterwards, rate whether it was worth it and decide whether to repeat it.',
    ],
    prompts: [
      'What did I do with the time I got back?',
      'Do I feel guilty paying for help, and where does that come from?',
      'Which of my spending gives me less than an hour of my life would?',
    ],
    method: {
      name: 'Buying time',
      source: 'Whillans, Dunn, Smeets, Bekkers & Norton (2017)',
    },
  },
  {
    id: 'meet-your-future-self',
    title: 'Meet your future self',
    summary: 'Picture yourself at 70 in detail, then make one small money choice on their behalf.',
    domains: ['financial-wellbeing', 'personal-growth'],
    minutes: 25,
    purpose:
      'People often treat their future self almost like a stranger, which makes saving feel like giving money away. Research by Hershfield and colleagues found that making the future self more vivid can increase willingness to save.',
    steps: [
      'Close your eyes and picture yourself at 70: your face, your home, a normal weekday morning, who is around you.',
      'Write a short description of that day in the present tense: "I wake up and...".',
      'Write what that person would most thank you for doing now, and what they would wish you had done differently.',
      'Choose one small money action that your future self would appreciate: a regular transfer to savings, paying a little extra off a debt, or learning how your pension works.',
      'Make it automatic if you can, so it happens without a new decision each month.',
      'Put a reminder in your calendar three months from now to look at how it is going.',
    ],
    prompts: [
      'How close or distant does my 70-year-old self feel to me?',
      'What does my future self need from me that I keep postponing?',
      'What would feel like enough security for me, and is it clearer now?',
    ],
    method: {
      name: 'Future self-continuity',
      source: 'Hershfield et al. (2011), on age-progressed images of the future self and saving',
    },
  },
  {
    id: 'save-more-tomorrow',
    title: 'Save more tomorrow',
    summary: 'Decide now to save part of your next pay rise or windfall, before you get used to having it.',
    domains: ['financial-wellbeing', 'personal-growth'],
    minutes: 15,
    purpose:
      'Saving from money you already spend feels like a loss; committing in advance to save part of future raises feels much easier. A well-known programme built on this idea substantially raised workers\' savings rates.',
    steps: [
      'Write down your current regular saving, even if it is zero.',
      'Decide what share of your next pay rise, bonus, tax refund or other windfall you will set aside, for example half.',
      'Write the commitment in one sentence: "When my pay goes up, I will move ... of the increase to savings the same month."',
      'If your employer or bank offers automatic increases to savings or pension contributions, look into setting one up now.',
      'Put a reminder in your calendar for the month your next rise or refund is likely to arrive.',
      'Tell one person you trust about your plan.',
    ],
    prompts: [
      'What usually happens to extra money that comes in, and do I feel good about it?',
      'What am I saving for, in words that mean something to me?',
      'How would it feel to have a small cushion a year from now?',
    ],
    method: { name: 'Save More Tomorrow (precommitment)', source: 'Thaler & Benartzi (2004)' },
  },
  {
    id: 'pause-before-purchase',
    title: 'The pause before you buy',
    summary: 'Set an if-then waiting rule for non-essential purchases so impulse buys lose their grip.',
    domains: ['financial-wellbeing', 'emotional-wellbeing'],
    minutes: 10,
    purpose:
      'Many regretted purchases happen in a moment of boredom, stress or excitement. A simple waiting rule, planned in advance, gives the feeling time to pass so that you buy what you still want afterwards.',
    steps: [
      'Choose an amount above which a non-essential purchase has to wait.',
      'Choose a waiting time, for example 48 hours or one week.',
      'Write your rule as an if-then plan: "If I want to buy something non-essential above this amount, then I add it to my waiting list with today\'s date."',
      'Create the waiting list in your phone\'s notes, with a column for how you felt when you wanted it.',
      'When the time is up, check the list: buy what you still want and can afford, and cross off the rest.',
      'After a month, add up what you did not buy.',
    ],
    prompts: [
      'What feelings usually come just before an impulse purchase?',
      'What did I still want after the waiting time, and what had faded?',
      'What could I do instead when the urge comes, that meets the same need?',
    ],
    method: {
      name: 'Waiting rule as an implementation intention',
      source: 'common personal-finance practice, framed as an implementation intention (Gollwitzer, 1999)',
    },
  },
  {
    id: 'weekly-money-check-in',
    title: 'A calm weekly money check-in',
    summary: 'Replace money avoidance with a short, kind, regular look at where you stand.',
    domains: ['financial-wellbeing', 'emotional-wellbeing'],
    minutes: 20,
    purpose:
      'People tend to look at their finances less often when they expect bad news, sometimes called the ostrich effect. A short, predictable check-in keeps problems small and often reduces the background worry.',
    steps: [
      'Choose a fixed 20-minute slot each week and make it pleasant: a favourite drink, music, a comfortable place.',
      'Open your accounts and write down the balances, without judging them.',
      'Check what came in and went out since last week, and look for anything unexpected.',
      'Look ahead at the next two weeks: bills, birthdays, planned costs.',
      'Make one small decision, such as moving money to savings, paying a bill early or pausing a spending category.',
      'End by writing one thing you handled well this week.',
      'If you find a debt or situation you cannot manage, look for free, non-profit debt advice in your country rather than carrying it alone.',
    ],
    prompts: [
      'What did I expect to feel before looking, and what did I actually feel?',
      'Which number do I most avoid looking at, and what would help me face it?',
      'What small habit would make next week\'s check-in easier?',
    ],
    method: {
      name: 'Regular financial check-in; the ostrich effect',
      source: 'Karlsson, Loewenstein & Seppi (2009) on the ostrich effect; common financial-coaching practice',
    },
  },
  {
    id: 'recurring-costs-sweep',
    title: 'Sweep your recurring costs',
    summary: 'List every subscription and regular bill, then cancel, pause or renegotiate what no longer fits.',
    domains: ['financial-wellbeing', 'physical-environment'],
    minutes: 45,
    purpose:
      'People tend to stick with whatever they already have, even when a better option exists, which is known as status quo bias. Subscriptions and contracts are where this quietly costs money every month.',
    steps: [
      'Go through three months of statements and list every recurring payment: subscriptions, memberships, insurance, phone, energy, apps.',
      'Next to each, note the monthly cost and when you last actually used or needed it.',
      'Mark each one: keep, cancel, pause, downgrade or renegotiate.',
      'Cancel or pause the easy ones straight away, while you are motivated.',
      'For contracts such as phone, internet or energy, compare one alternative offer and ask your current provider whether they can match it.',
      'Add up the monthly saving and decide where that money will go.',
      'Put a reminder in your calendar to repeat the sweep in six months.',
    ],
    prompts: [
      'Which subscription was I paying for the person I hoped to be, rather than the person I am?',
      'What felt hard about cancelling, and why?',
      'Where would I like the saved money to go instead?',
    ],
    method: {
      name: 'Recurring-cost review; status quo bias',
      source: 'Samuelson & Zeckhauser (1988) on status quo bias; common personal-finance practice',
    },
  },
  {
    id: 'money-talk-with-partner',
    title: 'A money conversation that stays kind',
    summary: 'Talk about money with a partner or housemate by sharing hopes and worries before numbers.',
    domains: ['financial-wellbeing', 'relationships-love', 'family'],
    minutes: 60,
    purpose:
      'Conversations about money easily turn tense, often because they start with blame or a number rather than with what each person cares about. This structure starts gently and ends with one shared decision.',
    steps: [
      'Agree on a time when neither of you is tired or rushed, and agree that the goal is to understand each other, not to win.',
      'Each of you answers, in turn and without interruption: What did money mean in the home I grew up in? What do I worry about? What would money let us do that I would love?',
      'Each of you repeats back what you heard the other say before responding.',
      'Only then look at the numbers together: income, regular costs, savings, debts.',
      'Name one shared goal for the next six months, and one small habit that would support it.',
      'Agree on when you will check in again, and end by thanking each other for the conversation.',
    ],
    prompts: [
      'What did I learn about my partner\'s relationship with money that I did not know?',
      'When did I feel defensive, and what was underneath it?',
      'What do we already agree on more than I thought?',
    ],
    method: {
      name: 'Structured couple money conversation with a gentle start-up',
      source: 'common practice in couples and financial counselling; gentle start-up from Gottman & Silver (1999)',
    },
  },
];
