import type { CoachingTool } from './coaching-tool.js';

export const funRecreationTools: CoachingTool[] = [
  {
    id: 'play-history',
    title: 'Your play history',
    summary: 'Remember how you played as a child to rediscover the kinds of fun that still suit you.',
    domains: ['fun-recreation', 'personal-growth'],
    minutes: 30,
    purpose:
      'Psychiatrist Stuart Brown, who studied play across people\'s lives, suggests that the games we loved as children point to the kinds of play that can still light us up. Recalling them is a good way back to fun when adult life has squeezed it out.',
    steps: [
      'Sit somewhere quiet and think back to when you were about 7 to 12 years old.',
      'Write down what you loved doing when nobody was telling you what to do: building, exploring, collecting, performing, competing, making up stories, being outdoors, organising games.',
      'For each, write what exactly made it fun: the freedom, the people, the movement, the challenge, the imagination.',
      'Circle the two or three elements that still make your heart lift when you think about them.',
      'Brainstorm adult versions: a child who built dens might enjoy woodworking or camping; one who performed might enjoy improv or a choir.',
      'Choose one to try in the next two weeks, and put it in your calendar.',
    ],
    prompts: [
      'What kind of player was I as a child: explorer, builder, storyteller, competitor, joker, collector?',
      'When did I stop playing like that, and why?',
      'What did I feel while remembering?',
    ],
    method: { name: 'Play history', source: 'Brown & Vaughan (2009), Play' },
  },
  {
    id: 'flow-finder',
    title: 'Find your flow',
    summary: 'Identify the activities that absorb you completely and set up the conditions for more of them.',
    domains: ['fun-recreation', 'career-vocation', 'personal-growth'],
    minutes: 25,
    purpose:
      'Csikszentmihalyi described flow as the state of being so absorbed in an activity that time seems to disappear. It tends to happen when the challenge matches your skill, the goal is clear and you get immediate feedback. Knowing your flow activities lets you make room for them.',
    steps: [
      'Recall three times in the past year when you were so absorbed that you lost track of time. Write down what you were doing.',
      'For each, note the conditions: How hard was it compared with your skill? Was the goal clear? Did you know quickly how you were doing? Were you interrupted?',
      'Think of activities that used to give you flow but have become too easy (boring) or too hard (anxious), and how you could adjust the challenge.',
      'Choose one flow activity to do this week for at least 45 minutes.',
      'Set it up for flow: silence your phone, set a clear goal for the session, and choose a challenge just beyond your current level.',
      'Afterwards, note how absorbed you were from 1 to 10 and what helped or got in the way.',
    ],
    prompts: [
      'What do my flow activities have in common?',
      'What usually interrupts my flow, and what could I change?',
      'How do I feel after flow compared with after scrolling on a screen?',
    ],
    method: { name: 'Flow', source: 'Csikszentmihalyi (1990), Flow: The Psychology of Optimal Experience' },
  },
  {
    id: 'pleasure-menu',
    title: 'A menu of small pleasures',
    summary: 'Build a personal list of pleasures sorted by time, so fun is always within reach.',
    domains: ['fun-recreation', 'emotional-wellbeing'],
    minutes: 25,
    purpose:
      'When we are tired or busy, we default to whatever is easiest, often a screen, because nothing better comes to mind. Researchers have long used lists of pleasant activities to help people notice what they enjoy; a personal menu makes a good choice the easy choice.',
    steps: [
      'Draw four columns on a page: 5 minutes, 30 minutes, half a day, a whole day.',
      'Fill each column with activities you genuinely enjoy or would like to try. Aim for at least five per column: a song you love, a bath, baking, a bike ride, a museum, a day trip.',
      'Include some pleasures that involve other people, some that involve movement, and some that cost nothing.',
      'Put the menu where you will see it when you have free time: on the fridge or as your phone\'s lock screen.',
      'Each day this week, choose at least one item from the menu instead of your default.',
      'Add to the menu whenever you discover something new.',
    ],
    prompts: [
      'Which column was hardest to fill, and what does that tell me?',
      'What do I do by default with free time, and how do I feel afterwards?',
      'Which pleasure did I forget I loved?',
    ],
    method: {
      name: 'Pleasant activities list',
      source: 'MacPhillamy & Lewinsohn (1982), the Pleasant Events Schedule',
    },
  },
  {
    id: 'loose-leisure-plan',
    title: 'Plan fun loosely',
    summary: 'Protect time for fun without turning it into another appointment, using rough scheduling.',
    domains: ['fun-recreation', 'family', 'friends'],
    minutes: 15,
    purpose:
      'Leisure that never gets planned tends not to happen, yet research by Tonietto and Malkoc found that scheduling leisure to a precise time can make it feel more like work and less enjoyable. Roughly scheduling it ("Saturday afternoon") keeps the time protected and the fun intact.',
    steps: [
      'Look at the next two weeks and find two or three windows of free time, even short ones.',
      'Block them loosely in your calendar with a playful label, such as "Saturday afternoon: something fun", rather than exact times.',
      'Write a few ideas for each window, but do not commit to one until the time comes.',
      'Guard the windows as you would any other commitment: say no to things that would eat them up.',
      'When the time comes, choose based on your mood and energy, and let it end naturally rather than at a fixed time.',
      'Afterwards, compare how it felt with fun you had to fit into a tight slot.',
    ],
    prompts: [
      'Do I treat free time as a reward I must earn?',
      'How did it feel to have protected time without a fixed plan?',
      'What tends to invade my leisure time, and how can I guard against it?',
    ],
    method: {
      name: 'Rough scheduling of leisure',
      source: 'Tonietto & Malkoc (2016)',
    },
  },
  {
    id: 'anticipation-boost',
    title: 'Something to look forward to',
    summary: 'Plan a treat ahead of time and savour the waiting, which can be half the pleasure.',
    domains: ['fun-recreation', 'emotional-wellbeing'],
    minutes: 15,
    purpose:
      'Studies suggest that anticipating a pleasant event can be more vivid than remembering it, and one study found holidaymakers were happier than non-holidaymakers before their trip, while after it most were no happier. Planning treats in advance gives you more happiness from the same experience.',
    steps: [
      'Choose something enjoyable you could do in one to six weeks: a meal out, a concert, a day trip, a visit to a friend.',
      'Book or fix the date now rather than deciding at the last minute.',
      'Create small rituals of anticipation: put it in your calendar with a countdown, look at pictures of the place, make a playlist for it.',
      'Talk about it with someone who is coming with you, or someone who would enjoy hearing about it.',
      'When you catch yourself looking forward to it, pause and let yourself enjoy the feeling for a few breaths.',
      'Keep at least one future treat in your calendar at all times; when one passes, plan the next.',
    ],
    prompts: [
      'How did looking forward to this change my ordinary days?',
      'What do I most enjoy imagining about it?',
      'Do I tend to deny myself treats until everything else is done?',
    ],
    method: {
      name: 'Anticipatory savouring',
      source: 'Van Boven & Ashworth (2007); Nawijn, Marchand, Veenhoven & Vingerhoets (2010)',
    },
  },
  {
    id: 'savoring-practice',
    title: 'Savour a good moment',
    summary: 'Slow down and stretch out the enjoyment of an ordinary pleasure using savouring strategies.',
    domains: ['fun-recreation', 'emotional-wellbeing', 'spirituality'],
    minutes: 15,
    purpose:
      'Savouring means noticing and deliberately prolonging positive experiences. Bryant and Veroff describe strategies such as sharpening the senses, sharing the moment and building a memory, which help good moments leave a stronger trace.',
    steps: [
      'Choose one everyday pleasure you will do today: a meal, a walk, a warm shower, music, time with a child.',
      'Before you start, set the intention to savour it and put your phone away.',
      'Sharpen your senses: notice colours, smells, textures, sounds and tastes in detail, one at a time.',
      'Slow down: do it more slowly than usual, and let yourself feel the pleasure without rushing to the next thing.',
      'Build a memory: choose one detail to remember, like a mental photograph, or say aloud what you are enjoying.',
      'Share it: tell someone about it later, or write down a few lines.',
      'Try one savouring moment each day for a week.',
    ],
    prompts: [
      'What did I notice that I usually miss?',
      'What tends to pull me out of good moments (planning, worrying, judging)?',
      'Which ordinary pleasure deserves more of my attention?',
    ],
    method: {
      name: 'Savouring',
      source: 'Bryant & Veroff (2007), Savoring: A New Model of Positive Experience',
    },
  },
  {
    id: 'microadventure',
    title: 'Plan a microadventure',
    summary: 'Have a small, local, low-cost adventure that fits between the commitments of a normal week.',
    domains: ['fun-recreation', 'physical-environment', 'physical-health'],
    minutes: 30,
    purpose:
      'Adventurer Alastair Humphreys popularised "microadventures": short, simple, local adventures, such as a night under the stars or a sunrise walk, that fit into ordinary life. They bring novelty and a sense of escape without needing holidays or money.',
    steps: [
      'Look at a map of your area within an hour\'s travel and mark places you have never been: a hill, a river, a forest, a stretch of coast, an unusual part of town.',
      'Choose a format: sunrise on a hilltop, a swim in a safe open-water spot, a walk home from work by a new route, a picnic breakfast somewhere unexpected, a night camping in a friend\'s garden.',
      'Pick a date within the next two weeks. Evenings between work days count.',
      'Invite someone, or go alone if that feels freeing.',
      'Prepare simply: check the weather and safety, tell someone your plan, pack food and warm layers.',
      'Go, and afterwards write down or photograph the moment you will remember.',
    ],
    prompts: [
      'What did I feel when I did something unusual on an ordinary day?',
      'What stops me from adventures, and how much of it is real?',
      'Where could my next microadventure be?',
    ],
    method: { name: 'Microadventures', source: 'Humphreys (2014), Microadventures' },
  },
  {
    id: 'new-hobby-trial',
    title: 'A four-session hobby trial',
    summary: 'Test a new hobby over four sessions before deciding, so early awkwardness does not put you off.',
    domains: ['fun-recreation', 'personal-growth', 'friends'],
    minutes: 20,
    purpose:
      'Sociologist Robert Stebbins described "serious leisure": hobbies that build skill and identity over time and bring a deeper kind of satisfaction than passive leisure. Most hobbies feel clumsy at first, so giving one a fair trial helps you find out whether it could become yours.',
    steps: [
      'Write down three hobbies you have been curious about, and what attracts you to each.',
      'Choose one that is affordable to start, ideally without buying much equipment (borrow, rent or join a beginners\' class).',
      'Schedule four sessions over the next four to six weeks.',
      'Before each session, set a small learning goal, and afterwards note one thing you improved.',
      'Notice the moments of enjoyment, and separate them from the frustration of being a beginner.',
      'After the fourth session, decide: continue, adjust the format (alone or with others, more or less structured), or thank it and try the next hobby on your list.',
    ],
    prompts: [
      'What did I enjoy even when I was not good at it yet?',
      'How do I treat myself as a beginner?',
      'Does this hobby give me something my work and duties do not?',
    ],
    method: { name: 'Serious leisure', source: 'Stebbins (1982)' },
  },
  {
    id: 'leisure-time-audit',
    title: 'Where does your free time go?',
    summary: 'Reconstruct a few days of free time, rate how much you enjoyed each part, and rebalance.',
    domains: ['fun-recreation', 'emotional-wellbeing', 'physical-environment'],
    minutes: 20,
    purpose:
      'We often assume we have no free time, or that we spend it well. Reconstructing your days in episodes, as researchers do with the Day Reconstruction Method, shows where leisure time really goes and how it felt. A meta-analysis found that engaging in leisure is linked with greater well-being.',
    steps: [
      'Each evening for three days, including one weekend day, list your free time in episodes: what you did, from when to when, and with whom.',
      'Rate how much you enjoyed each episode from 0 to 10.',
      'At the end, add up the hours in each type of activity: screens, socialising, hobbies, outdoors, resting, chores that crept in.',
      'Compare the hours with the enjoyment ratings. Which activities take lots of time but give little?',
      'Choose one low-enjoyment block to reduce, and one high-enjoyment activity to put in its place.',
      'Try the swap for a week and repeat the audit.',
    ],
    prompts: [
      'How much free time do I actually have, compared with how much I thought?',
      'Which activity gives me the most enjoyment per hour?',
      'What do I reach for when I am too tired to choose?',
    ],
    method: {
      name: 'Time-use audit (Day Reconstruction Method)',
      source: 'Kahneman, Krueger, Schkade, Schwarz & Stone (2004); Kuykendall, Tay & Ng (2015)',
    },
  },
  {
    id: 'ideal-week',
    title: 'Design your ideal week',
    summary: 'Sketch a realistic template week that makes room for rest, people and play, not just duties.',
    domains: ['fun-recreation', 'career-vocation', 'family'],
    minutes: 45,
    purpose:
      'If your week is shaped only by demands, rest and play get whatever is left, which is often nothing. Designing an ideal but realistic template week lets you decide in advance where the important things go, and compare it with how your weeks really look.',
    steps: [
      'Draw a week as seven columns, with hours from waking to sleeping.',
      'First, block the fixed commitments you cannot change: work hours, school runs, care duties.',
      'Next, place what restores you before anything optional: sleep, movement, meals, time with the people who matter, and at least two blocks of play or hobbies.',
      'Then add focused time for one important goal, and time for chores and admin.',
      'Leave some white space: unplanned buffers for the unexpected.',
      'Compare your ideal week with last week. Circle the biggest difference.',
      'Choose one change from the ideal week to make real next week.',
    ],
    prompts: [
      'What did I put in first, and what did I leave until last?',
      'What would my ideal week need me to say no to?',
      'Which block in my ideal week excites me most?',
    ],
    method: {
      name: 'Ideal week (time blocking)',
      source: 'common time-management practice without a single origin; related to putting first things first in Covey (1989)',
    },
  },
];
