import type { CoachingTool } from './coaching-tool.js';

export const friendsTools: CoachingTool[] = [
  {
    id: 'friendship-map',
    title: 'Map your friendships',
    summary: 'Draw your friendships in circles of closeness and decide where to invest your time.',
    domains: ['friends', 'family', 'community-giving'],
    minutes: 30,
    purpose:
      'Friendships need time: research by Hall estimated that it takes many dozens of hours together to turn an acquaintance into a friend, and far more for a close friend. Because time is limited, seeing your friendships clearly helps you invest it on purpose rather than by accident.',
    steps: [
      'Draw three circles around a dot that represents you: inner (people you could call at 3 a.m.), middle (good friends you enjoy), outer (friendly acquaintances).',
      'Write names in the circles where they feel right today, not where you think they should be.',
      'Next to each name, note roughly when you last had real contact.',
      'Mark with a star the people who leave you feeling better after time together.',
      'Choose two starred people you would like to be closer to, and one person in the outer circle who could become a friend.',
      'For each, decide one concrete next step this month: a message, a call, an invitation.',
    ],
    prompts: [
      'How did it feel to see my friendships on one page?',
      'Who is giving more to our friendship, me or them?',
      'Which friendship have I let drift that I miss?',
    ],
    method: {
      name: 'Friendship mapping',
      source: 'common coaching practice; on the time friendship takes: Hall (2019)',
    },
  },
  {
    id: 'reconnect-dormant-tie',
    title: 'Reconnect with someone you have lost touch with',
    summary: 'Send a short message to a friend you have drifted from; it is usually welcomed more than we expect.',
    domains: ['friends', 'emotional-wellbeing'],
    minutes: 15,
    purpose:
      'In a series of experiments, people consistently underestimated how much others would appreciate a simple "thinking of you" message, especially a surprising one. Research on "dormant ties" also found that reconnecting with old contacts can be valuable and easier than people fear.',
    steps: [
      'List three or four people you used to be close to and have not spoken to for a while.',
      'Choose the one you think about most often, or whose company you miss.',
      'Write a short, warm message with no pressure attached: a memory you shared, why they came to mind, and a simple question about their life.',
      'Notice any worry ("It will be awkward", "They will wonder why now") and send it anyway.',
      'If they reply warmly, suggest a call or a meeting with a specific time.',
      'If they do not reply, remind yourself that you gave them something kind, and try again with someone else.',
    ],
    prompts: [
      'What stopped me reaching out before now?',
      'How did they respond, compared with what I expected?',
      'Who might be waiting for me to make the first move?',
    ],
    method: {
      name: 'Reaching out and reviving dormant ties',
      source: 'Liu, Rim, Min & Min (2022); Levin, Walter & Murnighan (2011)',
    },
  },
  {
    id: 'standing-friend-date',
    title: 'A standing date with a friend',
    summary: 'Turn "we should meet up" into a recurring plan that happens without constant rearranging.',
    domains: ['friends', 'fun-recreation'],
    minutes: 15,
    purpose:
      'Friendships fade less from conflict than from lack of contact. A recurring date, such as a monthly walk or a weekly call, removes the effort of arranging each meeting and adds up to the shared hours that deep friendships grow from.',
    steps: [
      'Choose one or two friends you would like to see more regularly.',
      'Think of a simple format that suits both of you: a walk, a breakfast, a game, a phone call on the commute.',
      'Pick a rhythm you can realistically keep, such as every other Tuesday or the first Saturday of the month.',
      'Suggest it directly: "I would love to see you more. How about a walk on the first Saturday of every month?"',
      'Put it in both calendars as a repeating event.',
      'If one date falls through, reschedule that one instead of cancelling the whole arrangement.',
      'After three months, ask each other whether the format still works.',
    ],
    prompts: [
      'How does the friendship feel when contact is regular rather than occasional?',
      'Which friend would be glad to be asked, but would not suggest it themselves?',
      'What makes a date easy for me to keep?',
    ],
    method: {
      name: 'Recurring contact to build friendship',
      source: 'common practice; on time and friendship closeness: Hall (2019)',
    },
  },
  {
    id: 'new-friends-plan',
    title: 'A plan for making new friends',
    summary: 'Choose one regular group and keep showing up, so familiarity can grow into friendship.',
    domains: ['friends', 'community-giving', 'fun-recreation'],
    minutes: 30,
    purpose:
      'Classic research on student housing found that friendships formed mostly between people who crossed paths often, and later work shows that friendship needs many hours together. For adults, the most reliable route is seeing the same people repeatedly around a shared activity.',
    steps: [
      'List activities you enjoy or are curious about that meet regularly: a choir, a running club, a language class, volunteering, a board-game night.',
      'Choose one that meets at least every other week and is easy to get to.',
      'Commit to going at least six times before deciding whether it is for you; the first visits are usually the most awkward.',
      'At each session, learn one name and one detail about someone, and use it next time.',
      'After a few sessions, suggest something small with one or two people: a coffee after, walking together to the bus.',
      'Keep a short note after each visit about who you talked to and what you learned.',
    ],
    prompts: [
      'What kind of people do I want to meet, and where do they spend their time?',
      'What do I tend to do that keeps new acquaintances at a distance?',
      'How did the group feel by the sixth visit compared with the first?',
    ],
    method: {
      name: 'Proximity and repeated contact in friendship formation',
      source: 'Festinger, Schachter & Back (1950); Hall (2019)',
    },
  },
  {
    id: 'listening-practice',
    title: 'Listen to understand',
    summary: 'In your next few conversations, practise listening so well the other person feels truly heard.',
    domains: ['friends', 'relationships-love', 'family'],
    minutes: 15,
    purpose:
      'Most of us listen while preparing our reply. Active listening, described by Carl Rogers and Richard Farson, means listening for the whole message, including feelings, and showing that you have understood. It is one of the quickest ways to deepen any relationship.',
    steps: [
      'Choose one or two conversations this week to practise in, with a friend or someone close.',
      'Put your phone out of sight and turn your body towards the person.',
      'Listen for both the content and the feeling. Resist the urge to give advice, share your own story or fix anything.',
      'Every so often, reflect back what you heard in your own words: "So it sounds like you are frustrated that they did not even ask."',
      'Ask open questions that invite more: "What was that like?", "What happened next?"',
      'Before you offer your own view, check: "Is there more?"',
      'Afterwards, note what you learned about the person and how the conversation felt.',
    ],
    prompts: [
      'What did I learn that I would have missed if I had been planning my reply?',
      'When was it hardest not to jump in, and why?',
      'How did the other person respond to being really listened to?',
    ],
    method: { name: 'Active listening', source: 'Rogers & Farson (1957), Active Listening' },
  },
  {
    id: 'ask-what-helps',
    title: 'Support a friend in a hard time',
    summary: 'Ask what kind of support your friend needs, then offer it in a way that keeps their dignity.',
    domains: ['friends', 'family', 'community-giving'],
    minutes: 15,
    purpose:
      'When a friend is struggling, it is easy to offer the help we would want rather than what they need. Research on "invisible support" found that help which makes people feel watched or indebted can add to their stress. Asking and offering concretely helps support land well.',
    steps: [
      'Reach out with a short, warm message that asks for nothing back: "I heard things are hard. I am thinking of you."',
      'When you talk, ask what would help most right now: someone to listen, ideas, practical help, distraction, or simply company.',
      'If they do not know, offer two or three concrete options rather than "let me know if you need anything": "Can I bring dinner on Thursday, or would a walk on Saturday be better?"',
      'Follow their lead on how much they want to talk about the problem.',
      'Keep in touch in small ways over the following weeks, when others may have stopped asking.',
      'If your friend talks about harming themselves or seems in danger, encourage them to contact professional help or a crisis line, and stay with them if you can.',
    ],
    prompts: [
      'What kind of support do I usually give, and what kind do I prefer to receive?',
      'What did my friend say they needed, and did it surprise me?',
      'How can I support them without taking over?',
    ],
    method: {
      name: 'Responsive social support',
      source: 'common peer-support practice; see research on invisible support by Bolger, Zuckerman & Kessler (2000)',
    },
  },
  {
    id: 'loneliness-thought-check',
    title: 'When loneliness talks',
    summary: 'Notice the thoughts loneliness brings, test them gently, and take one small step towards people.',
    domains: ['friends', 'emotional-wellbeing'],
    minutes: 20,
    purpose:
      'Loneliness can make us more alert to rejection, so we read neutral signals as unfriendly and pull back, which deepens the loneliness. A meta-analysis of interventions found that approaches which address these unhelpful social thoughts tended to work better than simply offering more contact.',
    steps: [
      'Recall a recent moment when you felt lonely. Write down what happened and what went through your mind ("Nobody would want to hear from me").',
      'Label the thought as a thought: "I am having the thought that nobody would want to hear from me."',
      'Ask: What evidence supports it? What evidence does not? What would I say to a friend who thought this?',
      'Write a more balanced thought ("Some people might be glad to hear from me; I will not know unless I try").',
      'Choose one small, low-risk social step for the next 48 hours: a message, a greeting to a neighbour, staying five minutes after a class.',
      'Afterwards, note how it went compared with what you expected.',
      'If loneliness is long-lasting and weighing heavily on your mood, talk to a doctor or counsellor; it is a common and real reason to ask for help.',
    ],
    prompts: [
      'What does my loneliness tell me about other people, and how accurate is it?',
      'What kind of connection am I missing most: closeness, belonging to a group, or simply company?',
      'What small step felt possible today?',
    ],
    method: {
      name: 'Addressing unhelpful social thinking in loneliness',
      source: 'Cacioppo & Patrick (2008), Loneliness; Masi, Chen, Hawkley & Cacioppo (2011), a meta-analysis',
    },
  },
  {
    id: 'friend-i-want-to-be',
    title: 'The friend I want to be',
    summary: 'Describe the kind of friend you want to be, then act on it with one person this week.',
    domains: ['friends', 'spirituality', 'personal-growth'],
    minutes: 20,
    purpose:
      'We often judge friendships by what we receive. Turning the question around, and clarifying the qualities you want to bring as a friend, is a values-based way to strengthen friendships that is fully within your control.',
    steps: [
      'Think of the best friend you have ever had. Write down three qualities that made them so good to have around.',
      'Write a short paragraph describing the friend you would like to be, in the present tense ("I remember what matters to people. I show up when things are hard.").',
      'Rate from 1 to 10 how closely your actions matched this description over the past month.',
      'Choose one quality where there is the biggest gap.',
      'Pick one friend and one concrete action that expresses that quality this week.',
      'Do it, then note how it felt and how it was received.',
    ],
    prompts: [
      'Which friend made me feel most valued, and how did they do it?',
      'What gets in the way of being the friend I want to be?',
      'Does the way I treat my friends reflect what I value most?',
    ],
    method: {
      name: 'Values clarification applied to friendship (acceptance and commitment therapy)',
      source: 'Hayes, Strosahl & Wilson (1999)',
    },
  },
  {
    id: 'simple-gathering',
    title: 'Host a simple gathering',
    summary: 'Invite a few people for something easy, like soup or a walk, without waiting for the perfect home.',
    domains: ['friends', 'community-giving', 'physical-environment'],
    minutes: 30,
    purpose:
      'Many people would like more company but wait for someone else to organise it, or for their home, cooking or schedule to be perfect. A low-effort gathering makes it easy for others to say yes and gives friendships the shared time they need.',
    steps: [
      'Choose a simple format that does not depend on a perfect home: soup and bread, a picnic, a walk followed by tea, everyone bringing one dish.',
      'Pick a date two or three weeks away.',
      'Invite four to six people, mixing close friends with one or two people you would like to know better.',
      'Send a warm, specific invitation with the date, time and what to expect, and make it easy to reply.',
      'On the day, introduce people to each other with one thing they have in common.',
      'Afterwards, send a short message thanking people for coming, and think about making it a regular thing.',
    ],
    prompts: [
      'What was I worried about beforehand, and did it matter on the day?',
      'Who came alive in the group, and who could I get to know better?',
      'What would make a second gathering even easier?',
    ],
    method: {
      name: 'Low-effort hospitality',
      source: 'common practice; on the shared time that builds friendship: Hall (2019)',
    },
  },
];
