import type { CoachingTool } from './coaching-tool.js';

export const physicalHealthTools: CoachingTool[] = [
  {
    id: 'woop-movement-plan',
    title: 'WOOP your movement',
    summary: 'Wish, Outcome, Obstacle, Plan: a four-step way to make more movement actually happen.',
    domains: ['physical-health', 'personal-growth'],
    minutes: 15,
    purpose:
      'Dreaming about a goal alone can feel good without changing much. Contrasting the wish with your real inner obstacle, then planning for it with an if-then plan, has helped people follow through on exercise and other health goals in a number of studies.',
    steps: [
      'Wish: name one movement wish for the next four weeks that is challenging but doable, for example "walk for 30 minutes on five days a week".',
      'Outcome: imagine the best result of fulfilling it as vividly as you can. How would you feel, what would be different? Take a minute with it.',
      'Obstacle: ask what in you is most likely to stop you, such as tiredness after work, embarrassment or scrolling on the sofa. Picture it happening.',
      'Plan: write an if-then plan for that obstacle: "If I feel too tired after work, then I will put on my shoes and walk just to the end of the street."',
      'Put the if-then plan where you will see it at the critical moment.',
      'If you have a health condition or have been inactive for a long time, check with a doctor or nurse before you step up your activity.',
    ],
    prompts: [
      'Which obstacle came to mind first, and was it inside me or outside?',
      'How did picturing the obstacle change how I felt about the wish?',
      'When did my if-then plan work this week, and when did it not?',
    ],
    method: {
      name: 'WOOP: mental contrasting with implementation intentions',
      source: 'Oettingen (2014), Rethinking Positive Thinking; Gollwitzer (1999) on implementation intentions',
    },
  },
  {
    id: 'activity-week-map',
    title: 'Map your active week',
    summary: 'Plan a week of movement around the WHO guidelines, using the times and activities you enjoy.',
    domains: ['physical-health', 'fun-recreation'],
    minutes: 25,
    purpose:
      'The World Health Organization recommends that adults get 150 to 300 minutes of moderate activity a week (or 75 to 150 of vigorous activity), plus muscle-strengthening on two or more days, and notes that any amount is better than none. This map turns those numbers into a week that fits your life.',
    steps: [
      'Write down how much you moved last week: walks, cycling, sport, active chores. A rough estimate is fine.',
      'List activities you enjoy or used to enjoy, and activities you could do with someone else.',
      'Draw your week as seven columns and mark the times that are realistically free.',
      'Place moderate activity (where you can talk but not sing) into those slots, aiming to add 30 to 60 minutes over last week rather than jumping straight to the full target.',
      'Add two short muscle-strengthening sessions, such as bodyweight exercises, carrying shopping or gardening.',
      'Check the week for one day of real rest and one activity that is just for fun.',
      'If you have a health condition, are pregnant or have been inactive for a long time, ask a doctor or nurse what is right for you first.',
    ],
    prompts: [
      'Which movement do I look forward to, rather than endure?',
      'What gets in the way most often, and at what time of day?',
      'How did my sleep and mood respond to a more active week?',
    ],
    method: {
      name: 'Activity planning based on public-health guidelines',
      source: 'WHO guidelines on physical activity and sedentary behaviour (Bull et al., 2020)',
    },
  },
  {
    id: 'movement-snacks',
    title: 'Movement snacks',
    summary: 'Break up long sitting with short bursts of movement tied to things you already do.',
    domains: ['physical-health', 'career-vocation'],
    minutes: 10,
    purpose:
      'The WHO guidelines advise adults to limit time spent sitting and to replace some of it with activity of any intensity. Short, frequent movement breaks are an easy start for people who sit most of the day.',
    steps: [
      'Notice for one day when you sit for more than an hour at a time: at a desk, in a car, on the sofa.',
      'Choose three moments in your day that happen anyway, such as after a call, when the kettle boils, or at every advert break.',
      'Pair each with a two-to-five-minute movement: a brisk walk up the stairs, a few squats, stretching, walking while on the phone.',
      'Write them as "After I ..., I will ..." and stick the note near where you sit.',
      'At the end of each day for a week, tick how many snacks you managed, without judging yourself.',
      'After a week, keep the ones that stuck and swap the others for something easier or more fun.',
    ],
    prompts: [
      'How does my body feel at the end of a day with movement snacks compared with one without?',
      'Which moments of the day are easiest to attach movement to?',
      'What would make moving feel less like a chore?',
    ],
    method: {
      name: 'Reducing sedentary time with short activity breaks',
      source: 'WHO guidelines on physical activity and sedentary behaviour (Bull et al., 2020)',
    },
  },
  {
    id: 'sleep-diary',
    title: 'Two-week sleep diary',
    summary: 'Record your sleep for two weeks to see your real patterns before changing anything.',
    domains: ['physical-health', 'emotional-wellbeing'],
    minutes: 5,
    purpose:
      'How we think we sleep and how we actually sleep often differ. A short daily diary, the same kind sleep clinicians use, shows your real pattern and is useful to bring to a doctor if you have ongoing problems. Adults generally need seven or more hours a night.',
    steps: [
      'Each morning for 14 days, within half an hour of getting up, write down: the time you went to bed, roughly how long it took to fall asleep, how often and how long you woke up, when you finally woke, and when you got up.',
      'Rate how rested you feel from 1 to 5.',
      'Each evening, note caffeine and alcohol (with times), naps, exercise and anything stressful.',
      'Do not try to change your sleep during these two weeks; just observe.',
      'At the end, work out your average time asleep and your most common bed and wake times.',
      'Look for links, such as late caffeine and long time to fall asleep, or late screens and waking tired.',
      'If you regularly struggle to sleep, snore loudly or feel very sleepy in the day, take the diary to a doctor. Cognitive behavioural therapy for insomnia is an effective, well-established treatment.',
    ],
    prompts: [
      'What surprised me about my actual sleep?',
      'Which habits seem to go with my best nights and my worst?',
      'What is the one change most likely to help?',
    ],
    method: {
      name: 'Sleep diary',
      source: 'Carney et al. (2012), the Consensus Sleep Diary; sleep duration recommendation from Watson et al. (2015)',
    },
  },
  {
    id: 'wind-down-routine',
    title: 'A wind-down routine for better nights',
    summary: 'Build a calm last hour of the day and a steady wake-up time to help your body expect sleep.',
    domains: ['physical-health', 'emotional-wellbeing', 'physical-environment'],
    minutes: 20,
    purpose:
      'A regular wake-up time and a predictable, calming pre-sleep routine are standard parts of sleep advice, and using the bed mainly for sleep comes from stimulus control, one of the best-supported behavioural approaches to insomnia.',
    steps: [
      'Choose a wake-up time you can keep on most days, including weekends, and set it.',
      'Count back at least seven and a half hours to find your latest lights-out time, then start your wind-down 45 to 60 minutes before that.',
      'Choose three calming activities for the wind-down, such as dimming the lights, a warm shower, reading paper pages, gentle stretching or writing tomorrow\'s to-do list.',
      'Decide where your phone will sleep, ideally outside the bedroom or out of reach.',
      'Go to bed when you feel sleepy. If you cannot sleep for what feels like about 20 minutes, get up, do something quiet in dim light, and return when sleepy.',
      'Keep it up for two weeks before judging it; sleep patterns change slowly.',
      'If sleep problems continue for several weeks or affect your days, talk to a doctor.',
    ],
    prompts: [
      'What usually keeps me up later than I intend?',
      'How do I feel in the morning after a night with my routine?',
      'Which part of the routine do I look forward to?',
    ],
    method: {
      name: 'Sleep routine and stimulus control',
      source: 'Bootzin (1972) on stimulus control; general sleep-hygiene guidance reviewed by Irish et al. (2015)',
    },
  },
  {
    id: 'tiny-habit-recipe',
    title: 'A tiny habit recipe',
    summary: 'Anchor a ridiculously small healthy action to something you already do, and celebrate it.',
    domains: ['physical-health', 'personal-growth'],
    minutes: 15,
    purpose:
      'Big resolutions often fade because they depend on motivation. Starting with a very small behaviour, attached to an existing routine and followed by a moment of celebration, makes a new habit easy enough to repeat until it sticks.',
    steps: [
      'Name the health habit you would like in the long run, for example drinking more water, stretching or eating more vegetables.',
      'Shrink it until it takes under 30 seconds: fill one glass, do one stretch, put one vegetable on the plate.',
      'Find an anchor: something you already do every day at the right moment, such as switching on the kettle or sitting down for lunch.',
      'Write the recipe: "After I [anchor], I will [tiny behaviour]."',
      'Right after doing it, celebrate in a way that feels genuine: a smile, a fist pump, saying "nice".',
      'Practise it for a week. If it does not happen, make it smaller or find a better anchor rather than trying harder.',
      'Let the habit grow naturally; doing more on good days is a bonus, not a new rule.',
    ],
    prompts: [
      'How did it feel to celebrate something so small?',
      'Which anchor worked best, and why?',
      'What other tiny habit could I attach to the same routine?',
    ],
    method: { name: 'Tiny Habits: anchor, tiny behaviour, celebration', source: 'Fogg (2019), Tiny Habits' },
  },
  {
    id: 'energy-audit',
    title: 'Energy audit',
    summary: 'Track what fills and drains your physical, emotional, mental and purpose energy over a week.',
    domains: ['physical-health', 'emotional-wellbeing', 'career-vocation'],
    minutes: 15,
    purpose:
      'Time is fixed, but energy can be renewed. This audit looks at four sources of energy (body, emotions, mind and sense of purpose) so you can protect what recharges you and reduce what drains you.',
    steps: [
      'For seven days, note your energy level from 1 to 10 at three moments: mid-morning, mid-afternoon and evening.',
      'Next to each rating, write what happened just before: food, sleep, movement, people, tasks, screens.',
      'At the end of the week, sort your notes into four columns: physical (sleep, food, movement, breaks), emotional (people and feelings), mental (focus and distraction), and purpose (doing what matters to you).',
      'In each column, mark your top energy fillers with a plus and your top drains with a minus.',
      'Pick one drain to reduce and one filler to protect next week, and write exactly when and how.',
      'Repeat the audit after a month and compare.',
    ],
    prompts: [
      'When in the day am I reliably at my best, and what am I usually doing then?',
      'Which drain have I come to accept as normal?',
      'What is the cheapest, quickest thing that reliably gives me energy?',
    ],
    method: {
      name: 'Energy audit across four dimensions',
      source: 'Schwartz & McCarthy (2007), Manage Your Energy, Not Your Time',
    },
  },
  {
    id: 'progressive-muscle-relaxation',
    title: 'Progressive muscle relaxation',
    summary: 'Tense and release muscle groups one by one to let go of tension you may not notice.',
    domains: ['physical-health', 'emotional-wellbeing'],
    minutes: 15,
    purpose:
      'Stress often settles in the body as tension in the jaw, shoulders or hands. Deliberately tensing and then releasing each muscle group teaches you to notice the difference and to relax on purpose, for example before sleep.',
    steps: [
      'Lie down or sit comfortably somewhere you will not be disturbed, and breathe slowly for a few breaths.',
      'Start with your feet: tense the muscles firmly but not painfully for about five seconds while breathing in.',
      'Release all at once as you breathe out, and notice the feeling of letting go for about 15 seconds.',
      'Move upwards in order: calves, thighs, buttocks, stomach, hands, arms, shoulders, neck and face.',
      'Skip any area that is injured or painful, and never tense hard enough to cause cramp.',
      'At the end, scan your body for any remaining tension and breathe into it.',
      'Practise daily for two weeks; most people find it easier and quicker to relax with practice.',
    ],
    prompts: [
      'Where in my body do I hold tension without noticing?',
      'How did my body feel before and after?',
      'When in my day could a shorter version help me?',
    ],
    method: { name: 'Progressive muscle relaxation', source: 'Jacobson (1938), Progressive Relaxation' },
  },
  {
    id: 'health-appointments-plan',
    title: 'Book the check-ups you keep postponing',
    summary: 'List your routine health appointments and write down a date and time for each one.',
    domains: ['physical-health', 'personal-growth'],
    minutes: 20,
    purpose:
      'Routine check-ups are easy to postpone indefinitely. In one field study, simply prompting people to write down the date and time they planned to get a flu vaccination increased how many did so.',
    steps: [
      'List the routine care that applies to you: dentist, eye test, general check-up, vaccinations, and any screenings your health service recommends for your age and sex.',
      'Next to each, write when you last went. If you do not know, that is useful information too.',
      'Mark anything that is overdue or that you are unsure about.',
      'For each marked item, write a specific date and time when you will call or book online.',
      'Book the easiest one today, while you are thinking about it.',
      'If you are unsure which screenings apply to you, ask your doctor or check your national health service\'s website.',
    ],
    prompts: [
      'Which appointment have I been avoiding, and what is behind that?',
      'How does it feel to have a plan rather than a vague intention?',
      'Who could I ask to come with me, or to remind me?',
    ],
    method: {
      name: 'Implementation intentions for health appointments',
      source: 'Milkman, Beshears, Choi, Laibson & Madrian (2011); Gollwitzer (1999)',
    },
  },
  {
    id: 'body-scan',
    title: 'A body scan',
    summary: 'Move your attention slowly through your body to notice what it is telling you, without fixing.',
    domains: ['physical-health', 'emotional-wellbeing', 'spirituality'],
    minutes: 20,
    purpose:
      'Many of us only notice our body when it hurts. The body scan, a core practice of mindfulness-based stress reduction, builds the habit of noticing sensations such as tiredness, hunger or tension early, with curiosity rather than judgement.',
    steps: [
      'Lie on your back or sit comfortably, close your eyes if you like, and take a few natural breaths.',
      'Bring your attention to the toes of your left foot. Notice whatever is there: warmth, tingling, pressure, or nothing at all.',
      'Slowly move your attention up the left leg, then the right foot and leg, spending a few breaths in each area.',
      'Continue through your pelvis, belly, back, chest, hands, arms, shoulders, neck, face and the top of your head.',
      'When your mind wanders, which it will, notice where it went and gently return to the part of the body you were on.',
      'End by sensing your body as a whole, breathing, for a minute.',
      'Write down one or two things you noticed.',
    ],
    prompts: [
      'What did my body tell me that I had not noticed today?',
      'Where did my attention keep wandering to?',
      'How could I check in with my body for one minute during the day?',
    ],
    method: {
      name: 'Body scan (mindfulness-based stress reduction)',
      source: 'Kabat-Zinn (1990), Full Catastrophe Living',
    },
  },
];
