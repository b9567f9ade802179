import type { CoachingTool } from './coaching-tool.js';

export const emotionalWellbeingTools: CoachingTool[] = [
  {
    id: 'three-good-things',
    title: 'Three Good Things',
    summary: 'Each evening for a week, write down three things that went well and why they happened.',
    domains: ['emotional-wellbeing', 'spirituality'],
    minutes: 10,
    purpose:
      'Our attention naturally sticks to what went wrong. In a well-known online experiment, people who wrote down three good things and their causes every evening for a week reported more happiness and fewer depressive symptoms in the months that followed, compared with a placebo exercise.',
    steps: [
      'Set a reminder for the same time each evening for seven days, ideally shortly before bed.',
      'Write down three things that went well today. They can be small: a kind word, a good coffee, a task finished.',
      'For each, write why it happened: what you did, what someone else did, or what made it possible.',
      'Write in a notebook or a note on your phone, not just in your head; the writing matters.',
      'If a day felt bad, look for small things. Finding them on hard days is part of the practice.',
      'At the end of the week, read back through all 21 entries.',
    ],
    prompts: [
      'Which good things would I have forgotten by tomorrow without writing them down?',
      'What do the causes I wrote say about me and the people around me?',
      'Did my attention during the day change as the week went on?',
    ],
    method: {
      name: 'Three Good Things',
      source: 'Seligman, Steen, Park & Peterson (2005)',
    },
  },
  {
    id: 'expressive-writing',
    title: 'Expressive writing',
    summary: 'Write about a difficult experience for 15 to 20 minutes on four days to help make sense of it.',
    domains: ['emotional-wellbeing', 'physical-health'],
    minutes: 20,
    purpose:
      'In many studies since the 1980s, people who wrote about their deepest thoughts and feelings about a difficult experience for a few short sessions showed modest benefits for mood and health. Writing seems to help turn a painful jumble into a story you can hold.',
    steps: [
      'Choose four days, close together, and find 15 to 20 minutes of private, uninterrupted time on each.',
      'Write continuously about your deepest thoughts and feelings about something that has affected you. Do not worry about spelling, grammar or structure.',
      'Explore how the experience links to your past, your relationships, who you are and who you want to be. You can stay with one event or write about different ones.',
      'The writing is for you alone. You can keep it, shred it or delete it.',
      'It is normal to feel a little sad or shaken just after writing; that usually passes within an hour or two. Plan something gentle afterwards.',
      'If the writing brings up feelings that overwhelm you, stop, and consider talking with a counsellor or doctor, especially about trauma.',
    ],
    prompts: [
      'How did my way of telling the story change from the first day to the last?',
      'What do I understand now that I did not before?',
      'What do I want to carry forward from this experience, and what can I set down?',
    ],
    method: {
      name: 'Expressive writing',
      source: 'Pennebaker & Beall (1986); Pennebaker (1997)',
    },
  },
  {
    id: 'self-compassion-break',
    title: 'A self-compassion break',
    summary: 'In a hard moment, offer yourself the kindness you would offer a good friend, in three steps.',
    domains: ['emotional-wellbeing', 'spirituality'],
    minutes: 5,
    purpose:
      'When things go wrong, many of us turn on ourselves with harsh criticism. Self-compassion means meeting your own suffering with mindfulness, a sense of shared humanity and kindness. Research links it to lower anxiety and depression, and it is not the same as letting yourself off the hook.',
    steps: [
      'Think of a situation that is causing you stress or pain right now, and let yourself feel a little of the discomfort in your body.',
      'Mindfulness: say to yourself, "This is a moment of suffering" or simply "This hurts."',
      'Common humanity: say, "Suffering is part of life. Other people feel this way too." Remind yourself you are not alone in this.',
      'Kindness: put a hand on your heart or another soothing place and say, "May I be kind to myself", or whatever words a good friend would use.',
      'Breathe for a few moments with your hand there.',
      'Afterwards, ask what you need right now, and whether there is one small thing you can do to meet that need.',
    ],
    prompts: [
      'What is my usual way of speaking to myself when I fail?',
      'How would I speak to a friend in exactly the same situation?',
      'What changes, if anything, when I treat myself as someone worth caring for?',
    ],
    method: { name: 'Self-compassion break', source: 'Neff (2003); Neff (2011), Self-Compassion' },
  },
  {
    id: 'abc-reframe',
    title: 'Untangle a reaction with ABC',
    summary: 'Separate what happened from what you told yourself about it, and test a fairer view.',
    domains: ['emotional-wellbeing', 'personal-growth'],
    minutes: 20,
    purpose:
      'We usually feel that events cause our feelings directly, but much of our reaction comes from how we interpret them. Writing out the Activating event, your Beliefs about it and the Consequences makes room to dispute unhelpful beliefs and find a more balanced one.',
    steps: [
      'A, activating event: describe a recent situation that upset you, in plain facts a camera would record.',
      'B, beliefs: write down what went through your mind, as exactly as you can ("She ignored me because she thinks I am boring").',
      'C, consequences: note the feelings (with a strength from 0 to 100) and what you did.',
      'D, dispute: ask of each belief: What is the evidence for and against? Is there another explanation? What is the worst, best and most likely outcome? What would I tell a friend?',
      'E, energise: write a more balanced belief and re-rate your feelings.',
      'Decide on one helpful action based on the new belief.',
    ],
    prompts: [
      'Which beliefs of mine show up again and again in different situations?',
      'How strong was the feeling before and after I disputed the belief?',
      'What would I have done differently with the balanced belief?',
    ],
    method: {
      name: 'ABC model, with disputation (ABCDE)',
      source: 'Ellis (1962), Reason and Emotion in Psychotherapy; ABCDE as presented in Seligman (1990), Learned Optimism',
    },
  },
  {
    id: 'name-the-feeling',
    title: 'Name it precisely',
    summary: 'Put a strong feeling into precise words; naming emotions tends to take some of their heat away.',
    domains: ['emotional-wellbeing', 'relationships-love'],
    minutes: 10,
    purpose:
      'Brain-imaging research found that putting feelings into words dampens the brain\'s alarm response, and people who describe their emotions in fine-grained ways tend to regulate them better. This practice builds that vocabulary.',
    steps: [
      'When you notice a strong feeling, pause and say or write "Right now I feel..."',
      'Go beyond "bad", "stressed" or "fine". Try more precise words: disappointed, ashamed, lonely, resentful, restless, hopeful, relieved, tender.',
      'If more than one fits, list them all and give each a strength from 0 to 10.',
      'Notice where you feel it in your body and what it makes you want to do.',
      'Ask what the feeling might be telling you about what matters to you.',
      'Once a day for a week, write the most precise emotion word you used, and look back at the list at the end of the week.',
    ],
    prompts: [
      'Which emotion words do I rarely use, and are those feelings truly rare for me?',
      'What happened to the intensity of the feeling once I named it?',
      'What need or value sat underneath the strongest feeling this week?',
    ],
    method: {
      name: 'Affect labelling and emotional granularity',
      source: 'Lieberman et al. (2007); Kashdan, Barrett & McKnight (2015)',
    },
  },
  {
    id: 'worry-time',
    title: 'Scheduled worry time',
    summary: 'Give your worries a fixed daily appointment so they take up less of the rest of your day.',
    domains: ['emotional-wellbeing', 'physical-health'],
    minutes: 20,
    purpose:
      'Worry tends to spread across the whole day. Postponing it to a fixed time and place, a technique studied by Borkovec and colleagues, can reduce how much time is spent worrying and give a sense of control.',
    steps: [
      'Choose a daily 15-to-20-minute worry slot, in the same place, and not within two hours of bedtime.',
      'During the day, when a worry shows up, write it down in a few words on a list and tell yourself, "I will think about this at my worry time."',
      'Bring your attention back to what you were doing, using your senses if it helps.',
      'At worry time, go through the list. For each worry, ask whether it is something you can act on.',
      'For worries you can act on, write one next step. For the rest, notice them, and let them be for today.',
      'When the time is up, stop, even mid-worry, and do something that needs your attention.',
      'If worry is constant, hard to control and affecting your sleep or daily life, talk to a doctor or therapist; effective help exists.',
    ],
    prompts: [
      'How many of the worries on my list still felt urgent by worry time?',
      'Which worries come back most often, and what do they have in common?',
      'What did I do with the attention I got back during the day?',
    ],
    method: {
      name: 'Worry postponement (stimulus control of worry)',
      source: 'Borkovec, Wilkinson, Folensbee & Lerman (1983)',
    },
  },
  {
    id: 'distanced-self-talk',
    title: 'Talk to yourself by name',
    summary: 'Coach yourself through a stressful moment using your own name, as if advising a friend.',
    domains: ['emotional-wellbeing', 'career-vocation'],
    minutes: 5,
    purpose:
      'When we think about our problems in the first person, we can get stuck in them. Experiments by Kross and colleagues found that silently using your own name or "you" helps people step back, think more wisely and handle stress better.',
    steps: [
      'Notice a moment of stress or rumination, for example before a difficult conversation or after a mistake.',
      'Instead of "Why do I feel this way?", ask yourself, using your name: "Why does Sam feel this way?"',
      'Continue in the second or third person: "Sam, you have handled hard conversations before. What do you need to remember?"',
      'Give yourself the advice you would give a friend you care about, in a calm voice.',
      'Ask, "How will Sam see this in a year?"',
      'Notice whether your feelings and options look different, and choose a next step.',
    ],
    prompts: [
      'What changed when I spoke to myself as I would to someone else?',
      'Whose voice did my self-talk sound like, and is it kind?',
      'In what situations could this quick reset help me most?',
    ],
    method: {
      name: 'Distanced self-talk',
      source: 'Kross et al. (2014); Kross & Ayduk (2011) on self-distancing',
    },
  },
  {
    id: 'activity-and-mood-plan',
    title: 'Act first, then feel: an activity and mood plan',
    summary: 'When mood is low, plan small rewarding activities and track how they change how you feel.',
    domains: ['emotional-wellbeing', 'fun-recreation'],
    minutes: 20,
    purpose:
      'Low mood tends to make us withdraw, and withdrawing keeps the mood low. Behavioural activation, an evidence-based treatment for depression, reverses this by scheduling small activities that bring pleasure or a sense of achievement, without waiting to feel like it.',
    steps: [
      'For three days, note what you do each hour and rate your mood from 0 to 10 next to it.',
      'Look for activities linked with slightly better mood, and ones linked with worse.',
      'List ten small activities that could give pleasure (a walk, music, calling someone) or a sense of achievement (tidying a drawer, paying a bill).',
      'Schedule two or three of them into the next few days at specific times, starting with the easiest.',
      'Do them as planned, even if you do not feel like it, and rate your mood before and after.',
      'At the end of the week, review what helped, and plan the next week with a little more.',
      'If low mood lasts more than two weeks, or you have thoughts of harming yourself, please contact a doctor or a crisis line in your country.',
    ],
    prompts: [
      'What did I notice about mood before and after doing something, compared with what I expected?',
      'Which activities have I stopped doing that used to matter to me?',
      'What is the smallest version of a meaningful activity I could do tomorrow?',
    ],
    method: {
      name: 'Behavioural activation (activity monitoring and scheduling)',
      source: 'Martell, Addis & Jacobson (2001); Jacobson et al. (1996)',
    },
  },
  {
    id: 'slow-breathing-reset',
    title: 'A breathing reset with long out-breaths',
    summary: 'Use slow breathing with longer out-breaths to settle your body when stress spikes.',
    domains: ['emotional-wellbeing', 'physical-health'],
    minutes: 5,
    purpose:
      'Breathing is one part of the stress response you can steer directly. In a month-long randomised study, five minutes a day of breathing with extended exhalations improved mood and lowered breathing rate, slightly more than mindfulness meditation did.',
    steps: [
      'Sit or stand comfortably and let your shoulders drop.',
      'Breathe in gently through your nose, then take a second short sip of air on top.',
      'Breathe out slowly through your mouth, making the out-breath longer than the in-breath.',
      'Repeat for one to five minutes at a relaxed pace.',
      'If you feel dizzy or uncomfortable, stop and breathe normally.',
      'Practise once a day when calm, so it is familiar when you need it in a stressful moment.',
    ],
    prompts: [
      'What did I notice in my body before and after?',
      'When during my day does stress rise fastest?',
      'What cue could remind me to breathe like this?',
    ],
    method: {
      name: 'Cyclic sighing (slow breathing with extended exhalation)',
      source: 'Balban et al. (2023)',
    },
  },
  {
    id: 'circle-of-control',
    title: 'Circle of control',
    summary: 'Sort what is worrying you into what you control, what you influence and what you must accept.',
    domains: ['emotional-wellbeing', 'career-vocation', 'personal-growth'],
    minutes: 20,
    purpose:
      'Much stress comes from pouring energy into things we cannot change while neglecting the things we can. Sorting concerns into circles helps you put your effort where it makes a difference and practise letting go of the rest.',
    steps: [
      'Draw three nested circles. Label the inner one "control", the middle one "influence" and the outer one "concern".',
      'Write everything that is weighing on you somewhere on the page.',
      'Move each item into the right circle: control (your own actions, words and choices), influence (things you can affect through others), concern (things you care about but cannot change).',
      'For each item in "control", write one action you could take this week.',
      'For each item in "influence", write how you could use your influence: a conversation, a request, an example you could set.',
      'For the outer circle, write a sentence of acceptance, such as "I care about this, and I cannot control it."',
      'Choose the one action that would bring most relief and do it first.',
    ],
    prompts: [
      'Where has most of my energy gone recently: inside my circle of control or outside it?',
      'What would I feel if I truly accepted one thing in the outer circle?',
      'Is my circle of influence larger than I have been acting as if it is?',
    ],
    method: {
      name: 'Circle of concern and circle of influence',
      source: 'Covey (1989), The 7 Habits of Highly Effective People; the inner circle of control is a common later adaptation',
    },
  },
];
