import type { CoachingTool } from './coaching-tool.js';

export const spiritualityTools: CoachingTool[] = [
  {
    id: 'values-compass',
    title: 'Your values compass',
    summary: 'Name the direction you want to travel in each area of life, and take one step that way this week.',
    domains: ['spirituality', 'personal-growth', 'emotional-wellbeing'],
    minutes: 40,
    purpose:
      'In acceptance and commitment therapy, values are chosen life directions rather than goals you can tick off: like heading west, you never arrive, but you can always take a step. Clarifying them gives a compass for hard choices and for days when motivation is low.',
    steps: [
      'Choose four areas of life that matter to you, for example work, close relationships, health, and community or faith.',
      'For each, write a sentence that starts "In this area, I want to be someone who..." Focus on how you want to act, not on outcomes you cannot control.',
      'Rate from 1 to 10 how closely you have lived each value over the past two weeks.',
      'For the area with the biggest gap, write down what has got in the way, including difficult thoughts and feelings ("I am too tired", fear of rejection).',
      'Choose one small action that moves you in the valued direction this week, even while those thoughts and feelings are present.',
      'At the end of the week, note what happened and how it felt to act on your values.',
    ],
    prompts: [
      'What do I want my life to stand for?',
      'Which uncomfortable feelings am I avoiding at the cost of living my values?',
      'What would a tiny step in my valued direction look like today?',
    ],
    method: {
      name: 'Values clarification and committed action (acceptance and commitment therapy)',
      source: 'Hayes, Strosahl & Wilson (1999), Acceptance and Commitment Therapy',
    },
  },
  {
    id: 'awe-walk',
    title: 'An awe walk',
    summary: 'Take a short walk looking for things that are vast, beautiful or surprising, with fresh eyes.',
    domains: ['spirituality', 'physical-health', 'physical-environment'],
    minutes: 20,
    purpose:
      'Awe is the feeling of being in the presence of something vast that we do not immediately understand. In a study by Sturm and colleagues, older adults who took weekly 15-minute "awe walks" for eight weeks reported more joy and prosocial feelings in daily life than those who took ordinary walks.',
    steps: [
      'Choose a route outdoors, somewhere you find beautiful or interesting, or simply a familiar street.',
      'Leave your headphones at home and put your phone in your pocket.',
      'Walk for about 15 minutes, deliberately looking for things that are vast or intricate: the sky, an old tree, the pattern of leaves, a view, the scale of a building.',
      'Take several deep breaths and let your attention move between the big and the small.',
      'When something catches you, stop and take it in as though you were seeing it for the first time.',
      'If you like, take a photo of yourself in the scene, and afterwards write a line about what moved you.',
      'Repeat once a week for a month.',
    ],
    prompts: [
      'What made me feel small, in a good way?',
      'How did my worries look after the walk?',
      'Where else in my everyday life is there something to marvel at?',
    ],
    method: {
      name: 'Awe walks',
      source: 'Sturm et al. (2020); Keltner & Haidt (2003) on the nature of awe',
    },
  },
  {
    id: 'mindful-sitting',
    title: 'Ten minutes of mindful sitting',
    summary: 'Sit with your breath for ten minutes a day, and practise coming back when your mind wanders.',
    domains: ['spirituality', 'emotional-wellbeing', 'physical-health'],
    minutes: 10,
    purpose:
      'Mindfulness meditation trains attention to rest in the present moment with openness. A large meta-analysis found moderate evidence that mindfulness programmes can ease anxiety, depression and pain, and many people also find in it a sense of stillness and connection.',
    steps: [
      'Sit on a chair or cushion with a straight but relaxed back, feet on the floor, and set a timer for ten minutes.',
      'Close your eyes or let your gaze rest on the floor, and notice the sensation of breathing: at the nostrils, chest or belly.',
      'Let the breath be as it is; you do not need to control it.',
      'When you notice your mind has wandered, which will happen many times, note where it went ("planning", "worrying") and kindly bring it back to the breath.',
      'Each time you return is the practice, not a failure.',
      'When the timer sounds, take a moment to notice how you feel before getting up.',
      'Practise daily for two weeks at the same time, perhaps after brushing your teeth in the morning.',
    ],
    prompts: [
      'Where did my mind go most often?',
      'How did I treat myself when I noticed it wandering?',
      'What changes, if anything, on days when I sit?',
    ],
    method: {
      name: 'Mindfulness of breathing (mindfulness-based stress reduction)',
      source: 'Kabat-Zinn (1990), Full Catastrophe Living; Goyal et al. (2014), a meta-analysis',
    },
  },
  {
    id: 'loving-kindness',
    title: 'Loving-kindness meditation',
    summary: 'Send simple wishes of goodwill to yourself and others, from loved ones to strangers.',
    domains: ['spirituality', 'emotional-wellbeing', 'relationships-love'],
    minutes: 15,
    purpose:
      'Loving-kindness is a meditation from the Buddhist tradition that cultivates warmth towards yourself and others. In a study by Fredrickson and colleagues, people who practised it over several weeks experienced more positive emotions in daily life, which in turn built personal resources such as a sense of purpose and social support.',
    steps: [
      'Sit comfortably, close your eyes and take a few slow breaths.',
      'Picture someone you love easily, and silently repeat: "May you be safe. May you be happy. May you be healthy. May you live with ease." Let any warmth arise naturally.',
      'Turn the wishes to yourself: "May I be safe. May I be happy..." If this feels hard, that is common; keep going gently.',
      'Extend the wishes to a neutral person, someone you see but do not know well.',
      'If you feel ready, extend them to someone you find difficult, starting with someone only mildly difficult.',
      'Finally, extend them to all people everywhere.',
      'Practise for 10 to 15 minutes a few times a week.',
    ],
    prompts: [
      'Whom was it easiest to wish well, and whom hardest?',
      'What happened when I turned the wishes towards myself?',
      'Did I notice any change in how I met people afterwards?',
    ],
    method: {
      name: 'Loving-kindness meditation',
      source: 'Buddhist contemplative tradition; studied by Fredrickson, Cohn, Coffey, Pek & Finkel (2008)',
    },
  },
  {
    id: 'daily-examen',
    title: 'An evening examen',
    summary: 'Review your day with gratitude and honesty in five short movements, religious or not.',
    domains: ['spirituality', 'emotional-wellbeing', 'personal-growth'],
    minutes: 15,
    purpose:
      'The examen is a daily reflection from the Spiritual Exercises of Ignatius of Loyola, practised by many Christians for centuries. It can be prayed in its traditional form or adapted as a secular review, helping you notice where you felt alive, where you fell short and how to begin again.',
    steps: [
      'At the end of the day, sit quietly and become present. If you are religious, ask for God\'s light; if not, simply take a few breaths and set the intention to look honestly and kindly.',
      'Gratitude: recall the day and notice what you are thankful for, however small.',
      'Review: replay the day hour by hour. Where did you feel most alive, connected or at peace? Where did you feel drained, distant or restless?',
      'Face shortcomings: notice, without harshness, where you fell short of who you want to be.',
      'Look ahead: choose one thing to carry into tomorrow, such as a conversation to have or an attitude to practise.',
      'Close with a prayer, a word of thanks, or a moment of silence.',
    ],
    prompts: [
      'Where did I feel most alive today, and why?',
      'What patterns do I notice over a week of examens?',
      'What do I want to begin again tomorrow?',
    ],
    method: {
      name: 'The Ignatian examen',
      source: 'Ignatius of Loyola, Spiritual Exercises (approved 1548); a traditional practice that can be adapted',
    },
  },
  {
    id: 'write-your-eulogy',
    title: 'What you hope will be said',
    summary: 'Imagine a celebration of your life and write what you hope people would say about you.',
    domains: ['spirituality', 'personal-growth', 'family'],
    minutes: 40,
    purpose:
      'Stephen Covey suggested "beginning with the end in mind" by imagining what people would say about you at the end of your life. It cuts through daily busyness to show what you would want your life to add up to. If thinking about death feels too raw right now, imagine a milestone birthday celebration instead.',
    steps: [
      'Imagine a gathering in honour of your life, far in the future: a memorial, or, if you prefer, your 80th birthday.',
      'Picture four speakers: a family member, a friend, someone from your work or vocation, and someone from your community.',
      'For each, write what you would hope they would say about your character, what you contributed and how you made them feel.',
      'Read what you have written and underline the qualities and contributions that matter most.',
      'Compare them with how you spent your time last week.',
      'Choose one change to make this month that brings your days closer to the life described.',
    ],
    prompts: [
      'What did I want people to say that has nothing to do with achievements?',
      'Where is there the biggest gap between these speeches and my life now?',
      'Whose speech was hardest to write, and what does that tell me?',
    ],
    method: {
      name: 'Begin with the end in mind',
      source: 'Covey (1989), The 7 Habits of Highly Effective People',
    },
  },
  {
    id: 'sources-of-meaning',
    title: 'Where your meaning comes from',
    summary: 'Explore three paths to meaning, through what you create, experience and how you face hardship.',
    domains: ['spirituality', 'personal-growth', 'emotional-wellbeing'],
    minutes: 30,
    purpose:
      'Viktor Frankl described three main paths to meaning: what we give to the world through our work and deeds, what we receive through experiences and love, and the stance we take towards suffering we cannot avoid. Research by Steger and colleagues distinguishes having a sense of meaning from searching for it; both are normal parts of life.',
    steps: [
      'Draw three columns: creating and giving, experiencing and loving, facing difficulty.',
      'In the first, write what you do or make that feels worthwhile: work, care, craft, helping.',
      'In the second, write the experiences and people that make life feel rich: nature, art, faith, love, friendship.',
      'In the third, write a hardship you have faced and what you chose to make of it, or how you want to face one you are in now.',
      'Look at the three columns. Which feels full, and which feels thin?',
      'Rate from 1 to 7 how strongly you feel your life has meaning now, and how strongly you are searching for it.',
      'Choose one way to nourish the thinnest column in the next month.',
    ],
    prompts: [
      'When has my life felt most meaningful, and which path was I on?',
      'What hardship has given me something I would not want to lose?',
      'Am I mostly living my meaning, searching for it, or both?',
    ],
    method: {
      name: 'Three paths to meaning; presence of and search for meaning',
      source: 'Frankl, Man\'s Search for Meaning (first published in German, 1946); Steger, Frazier, Oishi & Kaler (2006)',
    },
  },
  {
    id: 'reach-forgiveness',
    title: 'Work towards forgiveness',
    summary: 'Use the five REACH steps to let go of resentment, at your own pace and without excusing harm.',
    domains: ['spirituality', 'emotional-wellbeing', 'family'],
    minutes: 45,
    purpose:
      'Forgiveness means letting go of resentment and the wish for revenge; it does not mean excusing the harm, forgetting it, or reconciling with someone unsafe. Worthington\'s REACH model is one of the most studied forgiveness approaches, and it can be worked through alone.',
    steps: [
      'Recall the hurt: write what happened as objectively as you can, without minimising it or dwelling on the other person as a villain.',
      'Empathise: try to understand, not excuse, what might have been going on for the other person. Consider writing a letter from their point of view that you will not send.',
      'Altruistic gift: remember a time you were forgiven when you had hurt someone, and how it felt to receive that gift.',
      'Commit: if you are ready, write a private statement that you are choosing to forgive, even partially.',
      'Hold on: when the hurt resurfaces, reread your statement and remind yourself that remembered pain is not the same as unforgiveness.',
      'Go slowly. If the hurt involves abuse or trauma, consider working on it with a therapist, and keep yourself safe first.',
    ],
    prompts: [
      'What is holding on to this resentment costing me?',
      'What would forgiveness give me, and what do I fear it would mean?',
      'Is there anything I need to forgive myself for?',
    ],
    method: {
      name: 'REACH model of forgiveness',
      source: 'Worthington (2001), Five Steps to Forgiveness',
    },
  },
  {
    id: 'weekly-day-of-rest',
    title: 'A weekly time of rest',
    summary: 'Set aside a regular block of time each week for rest, delight and what is sacred to you.',
    domains: ['spirituality', 'family', 'fun-recreation'],
    minutes: 20,
    purpose:
      'Many traditions keep a day of rest, such as the Jewish Sabbath, which Abraham Joshua Heschel called "a palace in time". Whether or not you are religious, setting aside regular time free from work and consumption can restore a sense of what life is for.',
    steps: [
      'Choose a regular block: a full day, an afternoon or an evening each week, depending on what is realistic.',
      'Decide what you will set down during it: work, email, shopping, chores, perhaps screens.',
      'Decide what you will make room for: rest, meals with people you love, walks, worship or prayer, reading, play.',
      'Mark the beginning and end with a small ritual, such as lighting a candle, a special meal, or a walk.',
      'Prepare beforehand so the time can be free: shop, finish urgent tasks, tell others you will be offline.',
      'Keep it for four weeks, and notice what changes in you and in the rest of your week.',
    ],
    prompts: [
      'What do I find hardest to set down, and why?',
      'What did I notice or enjoy that I usually rush past?',
      'What is sacred or precious to me that this time could honour?',
    ],
    method: {
      name: 'Sabbath rest',
      source: 'a practice of many traditions, notably the Jewish Sabbath; Heschel (1951), The Sabbath',
    },
  },
  {
    id: 'slow-reading',
    title: 'Slow reading of a meaningful text',
    summary: 'Read a short passage slowly four times, letting one phrase speak to you, in the way of lectio divina.',
    domains: ['spirituality', 'personal-growth'],
    minutes: 20,
    purpose:
      'Lectio divina, "divine reading", is a monastic practice of reading a short text slowly and repeatedly, letting it become a source of reflection rather than information. It works with scripture, poetry or any text that matters to you.',
    steps: [
      'Choose a short passage of a few lines: a psalm or other scripture, a poem, a passage from a book you love.',
      'Read: read it slowly, aloud if you can, and notice which word or phrase stands out to you.',
      'Reflect: read it again and stay with that word or phrase. What does it stir in you? What does it touch in your life right now?',
      'Respond: read it a third time and let a response arise: a prayer, a question, a feeling, a few words written down.',
      'Rest: read it a final time and then sit in silence for a few minutes, without trying to do anything.',
      'Write down the phrase and carry it with you through the day.',
    ],
    prompts: [
      'Which phrase chose me today, and why might that be?',
      'What in my life was this text speaking to?',
      'How did reading slowly differ from how I usually read?',
    ],
    method: {
      name: 'Lectio divina (read, reflect, respond, rest)',
      source: 'Benedictine monastic tradition, reflected in the Rule of St Benedict (c. 530); formalised in four stages by Guigo II (c. 1150)',
    },
  },
];
