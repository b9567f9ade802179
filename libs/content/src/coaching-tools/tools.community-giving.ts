import type { CoachingTool } from './coaching-tool.js';

export const communityGivingTools: CoachingTool[] = [
  {
    id: 'kindness-day',
    title: 'A day of five kindnesses',
    summary: 'Do five small acts of kindness on one chosen day each week, and notice the effect on you.',
    domains: ['community-giving', 'emotional-wellbeing', 'friends'],
    minutes: 30,
    purpose:
      'In a study by Lyubomirsky and colleagues, people who did five acts of kindness a week became happier when they did all five on a single day, but not when they spread them thinly across the week. Bundling kindness seems to make it stand out enough to feel.',
    steps: [
      'Choose a kindness day for this week and put it in your calendar.',
      'Brainstorm a list of 15 small kindnesses, for yourself to pick from: holding a door with a smile, buying a colleague a coffee, writing a thank-you note, helping a neighbour carry shopping, giving a genuine compliment, donating blood.',
      'On your kindness day, do five of them. Mix people you know with strangers if you like.',
      'Keep them real: it does not need to be noticed or praised to count.',
      'That evening, write what you did and how each one felt.',
      'Repeat for four to six weeks, varying the kindnesses so they do not become routine.',
    ],
    prompts: [
      'Which act of kindness felt most natural, and which took courage?',
      'How did my mood on kindness day compare with other days?',
      'What small kindness have I received recently that I could pass on?',
    ],
    method: {
      name: 'Acts of kindness',
      source: 'Lyubomirsky, Sheldon & Schkade (2005); Lyubomirsky (2008), The How of Happiness',
    },
  },
  {
    id: 'volunteer-fit-finder',
    title: 'Find volunteering that fits',
    summary: 'Match your values, skills and available time to a volunteering role, and try it out once.',
    domains: ['community-giving', 'personal-growth', 'career-vocation'],
    minutes: 45,
    purpose:
      'A systematic review found that volunteering is linked with better mental health and well-being in observational studies, though the evidence from experiments is more limited. The benefits are more likely when the role fits your values and life, so it is worth choosing carefully.',
    steps: [
      'Write down three causes or groups of people you care about, and why.',
      'List skills you could offer and skills you would like to develop.',
      'Be honest about time: how many hours a month, which days, and whether you want something regular or one-off.',
      'Search for local organisations or a volunteering platform in your area that match at least two of these.',
      'Contact two of them with a short message: what you care about, what you can offer, and how much time you have.',
      'Try one session or a taster day before committing to anything long-term.',
      'Afterwards, rate the experience for meaning, enjoyment and fit with your life, and decide whether to continue.',
    ],
    prompts: [
      'What drew me to this cause, and does the role let me act on it?',
      'Did I leave feeling energised or drained?',
      'What commitment can I keep without resenting it?',
    ],
    method: {
      name: 'Values-based volunteering',
      source: 'Jenkinson et al. (2013), a systematic review of volunteering and health',
    },
  },
  {
    id: 'small-talk-experiment',
    title: 'The small-talk experiment',
    summary: 'Have one genuine short conversation a day with someone you usually pass by, for a week.',
    domains: ['community-giving', 'friends', 'emotional-wellbeing'],
    minutes: 5,
    purpose:
      'Experiments found that commuters who talked to a stranger had a more pleasant journey than they predicted, and that people who had a genuine brief exchange with a barista felt better and more connected than people who were purely efficient. Casual ties to neighbours, shopkeepers and fellow commuters add to a sense of belonging.',
    steps: [
      'Write down the places where you regularly pass the same people: a shop, a bus, the school gate, your street.',
      'Each day for a week, have one genuine short exchange with someone there: a smile, their name if you know it, a question about their day, or a comment on something you share.',
      'Keep it light and let them lead on how long it lasts.',
      'Notice any predictions beforehand ("They will think it is odd"), and compare them with what happened.',
      'Each evening, note who you talked to and how you felt afterwards.',
      'At the end of the week, choose two people you would like to keep greeting regularly.',
    ],
    prompts: [
      'How did my predictions compare with how people actually responded?',
      'Who did I learn something about this week?',
      'How connected do I feel to my neighbourhood now?',
    ],
    method: {
      name: 'Everyday interactions with weak ties',
      source: 'Sandstrom & Dunn (2014); Epley & Schroeder (2014)',
    },
  },
  {
    id: 'neighbourhood-asset-map',
    title: 'Map the gifts of your neighbourhood',
    summary: 'List the people, groups and places around you that make your community strong.',
    domains: ['community-giving', 'physical-environment'],
    minutes: 45,
    purpose:
      'Asset-based community development starts from what a community already has, rather than what it lacks. Mapping these assets shows you where you already belong, where you could contribute and who could help you make something happen.',
    steps: [
      'Draw a rough map of your neighbourhood, with your home in the middle.',
      'Add people you know nearby and one skill or gift each has (gardening, fixing bikes, cooking, knowing everyone).',
      'Add associations and groups: clubs, faith groups, parents\' groups, sports teams, online neighbourhood groups.',
      'Add places and institutions: library, park, community centre, schools, local shops.',
      'Mark your own gifts and interests on the map too.',
      'Look for a connection you could make: two people who should meet, a group that could use your skill, a space that could host something.',
      'Take one step within two weeks: an introduction, an offer, or an idea shared with a group.',
    ],
    prompts: [
      'What does my community already have that I had not noticed?',
      'Where are my own gifts most needed?',
      'Who is missing from the map, and how could they be included?',
    ],
    method: {
      name: 'Asset-based community development (asset mapping)',
      source: 'Kretzmann & McKnight (1993), Building Communities from the Inside Out',
    },
  },
  {
    id: 'find-a-third-place',
    title: 'Find your third place',
    summary: 'Choose a welcoming spot outside home and work and become a regular there.',
    domains: ['community-giving', 'friends', 'physical-environment'],
    minutes: 20,
    purpose:
      'Sociologist Ray Oldenburg called informal gathering spots such as cafes, libraries, parks and barbershops "third places": neither home nor work, where regulars meet and community forms. Becoming a regular somewhere is a gentle way to belong.',
    steps: [
      'List places near you where people linger: a cafe, a library, a community garden, a park bench, a sports club bar, a market.',
      'Visit two or three of them this week and notice the atmosphere: who comes, whether people talk, whether you feel welcome.',
      'Choose one and go at the same time on the same day each week for at least a month.',
      'Learn the names of staff or other regulars and greet them.',
      'When it feels natural, join in: a notice-board event, a conversation, a helping hand.',
      'After a month, notice whether the place feels a little more like yours.',
    ],
    prompts: [
      'Where do I feel at ease among people I do not know well?',
      'What stops me from lingering in public places?',
      'Who have I started to recognise, and who recognises me?',
    ],
    method: { name: 'Third places', source: 'Oldenburg (1989), The Great Good Place' },
  },
  {
    id: 'see-your-impact',
    title: 'Give where you can see the difference',
    summary: 'Choose one cause and a way of giving where you can picture the concrete impact.',
    domains: ['community-giving', 'financial-wellbeing', 'spirituality'],
    minutes: 30,
    purpose:
      'An experiment by Aknin and colleagues found that giving felt better when people could see how their contribution made a difference. Choosing causes with concrete, visible impact makes giving more satisfying and more likely to continue.',
    steps: [
      'Write down the causes you already give time or money to, if any, and how satisfied you feel about each.',
      'Choose one cause that matters most to you right now.',
      'Look for an organisation or local project that explains clearly what a contribution does, such as a specific meal, a tree, an hour of tutoring.',
      'Decide what you will give: an amount of money that fits your budget, a few hours of time, or a skill.',
      'Give it, and imagine or find out the concrete result.',
      'If the organisation shares updates, read them; if not, ask what your contribution made possible.',
    ],
    prompts: [
      'What did I picture when I gave, and how did it feel?',
      'Is my giving spread so thinly that I cannot feel any of it?',
      'How does this cause connect with my own story?',
    ],
    method: {
      name: 'Prosocial impact',
      source: 'Aknin, Dunn, Whillans, Grant & Norton (2013); Dunn, Aknin & Norton (2008)',
    },
  },
  {
    id: 'offer-a-skill',
    title: 'Pass on what you know',
    summary: 'Offer a skill or piece of experience to someone starting out, and notice what it gives you.',
    domains: ['community-giving', 'career-vocation', 'personal-growth'],
    minutes: 30,
    purpose:
      'Psychologist Erik Erikson described generativity, caring for and guiding the next generation, as a central task of adult life. Sharing what you know is one of the most natural forms of it, and it often makes your own experience feel more meaningful.',
    steps: [
      'List skills and experience you have that others might find useful: a trade, a language, cooking, navigating a bureaucracy, raising a child with a disability, changing careers.',
      'Think about who could benefit: a junior colleague, a student, a neighbour, a newcomer to your country, a young relative.',
      'Choose one person or group and one format: an hour of conversation, a short workshop, answering questions online, shadowing.',
      'Make a specific offer: "I have done ... for years. Would it help if we met for an hour to go through it?"',
      'When you meet, ask what they most want to know, and share your mistakes as well as your successes.',
      'Afterwards, write down what you learned from them, too.',
    ],
    prompts: [
      'What do I know now that I wish someone had told me earlier?',
      'How did it feel to be useful to someone starting out?',
      'Who taught me, and how could I honour that?',
    ],
    method: {
      name: 'Generativity',
      source: 'Erikson (1950), Childhood and Society; mentoring is a common practice',
    },
  },
  {
    id: 'one-civic-step',
    title: 'Take one civic step',
    summary: 'Choose one local issue you care about and take a single, concrete step to get involved.',
    domains: ['community-giving', 'physical-environment', 'spirituality'],
    minutes: 40,
    purpose:
      'Political scientist Robert Putnam documented how participation in community and civic life builds social capital, the trust and networks that help communities work. You do not need to become an activist; one informed step is a real contribution.',
    steps: [
      'List three local issues you notice or care about: a dangerous crossing, a park, the library\'s opening hours, housing, a school.',
      'Pick the one that matters most to you, and spend 15 minutes learning who makes decisions about it and which groups are already working on it.',
      'Choose one step: attend a public meeting, join a residents\' group, write to a local representative, sign up for a clean-up, or vote in a local election.',
      'If you write, keep it short, polite and specific, and say how the issue affects you and your neighbours.',
      'Take the step within two weeks.',
      'Afterwards, note what you learned and whether there is a second step you would like to take.',
    ],
    prompts: [
      'What in my area do I complain about but have never acted on?',
      'Who else cares about this, and how could we connect?',
      'How did it feel to act rather than just worry?',
    ],
    method: {
      name: 'Civic participation and social capital',
      source: 'Putnam (2000), Bowling Alone',
    },
  },
  {
    id: 'sustainable-giving-check',
    title: 'Give without burning out',
    summary: 'Review where you give your time and care, and protect the giving that energises you.',
    domains: ['community-giving', 'emotional-wellbeing', 'family'],
    minutes: 25,
    purpose:
      'Generous people can end up exhausted if they say yes to everything. Adam Grant\'s work on givers and takers describes how the most successful givers stay generous while also protecting their own needs and choosing where to help.',
    steps: [
      'List everything you do for others in a typical month: caring, volunteering, favours, listening, organising.',
      'Next to each, write how many hours it takes and whether it gives you energy, drains you, or both.',
      'Circle the forms of giving that feel most meaningful and that use your strengths.',
      'Mark the ones you do out of guilt or obligation, or that others could do.',
      'Decide on one thing to say no to, hand over or reduce, and practise a kind sentence for it.',
      'Consider grouping your giving into dedicated blocks of time rather than constant interruptions.',
      'Protect one thing that restores you, so you can keep giving.',
    ],
    prompts: [
      'Where does my giving come from: joy, duty, or fear of disappointing people?',
      'What would I have to let go of to give more where it matters most?',
      'Who gives to me, and do I let them?',
    ],
    method: {
      name: 'Sustainable ("otherish") giving',
      source: 'Grant (2013), Give and Take',
    },
  },
];
