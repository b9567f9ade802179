import type { CoachingTool } from './coaching-tool.js';

export const personalGrowthTools: CoachingTool[] = [
  {
    id: 'smart-goal',
    title: 'Turn a wish into a SMART goal',
    summary: 'Make a vague intention specific, measurable, achievable, relevant and time-bound.',
    domains: ['personal-growth', 'career-vocation', 'physical-health'],
    minutes: 20,
    purpose:
      '"Get fitter" or "learn Spanish" are hard to act on because it is never clear what to do today or when you are done. The SMART checklist, first proposed for management objectives, turns a wish into a goal you can plan and track.',
    steps: [
      'Write your wish as it is, however vague: "I want to read more."',
      'Specific: what exactly will you do? ("Read novels before bed.")',
      'Measurable: how will you know you are on track? ("20 pages on five nights a week.")',
      'Achievable: is this realistic given your time and energy? Adjust until you are about 80 per cent confident.',
      'Relevant: write one sentence on why this matters to you now. If you cannot, reconsider the goal.',
      'Time-bound: set a date for checking in and a date for the goal as a whole ("Review on the first of next month; four novels by summer").',
      'Write the full goal on one line and put it where you will see it daily.',
    ],
    prompts: [
      'Which part of the checklist was hardest to pin down, and why?',
      'How confident am I, honestly, that I can do this?',
      'What will I do on a day when I fall short?',
    ],
    method: {
      name: 'SMART goals',
      source: 'Doran (1981); the original letters stood for specific, measurable, assignable, realistic and time-related, and are now often adapted',
    },
  },
  {
    id: 'best-possible-self',
    title: 'Your best possible self',
    summary: 'Write for 20 minutes about a future in which things have gone as well as they realistically could.',
    domains: ['personal-growth', 'emotional-wellbeing'],
    minutes: 20,
    purpose:
      'In a study by Laura King, people who wrote about their best possible future self for 20 minutes on four days reported better mood, and later studies have found similar modest boosts in optimism. Imagining a good future in detail can also clarify what you want to work towards.',
    steps: [
      'Find 20 minutes of quiet time and something to write with.',
      'Imagine yourself some years from now (choose a time: one, five or ten years), when everything has gone as well as it realistically could. You have worked hard and reached the goals that matter to you.',
      'Write about that life in detail: your work, relationships, health, home, how you spend a normal day, how you feel.',
      'Write continuously for 20 minutes without worrying about style.',
      'Repeat on three more days if you can, exploring different areas of life each time.',
      'Afterwards, underline the parts that moved you most, and note one small step towards one of them.',
    ],
    prompts: [
      'What did I write about first, and what did I find hard to imagine?',
      'Which parts of this future are already beginning in my life today?',
      'What is one thing I could start this month that my best possible self would thank me for?',
    ],
    method: { name: 'Best Possible Self', source: 'King (2001)' },
  },
  {
    id: 'letter-from-future-self',
    title: 'A letter from your future self',
    summary: 'Write a letter to yourself today from the person you will be in ten years.',
    domains: ['personal-growth', 'spirituality', 'emotional-wellbeing'],
    minutes: 30,
    purpose:
      'Seeing your life from a future vantage point can bring perspective on today\'s worries and clarity about what matters. Unlike imagining an ideal future, this letter gives your future self a voice to reassure, encourage and advise you now.',
    steps: [
      'Imagine yourself ten years from now, having lived those years with care and courage. Picture where you are, what you look like, how you feel.',
      'From that person\'s perspective, write a letter to yourself today, starting with "Dear ...".',
      'Let your future self describe what they are proud of, what they learned and what turned out not to matter.',
      'Let them mention the challenge you are facing now and what they would like you to know about it.',
      'Let them give you two or three pieces of advice for the next year.',
      'Sign it, seal it, and put a reminder in your calendar to reread it in six months.',
    ],
    prompts: [
      'What did my future self want me to stop worrying about?',
      'Which piece of advice am I most ready to follow?',
      'How did it feel to be spoken to kindly by myself?',
    ],
    method: {
      name: 'Letter from the future self',
      source: 'common coaching practice without a single origin; related to Best Possible Self writing (King, 2001) and future self-continuity (Hershfield, 2011)',
    },
  },
  {
    id: 'reflected-best-self',
    title: 'Your reflected best self',
    summary: 'Ask people who know you for stories of you at your best, and find the strengths they share.',
    domains: ['personal-growth', 'career-vocation', 'friends'],
    minutes: 60,
    purpose:
      'We tend to know our weaknesses well and underrate our strengths. The Reflected Best Self exercise gathers stories from people who know you about times you were at your best, revealing strengths you may take for granted.',
    steps: [
      'Choose 5 to 10 people from different parts of your life: colleagues, friends, family, former teachers.',
      'Send each a short message asking them to describe a specific time when they saw you at your best, and what you did that made a difference.',
      'Collect the replies, and thank everyone who responded.',
      'Read them all and highlight recurring themes: qualities, actions, situations.',
      'Write a short portrait that begins "When I am at my best, I..." drawing on the themes and examples.',
      'Choose one way to use these strengths more often in the coming month, at work or elsewhere.',
    ],
    prompts: [
      'Which stories surprised me, and which confirmed what I knew?',
      'What strengths do others see that I tend to dismiss?',
      'Where in my life do I have the least chance to be at my best?',
    ],
    method: {
      name: 'Reflected Best Self exercise',
      source: 'Roberts, Spreitzer, Dutton, Quinn, Heaphy & Barker (2005), How to Play to Your Strengths',
    },
  },
  {
    id: 'signature-strengths-new-ways',
    title: 'Use a signature strength in a new way',
    summary: 'Identify your top character strengths and use one in a fresh way every day for a week.',
    domains: ['personal-growth', 'emotional-wellbeing', 'career-vocation'],
    minutes: 15,
    purpose:
      'In a randomised online study, people who used one of their top character strengths in a new way each day for a week reported more happiness and fewer depressive symptoms for months afterwards, compared with a placebo exercise.',
    steps: [
      'Identify your top five character strengths. The free VIA survey online takes about 15 minutes, or you can choose from its list of 24 strengths, such as curiosity, kindness, humour, perseverance and fairness.',
      'Pick the strength that feels most like "the real me".',
      'Brainstorm seven new ways to use it, one for each day. For curiosity: try an unfamiliar food, ask a colleague about their hobby, take a new route home, read about something you know nothing about.',
      'Each day, do one of them, and write a line about how it went.',
      'At the end of the week, notice which uses felt most energising.',
      'Choose one to keep as a regular habit.',
    ],
    prompts: [
      'When do I feel most like myself, and which strength am I using then?',
      'Where in my life do my strengths go unused?',
      'How did using my strength deliberately change my days?',
    ],
    method: {
      name: 'Using signature strengths in new ways',
      source: 'Seligman, Steen, Park & Peterson (2005); Peterson & Seligman (2004), the VIA classification',
    },
  },
  {
    id: 'deliberate-practice-plan',
    title: 'A deliberate practice plan',
    summary: 'Improve a skill faster with focused practice on a specific weakness and quick feedback.',
    domains: ['personal-growth', 'career-vocation', 'fun-recreation'],
    minutes: 30,
    purpose:
      'Research led by Anders Ericsson found that top performers had spent many hours in deliberate practice: focused effort on specific weaknesses, just beyond current ability, with immediate feedback. Later research suggests practice explains less of the difference between people than first thought, but it remains the best tool you control.',
    steps: [
      'Choose one skill you want to improve: public speaking, a language, an instrument, drawing, a sport, writing.',
      'Break the skill into parts and choose the one part that most limits you now.',
      'Design a practice session of 20 to 45 minutes that targets just that part, at a level slightly beyond what you can already do.',
      'Decide how you will get quick feedback: recording yourself, a teacher, an app, comparing with an expert example.',
      'Schedule three or four sessions a week, at a time when you can focus fully.',
      'After each session, note what improved and what to adjust next time.',
      'After a month, compare a recording or sample with one from the start.',
    ],
    prompts: [
      'What is the difference between how I usually practise and deliberate practice?',
      'Which part of the skill do I avoid because it is uncomfortable?',
      'What feedback would help me most, and who could give it?',
    ],
    method: {
      name: 'Deliberate practice',
      source: 'Ericsson, Krampe & Tesch-Römer (1993); debated by Macnamara, Hambrick & Oswald (2014)',
    },
  },
  {
    id: 'premortem',
    title: 'A premortem for your plan',
    summary: 'Imagine your plan has failed, explain why, and use the reasons to make it stronger now.',
    domains: ['personal-growth', 'career-vocation', 'financial-wellbeing'],
    minutes: 25,
    purpose:
      'Before starting something important, we tend to focus on why it will work. Gary Klein\'s premortem asks you to imagine it has already failed and explain why, which makes it easier to spot risks that optimism hides.',
    steps: [
      'Write down the plan or goal you are about to start, and what success would look like.',
      'Imagine it is a year from now and the plan has clearly failed. Take a moment to picture the disappointment.',
      'Write down every reason you can think of for why it failed, for ten minutes without stopping. Include reasons about you, other people and circumstances.',
      'Circle the three most likely or most damaging reasons.',
      'For each, write one change to your plan or an if-then plan that would prevent or soften it.',
      'Update your plan, and if others are involved, invite them to do their own premortem too.',
    ],
    prompts: [
      'Which reason for failure was I most reluctant to write down?',
      'What does this plan depend on that I have not checked?',
      'How does the plan feel now, compared with before the premortem?',
    ],
    method: { name: 'Premortem', source: 'Klein (2007), Performing a Project Premortem' },
  },
  {
    id: 'learn-it-to-keep-it',
    title: 'Learn it so it sticks',
    summary: 'Use self-testing and spaced review instead of rereading, so what you learn stays with you.',
    domains: ['personal-growth', 'career-vocation'],
    minutes: 30,
    purpose:
      'Rereading and highlighting feel productive but are among the least effective ways to learn. Experiments show that testing yourself (retrieval practice) and spreading review over time (spacing) lead to much better long-term memory.',
    steps: [
      'Choose something you are learning: a language, a course, a professional topic, a book you want to remember.',
      'After each study session, close the material and write down or say aloud everything you can remember, without looking.',
      'Then check what you missed or got wrong, and focus your next session on those parts.',
      'Turn key ideas into questions on flashcards or in an app, with the answer on the back.',
      'Review the cards on a spreading schedule: the next day, a few days later, a week later, then a month later.',
      'Explain what you learned to someone else, or as if teaching a beginner.',
    ],
    prompts: [
      'How much could I recall without looking, compared with what I expected?',
      'Which study habits feel good but do not actually help me remember?',
      'What do I most want to still know a year from now?',
    ],
    method: {
      name: 'Retrieval practice and spacing',
      source: 'Roediger & Karpicke (2006); Cepeda et al. (2006), a meta-analysis of spacing; Dunlosky et al. (2013), a review of study techniques',
    },
  },
  {
    id: 'values-card-sort',
    title: 'Values card sort',
    summary: 'Sort a set of values into piles to discover what matters most to you right now.',
    domains: ['personal-growth', 'spirituality', 'career-vocation'],
    minutes: 40,
    purpose:
      'It is hard to answer "what are my values?" from a blank page. Sorting a list of values into piles is a practical way to choose between many good things and find the few that matter most. It is widely used in counselling and coaching.',
    steps: [
      'Write 30 to 40 values on small cards or slips of paper, for example: adventure, achievement, beauty, compassion, creativity, faith, family, freedom, health, honesty, humour, independence, justice, knowledge, loyalty, peace, security, service, simplicity, tradition.',
      'Add any value that matters to you and is missing.',
      'Sort the cards into three piles: very important to me, important, not so important.',
      'From the very important pile, choose your top five. This is the hard part; take your time.',
      'For each of the five, write what it means to you in one sentence, and one recent moment when you lived it.',
      'Rate from 1 to 10 how much your current life reflects each one.',
      'Choose the value with the biggest gap, and one action this week that expresses it.',
    ],
    prompts: [
      'Which card was hardest to place, and why?',
      'Which values did I choose because I feel I should, rather than because I do?',
      'What would change if I made one decision a week based on my top five?',
    ],
    method: {
      name: 'Personal values card sort',
      source: 'Miller, C\'de Baca, Matthews & Wilbourne (2001), Personal Values Card Sort',
    },
  },
  {
    id: 'after-action-review',
    title: 'Learn from what just happened',
    summary: 'After an important event, ask four short questions to turn experience into lessons.',
    domains: ['personal-growth', 'career-vocation', 'relationships-love'],
    minutes: 15,
    purpose:
      'Experience only teaches us when we reflect on it. The after-action review, developed by the US Army and now used widely, and Kolb\'s experiential learning cycle both turn an event into learning through a few simple questions.',
    steps: [
      'Choose a recent event that mattered: a presentation, a difficult conversation, a project, a trip, a family occasion.',
      'Ask: what did I intend to happen? Write it briefly.',
      'Ask: what actually happened? Describe it as factually as you can.',
      'Ask: why was there a difference? List what helped and what hindered, including your own choices.',
      'Ask: what will I do the same or differently next time? Write one or two specific lessons.',
      'Put the lessons where you will see them before the next similar event.',
      'Make it a habit: do a five-minute review after every important event for a month.',
    ],
    prompts: [
      'What do I tend to notice first: what went wrong or what went right?',
      'Which lesson keeps coming up in my reviews?',
      'How would someone else who was there describe what happened?',
    ],
    method: {
      name: 'After-action review; experiential learning cycle',
      source: 'US Army after-action review (1970s); Kolb (1984), Experiential Learning',
    },
  },
];
