import type { CoachingTool } from './coaching-tool.js';

export const familyTools: CoachingTool[] = [
  {
    id: 'family-stories-interview',
    title: 'Collect your family stories',
    summary: 'Ask an older relative about where your family comes from, and keep the stories.',
    domains: ['family', 'spirituality'],
    minutes: 60,
    purpose:
      'Research by Duke and Fivush found that children and teenagers who knew more about their family history (where grandparents grew up, how parents met, hard times the family came through) tended to show greater well-being. Gathering these stories connects generations and gives everyone a sense of belonging to something larger.',
    steps: [
      'Choose a relative who holds family memories, and ask whether they would enjoy telling you some stories. Agree a relaxed time.',
      'Prepare a few open questions: Where did you grow up? How did you and your partner meet? What was hard when you were young, and how did the family get through it? What were family celebrations like?',
      'Ask for permission to record or take notes.',
      'Listen more than you talk. Follow what lights them up with "Tell me more about that."',
      'Include the hard times as well as the happy ones, gently; stories of getting through difficulty are especially valuable.',
      'Afterwards, write or type up two or three of the stories and share them with the family, especially children.',
    ],
    prompts: [
      'Which story surprised me, and what does it say about where I come from?',
      'What strengths run through my family, even in the hard chapters?',
      'Which stories do I want the next generation to know?',
    ],
    method: {
      name: 'Family narratives and the "Do You Know?" scale',
      source: 'Duke, Lazarus & Fivush (2008)',
    },
  },
  {
    id: 'family-ritual-design',
    title: 'Design a family ritual',
    summary: 'Create or refresh one small, regular ritual that gives your family a shared rhythm.',
    domains: ['family', 'fun-recreation'],
    minutes: 30,
    purpose:
      'A review of decades of research on family routines and rituals, such as regular meals, weekend traditions and celebrations, linked them with stronger family relationships and children\'s well-being. Rituals carry meaning: they say "this is who we are".',
    steps: [
      'List the rituals your family already has, big and small: Sunday pancakes, bedtime stories, birthday traditions, a yearly trip.',
      'Note which ones still feel alive and which have faded or become a chore.',
      'Ask each family member, including children, what they would love to do together regularly.',
      'Choose one ritual to create or refresh. Keep it simple enough to happen every week or month, such as a Friday film night or a monthly walk with a picnic.',
      'Give it a name and a few fixed elements that make it special: a particular food, a song, a question everyone answers.',
      'Put it in the calendar for the next three months and protect it like an appointment.',
      'After three months, ask everyone what they like about it and what to change.',
    ],
    prompts: [
      'Which rituals from my own childhood do I remember warmly, and why?',
      'What does our family want to say about itself through the things we do together?',
      'Who in the family might feel left out of our current rituals?',
    ],
    method: {
      name: 'Family routines and rituals',
      source: 'Fiese et al. (2002), a review of 50 years of research on family routines and rituals',
    },
  },
  {
    id: 'family-meeting',
    title: 'A weekly family meeting',
    summary: 'Hold a short weekly meeting where everyone says what went well, what did not and what to try next.',
    domains: ['family', 'relationships-love'],
    minutes: 20,
    purpose:
      'Busy families often only talk about logistics or when something has gone wrong. A short, regular meeting borrowed from team practices gives everyone, including children, a voice and a calm place to solve small problems before they grow.',
    steps: [
      'Choose a regular time when everyone can be there for 20 minutes, such as after Sunday dinner.',
      'Start with appreciation: each person thanks someone in the family for something specific from the week.',
      'Ask three questions in turn: What went well this week? What did not go so well? What will we try next week?',
      'Write the answers down where everyone can see them.',
      'Agree on one or two changes to try, and let children suggest solutions and even consequences.',
      'Keep it short and end with something enjoyable, such as a game or dessert.',
      'Start the next meeting by looking at last week\'s agreements.',
    ],
    prompts: [
      'What did I learn about how the others experience our family week?',
      'Did everyone get a real say, including the quietest person?',
      'Which small change made the biggest difference?',
    ],
    method: {
      name: 'Family meeting (adapted from agile team retrospectives)',
      source: 'Feiler (2013), The Secrets of Happy Families',
    },
  },
  {
    id: 'emotion-coaching-moment',
    title: 'Emotion coaching with your child',
    summary: 'Turn a child\'s big feeling into a moment of connection and learning, in five steps.',
    domains: ['family', 'emotional-wellbeing'],
    minutes: 15,
    purpose:
      'Gottman\'s research with families described "emotion coaching" parents, who treat a child\'s emotions as a chance to connect and teach rather than something to dismiss. Their children tended to regulate emotions better. This tool helps you prepare and reflect.',
    steps: [
      'Think of a recent moment when your child was upset, angry or afraid, and how you responded.',
      'Be aware: next time, notice the emotion early, including low-intensity signs, in your child and in yourself.',
      'See it as an opportunity: a chance to get closer and to teach, rather than a problem to make go away quickly.',
      'Listen with empathy: get down to their level, listen, and reflect what you see ("You look really disappointed").',
      'Help them name the feeling with words ("It sounds like you felt left out").',
      'Set limits while problem-solving: all feelings are accepted, not all behaviour. Ask, "What could you do next time you feel like this?"',
      'Afterwards, write down what went well and what you would like to try differently.',
    ],
    prompts: [
      'How were my own feelings treated when I was a child?',
      'Which of my child\'s emotions is hardest for me to sit with, and why?',
      'What did my child need most in that moment?',
    ],
    method: {
      name: 'Emotion coaching',
      source: 'Gottman & DeClaire (1997), Raising an Emotionally Intelligent Child',
    },
  },
  {
    id: 'gratitude-visit',
    title: 'The gratitude visit',
    summary: 'Write a letter to someone who changed your life for the better and read it to them in person.',
    domains: ['family', 'friends', 'emotional-wellbeing'],
    minutes: 60,
    purpose:
      'In a well-known experiment, writing and personally delivering a letter of gratitude produced the largest boost in happiness of the exercises tested, though it lasted about a month rather than longer. It also tells someone important what they mean to you while you can.',
    steps: [
      'Think of someone, often a family member such as a parent, grandparent, aunt or sibling, who did something that changed your life for the better and whom you have never properly thanked.',
      'Write a letter of about 300 words. Be concrete: what they did, how it affected you, and where it shows up in your life now.',
      'Arrange to see them, in person or by video, without saying exactly why.',
      'Read the letter aloud slowly, then give it to them.',
      'Let there be space for whatever they want to say afterwards.',
      'If the person has died or a visit is impossible, read the letter aloud at a place that reminds you of them, or share it with someone who knew them.',
    ],
    prompts: [
      'What did it feel like to say out loud what this person means to me?',
      'What did I learn about how my words landed?',
      'Who else has shaped me whom I have not yet thanked?',
    ],
    method: {
      name: 'Gratitude visit',
      source: 'Seligman, Steen, Park & Peterson (2005)',
    },
  },
  {
    id: 'family-genogram',
    title: 'Draw your family map',
    summary: 'Sketch three generations of your family to notice patterns, strengths and repeating themes.',
    domains: ['family', 'personal-growth'],
    minutes: 60,
    purpose:
      'Family therapists use genograms, family trees that also show relationships and patterns, to see how themes repeat across generations. Drawing your own can help you understand your family with more compassion and choose what to carry forward.',
    steps: [
      'On a large sheet, draw your grandparents at the top, your parents and their siblings in the middle, and yourself, siblings and any children at the bottom. Squares or circles, whatever you like.',
      'Add key facts: births, marriages, separations, deaths, moves, important jobs.',
      'Draw lines for relationships: a thick line for close, a zigzag for conflict, a dotted line for distant or cut off.',
      'Add a few words about each person\'s strengths and recurring themes: hard work, humour, illness, migration, secrets, faith.',
      'Step back and look for patterns that repeat across generations.',
      'Write down one pattern you are glad to continue and one you would like to change in your own life.',
      'Go gently: this can bring up painful memories. Pause whenever you need to, and seek support from a counsellor if it stirs up a lot.',
    ],
    prompts: [
      'Which patterns in my family make more sense to me now?',
      'What strengths have I inherited that I rarely give my family credit for?',
      'What would I like the next generation\'s map to show?',
    ],
    method: {
      name: 'Genogram',
      source: 'McGoldrick & Gerson (1985), Genograms in Family Assessment',
    },
  },
  {
    id: 'boundary-script',
    title: 'Set a boundary with a relative',
    summary: 'Prepare a calm, clear boundary using Describe, Express, Specify, Consequences.',
    domains: ['family', 'emotional-wellbeing'],
    minutes: 25,
    purpose:
      'With family, old roles and strong feelings can make it hard to say what we need. Preparing a short script in four parts helps you stay clear and respectful, rather than swallowing it or exploding.',
    steps: [
      'Choose one specific situation that keeps recurring, such as comments on your parenting or unannounced visits.',
      'Describe: write the behaviour in neutral, factual words ("When you drop by without calling first...").',
      'Express: write how it affects you, using "I" ("...I feel stressed because I cannot plan my day").',
      'Specify: write exactly what you are asking for ("I would like you to text me the day before").',
      'Consequences: write the positive result of agreeing ("Then I can make time and really enjoy your visit"), and, privately, what you will do if the boundary is not respected.',
      'Practise saying it aloud, then choose a calm moment to say it, not in the middle of a conflict.',
      'Afterwards, note what happened and how you felt, whatever the outcome.',
    ],
    prompts: [
      'What am I afraid will happen if I say what I need?',
      'Which role did I play in my family growing up, and how does it affect this?',
      'How can I hold the boundary kindly if it is tested?',
    ],
    method: {
      name: 'DESC script for assertive communication',
      source: 'Bower & Bower (1976), Asserting Yourself',
    },
  },
  {
    id: 'one-to-one-time',
    title: 'One-to-one time',
    summary: 'Plan regular time alone with each person in your family, doing something they choose.',
    domains: ['family', 'fun-recreation'],
    minutes: 20,
    purpose:
      'Family time often happens in a crowd, and each relationship gets little undivided attention. The long-running Harvard Study of Adult Development found that warm, close relationships are among the strongest predictors of health and happiness later in life; regular one-to-one time is a simple way to invest in them.',
    steps: [
      'List the people in your close family: partner, children, parents, siblings.',
      'Next to each name, write when you last spent time alone together with full attention.',
      'Choose one or two people to start with, and ask them what they would enjoy doing with you.',
      'Schedule it: for children, even 15 minutes of child-led play a few times a week counts; for adults, perhaps a monthly walk or coffee.',
      'During the time, put your phone away and follow their lead more than your own plans.',
      'Afterwards, write one thing you learned about them.',
    ],
    prompts: [
      'Whom in my family have I been taking for granted?',
      'What did I notice about them when I gave them my full attention?',
      'How did they respond to being chosen?',
    ],
    method: {
      name: 'Dedicated one-to-one time',
      source: 'common family practice; on why close relationships matter: Waldinger & Schulz (2023), The Good Life',
    },
  },
  {
    id: 'legacy-letter',
    title: 'Write a legacy letter',
    summary: 'Put your values, lessons and hopes for loved ones into a letter, also called an ethical will.',
    domains: ['family', 'spirituality'],
    minutes: 60,
    purpose:
      'An ethical will is an old tradition, found especially in Jewish practice, of passing on values and blessings rather than possessions. Writing one clarifies what matters most to you, and it can become a treasured gift at any age.',
    steps: [
      'Decide whom the letter is for: your children, a grandchild, your partner, or the family as a whole.',
      'Write down the values you hold most deeply and where you learned them.',
      'Add two or three stories from your life that show these values in action, including mistakes you learned from.',
      'Write your hopes and wishes for them, and anything you would want to say if you could not say it in person.',
      'Include thanks and, if needed, forgiveness asked or given.',
      'Let it rest for a few days, then reread and edit it.',
      'Decide when to share it: now, on a special occasion, or kept with your important papers.',
    ],
    prompts: [
      'What do I most want the people I love to know about what I believe?',
      'Which of my stories would I like to be retold?',
      'Is there anything in this letter I could start living more fully now?',
    ],
    method: {
      name: 'Ethical will (legacy letter)',
      source: 'a long tradition in Jewish practice; a modern guide is Baines (2002), Ethical Wills',
    },
  },
  {
    id: 'difficult-family-conversation',
    title: 'Prepare a difficult family conversation',
    summary: 'Untangle what happened, the feelings involved and what it means for you, before you talk.',
    domains: ['family', 'relationships-love', 'friends'],
    minutes: 40,
    purpose:
      'Hard conversations with family often go wrong because we argue about facts while feelings and identity sit underneath. Preparing across three conversations (what happened, feelings, identity) helps you go in curious rather than ready to fight.',
    steps: [
      'Write down the conversation you need to have and what you hope will come from it.',
      'What happened: write your version, then try to write the other person\'s version as fairly as you can. Note what each of you contributed, rather than who is to blame.',
      'Separate intent from impact: write how it affected you, and what they might have intended, which may be different.',
      'Feelings: list the feelings involved on both sides, including the ones you are reluctant to admit.',
      'Identity: note what this situation threatens in how you see yourself ("Am I a good son? Am I being selfish?").',
      'Plan your opening from the "third story": a description of the problem that a neutral observer would agree with, followed by an invitation to understand each other.',
      'Choose a good time and place, and go in with the aim to learn, not to win.',
    ],
    prompts: [
      'What do I think the other person would say this conversation is about?',
      'Which of my feelings am I most likely to hide, and what would it cost to share it?',
      'What part did I play, however small?',
    ],
    method: {
      name: 'Difficult conversations: the three conversations',
      source: 'Stone, Patton & Heen (1999), Difficult Conversations',
    },
  },
];
