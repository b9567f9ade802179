import type { CoachingTool } from './coaching-tool.js';

export const physicalEnvironmentTools: CoachingTool[] = [
  {
    id: 'one-zone-declutter',
    title: 'Clear one zone',
    summary: 'Declutter a single drawer, shelf or corner in one sitting, and feel the difference it makes.',
    domains: ['physical-environment', 'emotional-wellbeing'],
    minutes: 30,
    purpose:
      'A small study of couples by Saxbe and Repetti found that women who described their homes as cluttered or full of unfinished projects showed less healthy daily cortisol patterns and more depressed mood. Tackling the whole house is overwhelming; clearing one small zone is a win you can finish today.',
    steps: [
      'Choose one small zone that bothers you every time you see it: a drawer, a shelf, a kitchen counter, the space by the front door.',
      'Set a timer for 25 minutes and take everything out or off.',
      'Sort into four piles: keep here, belongs elsewhere, give away or sell, rubbish or recycling.',
      'For items you hesitate over, ask: Have I used this in the past year? Would I buy it again today? Does it have a real place?',
      'Put back only the keep pile, giving each thing a clear spot.',
      'Immediately take the give-away pile to your car or door, and put the belongs-elsewhere pile away.',
      'Notice how you feel looking at the cleared zone, and choose the next zone for another day.',
    ],
    prompts: [
      'Which items were hardest to let go of, and why?',
      'How does my mood change when I see this zone now?',
      'What habit would keep this zone clear?',
    ],
    method: {
      name: 'Zone decluttering',
      source: 'common home-organising practice; on clutter and stress: Saxbe & Repetti (2010)',
    },
  },
  {
    id: 'home-walkthrough',
    title: 'A mindful walk through your home',
    summary: 'Walk through each room noticing light, sound, order and feeling, and pick one change per room.',
    domains: ['physical-environment', 'emotional-wellbeing', 'family'],
    minutes: 40,
    purpose:
      'We stop seeing our homes after a while, even the things that irritate us daily. Walking through each room as if you were a guest helps you notice what supports you and what drains you, so you can make small, targeted changes.',
    steps: [
      'Take a notebook and start at your front door, walking in as if you were seeing the home for the first time.',
      'In each room, pause and notice: light (natural and artificial), sound, smell, temperature, order, and whether it is easy to do what the room is for.',
      'Rate how you feel in each room from 1 to 10 and write one word for the feeling.',
      'Note one thing in each room that you love, and one that bothers you.',
      'For each room, write one small change that would raise its rating by a point: a lamp, moving a chair, clearing a surface, a plant, fixing a squeaky door.',
      'Choose the three easiest changes and do them within a week.',
      'If you share your home, invite others to do the walk too and compare notes.',
    ],
    prompts: [
      'Which room do I feel best in, and why?',
      'What have I stopped noticing that bothers me every day?',
      'What does my home say about what matters to me?',
    ],
    method: {
      name: 'Home environment walkthrough',
      source: 'common home-organising and coaching practice; on home environments and stress: Saxbe & Repetti (2010)',
    },
  },
  {
    id: 'restorative-corner',
    title: 'Create a restorative corner',
    summary: 'Set up one spot at home designed to help your attention rest and recover.',
    domains: ['physical-environment', 'emotional-wellbeing', 'spirituality'],
    minutes: 45,
    purpose:
      'Attention restoration theory proposes that settings which gently hold our attention, like views of nature, and give a sense of being away help tired minds recover. An older study found that hospital patients with a window view of trees recovered faster than those facing a wall. A small restorative corner brings some of that into your home.',
    steps: [
      'Find a spot where you can sit comfortably, ideally near a window with a view of sky, trees or greenery.',
      'Clear it of work and clutter, so it feels like being away from your usual demands.',
      'Add things that gently hold your attention: a plant, natural materials, a picture of a landscape you love, a small bowl of stones or shells.',
      'Make it comfortable: a good chair or cushion, a blanket, soft light.',
      'Decide what the corner is for (tea, reading, looking out of the window, quiet thinking) and what it is not for (phones, work).',
      'Use it for ten minutes each day for a week, and notice how you feel before and after.',
    ],
    prompts: [
      'Where in my home do I already feel most at rest?',
      'What in nature captures my attention most easily?',
      'How does my mind feel after ten minutes in the corner?',
    ],
    method: {
      name: 'Attention restoration and views of nature',
      source: 'Kaplan (1995), attention restoration theory; Ulrich (1984)',
    },
  },
  {
    id: 'nature-dose',
    title: 'Your two hours of nature',
    summary: 'Plan roughly two hours a week in green or blue spaces, in whatever way suits you.',
    domains: ['physical-environment', 'physical-health', 'emotional-wellbeing'],
    minutes: 15,
    purpose:
      'A study of about 20,000 people in England found that those who spent at least 120 minutes a week in nature were more likely to report good health and high well-being, whether the time came in one visit or several shorter ones. Parks, rivers, beaches and woodland all count.',
    steps: [
      'Estimate how much time you spent in green or blue spaces last week: parks, woods, rivers, the coast, even tree-lined streets.',
      'List the natural places within easy reach of home or work, including small ones.',
      'Plan how to reach about two hours over the coming week, in chunks that fit: a lunchtime walk, a weekend morning, eating outside.',
      'Put the visits in your calendar, and combine them with other things you already do, such as phone calls or time with children.',
      'While outside, take a few minutes to look around you without your phone.',
      'At the end of the week, add up your minutes and note how you felt on nature days.',
    ],
    prompts: [
      'Which natural places make me feel most like myself?',
      'What keeps me indoors, and what could make going out easier?',
      'How did my mood and sleep compare on days with time in nature?',
    ],
    method: {
      name: 'Nature exposure (120 minutes a week)',
      source: 'White et al. (2019)',
    },
  },
  {
    id: 'friction-redesign',
    title: 'Redesign your space for your habits',
    summary: 'Make good habits easier and unwanted ones harder by changing what is within reach.',
    domains: ['physical-environment', 'physical-health', 'personal-growth'],
    minutes: 30,
    purpose:
      'Research on habits shows that much of our everyday behaviour is triggered by cues in our surroundings rather than by conscious decisions. Changing the environment, so that what you want to do is easy and what you want to avoid takes effort, often works better than willpower.',
    steps: [
      'Write down one habit you want to do more of and one you want to do less of.',
      'For the habit you want more of, remove friction: put the guitar on a stand in the living room, lay out running clothes the night before, put fruit at eye level.',
      'For the habit you want less of, add friction: keep the phone charger in another room, put biscuits in a high cupboard, log out of the app after each use.',
      'Look for cues that trigger the unwanted habit, such as the sofa facing the TV, and change or hide them.',
      'Make the changes today, while you are thinking about them.',
      'After a week, notice what changed in your behaviour, and adjust the setup.',
    ],
    prompts: [
      'Which objects in my home quietly decide what I do?',
      'What is the easiest thing to do when I walk in the door, and is that what I want?',
      'What one change made the biggest difference?',
    ],
    method: {
      name: 'Environment design for habits (context cues)',
      source: 'Wood & Neal (2007); Fogg (2019), Tiny Habits',
    },
  },
  {
    id: 'notification-reset',
    title: 'Quiet your digital environment',
    summary: 'Turn off most phone notifications for a week and notice your attention and mood.',
    domains: ['physical-environment', 'emotional-wellbeing', 'career-vocation'],
    minutes: 20,
    purpose:
      'Your phone is part of your environment, and it interrupts constantly. In an experiment by Kushlev and colleagues, people who kept notifications off for a week reported less inattention and hyperactivity than when notifications were on.',
    steps: [
      'Look at your phone\'s notification settings and list the apps that are allowed to interrupt you.',
      'Keep notifications only for people and things that truly need you in real time, such as calls or messages from close family.',
      'Turn off badges and sounds for everything else: news, social media, shopping, email.',
      'Move tempting apps off your home screen into a folder.',
      'Decide on two or three set times a day to check email and messages.',
      'Keep this for one week, and note your focus and stress levels each evening.',
      'At the end, decide which notifications, if any, you want back.',
    ],
    prompts: [
      'Which notifications did I actually miss?',
      'How did my focus and mood change during the week?',
      'Who decides where my attention goes during the day?',
    ],
    method: {
      name: 'Reducing digital interruptions',
      source: 'Kushlev, Proulx & Dunn (2016)',
    },
  },
  {
    id: 'bedroom-for-sleep',
    title: 'Make your bedroom a place for sleep',
    summary: 'Adjust light, noise, temperature and clutter in your bedroom so it supports good sleep.',
    domains: ['physical-environment', 'physical-health'],
    minutes: 40,
    purpose:
      'A dark, quiet, comfortably cool room is a standard part of sleep-hygiene advice. Sleep hygiene alone is rarely enough to fix serious sleep problems, but a bedroom that signals rest makes good sleep easier.',
    steps: [
      'Lie in bed at your usual bedtime and notice: is it dark enough, quiet enough, and comfortably cool? What do you see?',
      'Light: block outside light with curtains, blinds or an eye mask, and cover or remove glowing standby lights.',
      'Noise: reduce what you can, and consider earplugs or a steady background sound if noise is unavoidable.',
      'Temperature and air: aim for a room that feels cool rather than warm, with fresh air if possible.',
      'Clutter and work: move work, laundry piles and screens out of sight, so the room is for sleep and intimacy.',
      'Check your mattress and pillow for comfort, and replace what you can if they are worn out.',
      'Keep the changes for two weeks and note any difference in how you sleep. If problems continue, talk to a doctor.',
    ],
    prompts: [
      'What is the last thing I see before I close my eyes?',
      'What in my bedroom reminds me of work or worries?',
      'How did my sleep change after the adjustments?',
    ],
    method: {
      name: 'Sleep environment (sleep hygiene)',
      source: 'general sleep-hygiene guidance; reviewed by Irish, Kline, Gunn, Buysse & Hall (2015)',
    },
  },
  {
    id: 'neighbourhood-on-foot',
    title: 'Get to know your neighbourhood on foot',
    summary: 'Explore your area slowly on foot to find the places that could make it feel like home.',
    domains: ['physical-environment', 'community-giving', 'physical-health'],
    minutes: 60,
    purpose:
      'Place attachment, the emotional bond between people and places, grows through the experiences and memories we build somewhere. Many people know their neighbourhood only from the car or commute. Exploring it slowly helps it feel more like yours.',
    steps: [
      'Choose a route of about an hour that includes streets you rarely or never walk.',
      'Go without headphones and at a slower pace than usual.',
      'Notice and, if you like, photograph: interesting buildings, green spaces, notice boards, small shops, places where people gather.',
      'Stop somewhere you have never been, such as a cafe, a library or a bench, and spend ten minutes there.',
      'Read a notice board or local newsletter to learn what happens in the area.',
      'At home, mark your discoveries on a map and choose one place to return to.',
      'Repeat with a different route each week for a month.',
    ],
    prompts: [
      'What did I discover that I had walked or driven past many times?',
      'Where did I feel most at home?',
      'What is missing in my neighbourhood that I could help create?',
    ],
    method: {
      name: 'Building place attachment',
      source: 'Scannell & Gifford (2010), a framework for place attachment',
    },
  },
  {
    id: 'fix-it-list',
    title: 'The fix-it list',
    summary: 'List the small broken and annoying things in your home and fix them one at a time.',
    domains: ['physical-environment', 'financial-wellbeing'],
    minutes: 30,
    purpose:
      'A dripping tap, a lamp that does not work, a door that sticks: small unresolved problems add up to a background feeling that home is not quite under control. Writing them down and planning when to tackle each one turns vague irritation into progress.',
    steps: [
      'Walk around your home and list everything that is broken, wobbly, stuck, missing or annoying, however small.',
      'Next to each, note whether you can fix it yourself, need a part, or need help from someone else.',
      'Estimate the time and rough cost of each.',
      'Choose the three quickest fixes and do them this week.',
      'For the rest, write an if-then plan for each, such as "On Saturday morning after breakfast, I will fix the bathroom light."',
      'For jobs that need a professional or landlord, write the message or make the call now.',
      'Cross items off as you go, and keep the list somewhere visible.',
    ],
    prompts: [
      'Which small problem has bothered me longest, and what has stopped me fixing it?',
      'How did it feel to cross things off?',
      'Who could I ask for help or swap skills with?',
    ],
    method: {
      name: 'Fix-it list with implementation intentions',
      source: 'common home-maintenance practice, planned with implementation intentions (Gollwitzer, 1999)',
    },
  },
  {
    id: 'sound-map',
    title: 'Map the sounds of your home',
    summary: 'Notice the sounds in your home and create pockets of quiet where you need them most.',
    domains: ['physical-environment', 'emotional-wellbeing', 'physical-health'],
    minutes: 30,
    purpose:
      'Noise affects how restful a home feels, and the World Health Organization\'s guidelines link long-term exposure to environmental noise with annoyance and disturbed sleep. You cannot control traffic, but mapping the sounds at home helps you create quieter times and places.',
    steps: [
      'At three different times of day, sit in each main room for two minutes with your eyes closed and simply listen.',
      'Write down every sound you hear and whether it is pleasant, neutral or irritating.',
      'Mark on a floor plan where the irritating sounds come from: traffic, appliances, neighbours, screens left on.',
      'Change what you can: turn off background TV, fix rattles, add rugs or curtains, move a desk away from a noisy wall, run appliances at other times.',
      'Agree on a quiet hour with the people you live with, if that would help.',
      'Add pleasant sound on purpose where it helps, such as music you love or an open window on a quiet morning.',
      'If noise from neighbours or outside seriously affects your sleep, look into local guidance or mediation services.',
    ],
    prompts: [
      'Which sounds in my home have I stopped noticing, and how do they affect me?',
      'When is my home quietest, and what do I do with that time?',
      'Which sounds make me feel at home?',
    ],
    method: {
      name: 'Sound environment audit',
      source: 'common practice; on the effects of noise: WHO Environmental Noise Guidelines for the European Region (2018)',
    },
  },
];
