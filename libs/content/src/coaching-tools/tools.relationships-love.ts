import type { CoachingTool } from './coaching-tool.js';

export const relationshipsLoveTools: CoachingTool[] = [
  {
    id: 'active-constructive-responding',
    title: 'Respond to good news',
    summary: 'Practise the enthusiastic, curious response to a partner\'s good news that strengthens relationships.',
    domains: ['relationships-love', 'friends', 'family'],
    minutes: 10,
    purpose:
      'How we respond when someone shares good news matters as much as how we support them in bad times. Research by Gable and colleagues found that active-constructive responses (genuine, engaged interest) were linked with more satisfying, trusting relationships, while passive or deflating responses were not.',
    steps: [
      'Learn the four response styles, using the example "I got the job!": active-constructive ("That is wonderful! Tell me how it went"), passive-constructive ("Nice"), active-destructive ("That will mean longer hours"), passive-destructive ("What is for dinner?").',
      'For one week, notice each time your partner (or a close friend or family member) shares something good, however small.',
      'Respond actively and constructively: show real enthusiasm, ask questions, let them relive it ("What did they say? How did you feel?").',
      'Hold back concerns or practical questions for later, if they still seem important.',
      'Each evening, note one moment you responded well and one you could have done better.',
      'Notice how your style differs with different people and on tired days.',
    ],
    prompts: [
      'Which response style do I fall into most often, and with whom?',
      'How did the other person react when I asked them to tell me more?',
      'How do I like others to respond to my good news?',
    ],
    method: {
      name: 'Active-constructive responding (capitalization)',
      source: 'Gable, Reis, Impett & Asher (2004)',
    },
  },
  {
    id: 'love-maps',
    title: 'Update your love map',
    summary: 'Ask open questions to refresh what you know about your partner\'s inner world today.',
    domains: ['relationships-love', 'family'],
    minutes: 30,
    purpose:
      'The Gottmans use the term "love map" for the part of your mind that holds knowledge of your partner\'s world: their worries, hopes, friends and tastes. People change, so love maps need regular updating; the Gottmans report that couples with detailed love maps weather stressful events and life changes better.',
    steps: [
      'Agree on a relaxed half-hour together without phones, perhaps over a drink or on a walk.',
      'Take turns asking open questions, such as: What is stressing you most right now? What are you looking forward to? Who are you enjoying spending time with lately? What is a dream you have not told me about?',
      'Listen with curiosity and follow up; resist assuming you already know the answer.',
      'Each write down three things you learned or were reminded of.',
      'Choose one thing you learned to act on this week, such as asking how the stressful project went.',
      'Plan to repeat this every few months, or when life changes.',
    ],
    prompts: [
      'What did I learn about my partner that I did not know, or had stopped noticing?',
      'Which answer did I get wrong when I guessed?',
      'What would I like my partner to know about my world right now?',
    ],
    method: {
      name: 'Love maps',
      source: 'Gottman & Silver (1999), The Seven Principles for Making Marriage Work',
    },
  },
  {
    id: 'find-remind-bind',
    title: 'Notice and name what you appreciate',
    summary: 'Spot one thing your partner does each day that you value, and tell them specifically.',
    domains: ['relationships-love', 'emotional-wellbeing'],
    minutes: 5,
    purpose:
      'In long relationships, kind acts become invisible. Research by Algoe and colleagues suggests that everyday gratitude between partners acts like a "booster shot" for the relationship, helping both people notice and feel close to each other.',
    steps: [
      'For one week, look each day for one thing your partner does that makes your life better, however ordinary: making coffee, handling a call, a joke that lifted your mood.',
      'Tell them the same day, specifically: what they did, and what it meant to you ("Thank you for taking the kids so I could sleep. I felt so looked after.").',
      'Avoid adding a "but" or a request to your thanks.',
      'Once during the week, appreciate a quality in them rather than an action ("I love how patient you are with my mother.").',
      'Notice how they respond, and how you feel towards them as the week goes on.',
      'At the end of the week, write down the appreciations you gave and any you received.',
    ],
    prompts: [
      'What does my partner do that I have stopped noticing?',
      'How did it feel to say something specific, rather than a general "thanks"?',
      'What would I like to be appreciated for?',
    ],
    method: {
      name: 'Everyday gratitude in relationships (find-remind-and-bind theory)',
      source: 'Algoe (2012); Algoe, Gable & Maisel (2010)',
    },
  },
  {
    id: 'turning-toward-bids',
    title: 'Turn toward bids for connection',
    summary: 'Notice the small ways your partner reaches for you, and practise turning toward them.',
    domains: ['relationships-love', 'family', 'friends'],
    minutes: 10,
    purpose:
      'A "bid" is any attempt to connect: a comment, a question, a touch, a sigh. Gottman\'s observations of couples found that those who stayed happily together turned toward each other\'s bids far more often than those who later separated. These tiny moments build or wear away trust.',
    steps: [
      'Learn the three responses: turning toward (acknowledging, responding), turning away (ignoring or missing the bid) and turning against (responding with irritation).',
      'For two days, just notice bids from your partner: "Look at that bird", a shared article, a question about your day.',
      'Each evening, jot down a few bids you noticed and how you responded.',
      'For the rest of the week, aim to turn toward more often, even briefly: looking up, a smile, "Oh, tell me", a touch.',
      'Notice also your own bids, and how you feel when they are missed.',
      'At the end of the week, share with your partner one thing you noticed, without blame.',
    ],
    prompts: [
      'What kinds of bids do I miss most easily, and when?',
      'How do I react when my own bids are missed?',
      'What made it easier to turn toward?',
    ],
    method: {
      name: 'Bids for connection: turning toward',
      source: 'Gottman & DeClaire (2001), The Relationship Cure',
    },
  },
  {
    id: 'gentle-start-up',
    title: 'Raise a complaint gently',
    summary: 'Prepare to bring up a problem with your partner without starting a fight.',
    domains: ['relationships-love', 'family'],
    minutes: 15,
    purpose:
      'Gottman\'s research found that the way a difficult conversation begins strongly predicts how it ends. A gentle start-up (describing yourself and the situation and asking for what you need, instead of criticising the other person) makes a good outcome far more likely.',
    steps: [
      'Write down the complaint as it first comes to mind, however harsh.',
      'Underline any words that blame or describe your partner\'s character: "you always", "you never", "you are so...".',
      'Rewrite it in three parts: I feel (an emotion), about what (a specific situation), and I need (a positive request). For example: "I feel overwhelmed about the dishes piling up. Could we take turns each evening?"',
      'Check your tone: say it aloud as you would to a good friend.',
      'Choose a calm moment to raise it, not when either of you is hungry, tired or rushing.',
      'Afterwards, note how the conversation went and what you would keep or change.',
    ],
    prompts: [
      'What do I really need underneath my complaint?',
      'How did my partner respond to the gentler version compared with how things usually go?',
      'Which of my usual phrases tend to start an argument?',
    ],
    method: {
      name: 'Softened (gentle) start-up',
      source: 'Gottman & Silver (1999), The Seven Principles for Making Marriage Work',
    },
  },
  {
    id: 'thirty-six-questions',
    title: 'The 36 questions',
    summary: 'Take turns answering a sequence of ever more personal questions to build closeness.',
    domains: ['relationships-love', 'friends'],
    minutes: 45,
    purpose:
      'In a well-known study, pairs of strangers who took turns answering 36 progressively more personal questions for about 45 minutes felt markedly closer than pairs who made small talk. The same questions can deepen a new relationship, a long partnership or a friendship.',
    steps: [
      'Find the original 36 questions by Aron and colleagues (they are freely available online), grouped into three sets that become more personal.',
      'Agree on about 45 minutes without distractions, with a partner, date or friend.',
      'Take turns: one person reads the question and both answer, alternating who answers first.',
      'Spend about 15 minutes on each set, moving on even if you have not finished.',
      'Answer honestly and listen without judging; you can skip a question that feels too much.',
      'Afterwards, each share one thing you learned about the other that surprised or moved you.',
    ],
    prompts: [
      'Which question was hardest to answer, and why?',
      'What did I share that I rarely tell anyone?',
      'How do I feel about this person now compared with before we started?',
    ],
    method: {
      name: 'The 36 questions (experimental generation of closeness)',
      source: 'Aron, Melinat, Aron, Vallone & Bator (1997)',
    },
  },
  {
    id: 'novel-date',
    title: 'Plan a new kind of date',
    summary: 'Try something new and a little exciting together, rather than the usual evening out.',
    domains: ['relationships-love', 'fun-recreation'],
    minutes: 20,
    purpose:
      'Experiments by Aron and colleagues found that couples who did novel, mildly challenging activities together reported higher relationship satisfaction than couples who did pleasant but familiar things. New experiences seem to bring back some of the excitement of early love.',
    steps: [
      'Each write a list of ten activities you have never done together. Include some that feel slightly out of your comfort zone: a dance class, a hike somewhere new, cooking a cuisine you have never tried, a climbing wall.',
      'Swap lists and each circle three that appeal to you.',
      'Choose one that you both circled, or take turns choosing.',
      'Put it in the calendar within the next two weeks, and handle any practicalities such as booking or childcare.',
      'On the day, focus on the experience and on each other, and let it be imperfect.',
      'Afterwards, talk about a moment you enjoyed, and pick the next activity from the lists.',
    ],
    prompts: [
      'What did I see in my partner when they were trying something new?',
      'How did our usual routines and roles change during the activity?',
      'What kind of novelty suits us best: adventure, learning, play, or culture?',
    ],
    method: {
      name: 'Shared novel and arousing activities',
      source: 'Aron, Norman, Aron, McKenna & Heyman (2000)',
    },
  },
  {
    id: 'speaker-listener',
    title: 'The speaker-listener technique',
    summary: 'Use simple turn-taking rules to talk about a hot topic without talking past each other.',
    domains: ['relationships-love', 'family'],
    minutes: 30,
    purpose:
      'When an issue is charged, couples often interrupt and defend rather than listen. This structured technique, from a well-known couples programme, slows the conversation down so that each person feels heard before anyone tries to solve the problem.',
    steps: [
      'Choose an object to be "the floor", such as a card or a pen. Only the person holding it speaks.',
      'The speaker talks about their own thoughts and feelings in short chunks, using "I" statements, without mind-reading the other.',
      'The listener does not argue or reply, but paraphrases what they heard: "So you feel..." The speaker confirms or corrects it.',
      'Swap the floor after a few exchanges, so both people get turns.',
      'Focus on understanding first; agree to move to problem-solving only once you both feel heard.',
      'If either of you gets flooded (heart racing, unable to think), take a 20-minute break and agree when to come back.',
      'Afterwards, each say one thing you understood better.',
    ],
    prompts: [
      'What did I hear my partner say that I had not taken in before?',
      'Which part of the rules was hardest for me to follow?',
      'What topic could we use this for next?',
    ],
    method: {
      name: 'Speaker-listener technique (PREP)',
      source: 'Markman, Stanley & Blumberg (1994), Fighting for Your Marriage',
    },
  },
  {
    id: 'weekly-relationship-check-in',
    title: 'A weekly relationship check-in',
    summary: 'Spend half an hour each week on appreciation, what is on your minds and what would help.',
    domains: ['relationships-love', 'emotional-wellbeing'],
    minutes: 30,
    purpose:
      'Small irritations and unmet needs grow when there is never a good time to raise them. A short, predictable weekly check-in creates that time, starting with appreciation so that both people feel safe enough to be honest.',
    steps: [
      'Agree on a regular, relaxed time each week, ideally not late at night.',
      'Start with appreciation: each name three things the other did this week that you valued.',
      'Each share how you are doing overall, including anything stressful outside the relationship.',
      'Each raise, gently, anything that has bothered you, using "I feel... about... and I need..." Keep it to one or two topics.',
      'Ask each other: "What would make you feel more loved next week?"',
      'Agree on one small thing each of you will do, and look at your plans for the week together.',
      'End with something pleasant: a hug, a walk, a favourite show.',
    ],
    prompts: [
      'What did we manage to talk about that would otherwise have been left unsaid?',
      'What did my partner say would make them feel loved, and was it what I expected?',
      'How does our week feel when we start it on the same page?',
    ],
    method: {
      name: 'Regular couple check-in',
      source: 'common practice in couples work; draws on Gottman & Silver (1999)',
    },
  },
  {
    id: 'dating-with-values',
    title: 'Dating with your values',
    summary: 'If you are looking for a partner, get clear on what truly matters to you and how you want to love.',
    domains: ['relationships-love', 'spirituality', 'personal-growth'],
    minutes: 30,
    purpose:
      'When you are single, it is easy to focus on a checklist of traits or on whether you are liked. Values clarification, from acceptance and commitment therapy, turns attention to what kind of relationship you want to build and who you want to be in it, which you can act on right now.',
    steps: [
      'Write two lists: "must-haves" (things that matter deeply, such as honesty, kindness or wanting children) and "nice-to-haves" (such as height, shared hobbies, job).',
      'Cross-check the must-haves: would you still want this in ten years? Is it about who they are or how they look on paper?',
      'Write a short description of how you want to be as a partner: "I want to be affectionate, curious and honest, even when it is hard."',
      'Note one way you can live these qualities now, while single, with friends, family or yourself.',
      'Before your next date or next step in meeting people, reread both lists.',
      'After each date, ask: did I act in line with my values, and did I see signs of my must-haves?',
    ],
    prompts: [
      'Which items on my must-have list came from my own experience, and which from other people\'s expectations?',
      'What pattern from past relationships do I want to change?',
      'How do I want to treat myself while I am looking?',
    ],
    method: {
      name: 'Values clarification (acceptance and commitment therapy)',
      source: 'Hayes, Strosahl & Wilson (1999)',
    },
  },
];
