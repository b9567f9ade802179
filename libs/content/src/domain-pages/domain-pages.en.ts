import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainPage } from '../types.js';

// The info page of each default domain (routes /career-vocation, /financial-wellbeing, ...).
// Research notes follow the content guide's honesty rules: real studies only, author and year,
// and claims no stronger than the evidence.
export const domainPagesEn: Record<DefaultDomainId, DomainPage> = {
  'career-vocation': {
    title: 'Career & Vocation',
    descriptor: 'Purpose, growth and satisfaction in your work',
    metaDescription:
      'Reflect on your work and vocation: what makes work satisfying, signs of balance and strain, what research says, and questions to ask yourself.',
    intro:
      'Most adults spend a large share of their waking hours working, whether in a paid job, their own business, study, or unpaid work such as caring. This page helps you look at that part of life with fresh eyes: not only whether you like your job, but whether your work uses your strengths, gives you some say and feels worth the effort. Your score here is not a verdict on your career, just a starting point for noticing what you might want more or less of.',
    covers: [
      'The day-to-day content of your work and whether it uses your strengths',
      'How much say you have over what you do, when and how',
      'Learning, progress and where your working life is heading',
      'The people you work with and how you are treated',
      'Whether your work feels meaningful or connected to what you value',
      'How work fits with the rest of your life, including hours and recovery',
    ],
    signsOfBalance: [
      'You usually start the working week with energy rather than dread',
      'You can name something you are getting better at',
      'You have some say in how you do your work',
      'Work takes effort but leaves room for rest, people and interests outside it',
      'You can explain, at least to yourself, why your work matters',
    ],
    signsOfStrain: [
      'Sunday evenings are regularly clouded by dread about the week ahead',
      'You feel exhausted, cynical about your work or less effective than you used to be',
      'You rarely learn anything new or use the skills you value most',
      'Work regularly spills into evenings, weekends and sleep',
      'Your work clashes with your values or goes unrecognized',
    ],
    research: [
      {
        finding:
          'A study of employees found that people relate to their work in three broad ways: as a job (mainly for the pay), a career (mainly for advancement) or a calling (for fulfillment and meaning). Those who saw their work as a calling reported higher job and life satisfaction, and all three views appeared even among people doing the same kind of job.',
        sources: ['Wrzesniewski et al. (1997)'],
        evidence: 'survey study of employees in a range of occupations',
      },
      {
        finding:
          'Job crafting describes how people reshape their work from within: changing their tasks, changing who they work with, and changing how they think about the purpose of what they do. The idea suggests that meaning at work is partly something people build, not only something a job hands them.',
        sources: ['Wrzesniewski & Dutton (2001)'],
        evidence: 'theoretical paper',
      },
      {
        finding:
          'Burnout is described as a combination of exhaustion, cynicism or detachment from the job, and a sense of reduced effectiveness. Research points to mismatches between people and their work, such as excessive workload, little control, insufficient reward, a poor sense of community, unfairness or conflicting values, rather than to personal weakness.',
        sources: ['Maslach, Schaufeli & Leiter (2001)'],
        evidence: 'review of research on job burnout',
      },
    ],
    reflectionQuestions: [
      'Which parts of your work would you keep doing even if nobody noticed?',
      'When did you last feel proud of something you did at work, and what made it satisfying?',
      'How much say do you have in how you do your work, and where would a little more make a difference?',
      'What are you learning right now, and what would you like to be learning?',
      'If your work stayed exactly as it is for five more years, how would you feel about that?',
    ],
  },

  'financial-wellbeing': {
    title: 'Financial Well-Being',
    descriptor: 'Feeling secure and in control of your money',
    metaDescription:
      'Explore financial well-being: feeling secure, in control and free to choose. Signs of balance and strain, research on money and happiness, and questions.',
    intro:
      'Financial well-being is not a number in a bank account. Two people with the same income can feel very differently about money, depending on their costs, debts, safety net, habits and expectations. This page looks at money as a part of life that can bring security and choice, or worry and conflict, and at what research suggests about spending in ways that make life better. It offers general reflection, not personal financial advice.',
    covers: [
      'Covering everyday costs without constant worry',
      'Having a buffer for unexpected expenses',
      'Debt and how manageable it feels',
      'Saving and planning for future goals',
      'How you spend, and whether it reflects what you value',
      'How you talk about money with a partner, with family or with yourself',
    ],
    signsOfBalance: [
      'You know roughly what comes in, what goes out and what is left',
      'An unexpected bill would be inconvenient but not a crisis',
      'You can spend on things you value without guilt',
      'You have at least a rough plan for the next few years',
      'Money can be discussed at home without blame',
    ],
    signsOfStrain: [
      'You avoid checking your balance or opening letters about money',
      'Debt feels as if it is growing or out of your control',
      'Money worries affect your sleep, mood or relationships',
      'You regularly run out of money before the end of the month',
      'You often regret purchases or spend to cope with stress',
    ],
    research: [
      {
        finding:
          'The US Consumer Financial Protection Bureau defines financial well-being as having control over day-to-day finances, the capacity to absorb a financial shock, being on track to meet financial goals, and the freedom to make choices that let you enjoy life. The definition emphasizes security and freedom, now and in the future, rather than income alone.',
        sources: ['Consumer Financial Protection Bureau (2015)'],
        evidence: 'government research report based on interviews with consumers and experts',
      },
      {
        finding:
          "An analysis of more than 450,000 US survey responses found that people's evaluation of their lives rose steadily with income, while day-to-day emotional well-being appeared to level off above an annual income of about $75,000. A later joint reanalysis of different data found that for most people everyday happiness kept rising with income, with a plateau only among the least happy. The first study also found that low income makes misfortunes such as illness, divorce or being alone more emotionally painful.",
        sources: ['Kahneman & Deaton (2010)', 'Killingsworth, Kahneman & Mellers (2023)'],
        evidence: 'large survey and experience-sampling studies, reanalyzed in an adversarial collaboration',
      },
      {
        finding:
          'In a small experiment, people given $5 or $20 to spend on someone else by the end of the day were happier that evening than those told to spend it on themselves, whatever the amount. Separate surveys of over 6,000 people in four countries found that those who spent money to buy themselves time, for example by paying for help with disliked chores, reported greater life satisfaction.',
        sources: ['Dunn, Aknin & Norton (2008)', 'Whillans et al. (2017)'],
        evidence: 'small experiment, large surveys and a field experiment',
      },
    ],
    reflectionQuestions: [
      'How do you feel, in your body, when you think about your finances?',
      "What would an unexpected bill the size of a month's rent mean for you right now?",
      'Which of your recent purchases brought you lasting satisfaction, and which did not?',
      'What did you learn about money growing up, and does it still serve you?',
      'What would you do differently if money felt a little less tight, or a little less important?',
    ],
  },

  'physical-health': {
    title: 'Physical Health',
    descriptor: 'Energy, fitness, sleep and how your body feels day to day',
    metaDescription:
      'Reflect on your physical health: energy, sleep, movement and everyday well-being. Signs of balance and strain, research-based guidance and questions.',
    intro:
      'Physical health is the ground the rest of life stands on. It covers how you sleep, move, eat and recover, how much energy you have, and how you live with any illness, disability or pain. Bodies and circumstances differ, so this page is not about meeting an ideal but about noticing how satisfied you are with your health and what small changes might help. It is general information, not medical advice: for symptoms or concerns, please talk with a doctor or another health professional.',
    covers: [
      'Energy levels through the day',
      'Sleep: how long, how well and how regularly',
      'Movement, fitness and strength',
      'Eating and drinking habits',
      'Living with illness, pain, disability or long-term conditions',
      'Check-ups and looking after your health before problems arise',
    ],
    signsOfBalance: [
      'You usually wake up feeling reasonably rested',
      'Movement is a regular part of your week, in a form you enjoy',
      'You have enough energy for the things that matter to you',
      'You notice early signals from your body and respond to them',
      'You feel you are looking after any health conditions as well as you can',
    ],
    signsOfStrain: [
      'You often rely on caffeine, sugar or screens to push through tiredness',
      'You regularly sleep less than seven hours or wake up unrefreshed',
      'Most days involve long hours of sitting with little movement',
      'You have been putting off getting a symptom or worry checked',
      'Pain, illness or exhaustion keep you from things you value',
    ],
    research: [
      {
        finding:
          "The World Health Organization's 2020 guidelines advise adults to do 150 to 300 minutes of moderate-intensity activity, or 75 to 150 minutes of vigorous activity, each week, plus muscle-strengthening activities on two or more days. They also advise sitting less, and stress that some activity is better than none.",
        sources: ['World Health Organization (2020)', 'Bull et al. (2020)'],
        evidence: 'international guideline based on systematic reviews of the evidence',
      },
      {
        finding:
          'A panel of the American Academy of Sleep Medicine and the Sleep Research Society reviewed the evidence and concluded that adults should regularly sleep seven or more hours a night. Regularly sleeping less was associated with problems including weight gain, high blood pressure, depression and impaired performance.',
        sources: ['Watson et al. (2015)'],
        evidence: 'expert consensus statement based on a review of the evidence',
      },
      {
        finding:
          'A meta-analysis of 49 prospective studies following more than 260,000 people found that those with higher levels of physical activity were less likely to develop depression later on. The link held for young people, adults and older adults and across world regions, though observational studies cannot rule out every other explanation.',
        sources: ['Schuch et al. (2018)'],
        evidence: 'meta-analysis of 49 prospective cohort studies',
      },
    ],
    reflectionQuestions: [
      'What does your body most often ask for that you tend to ignore?',
      "How do you feel after a typical night's sleep, and what gets in the way of better rest?",
      'What kinds of movement have you enjoyed in your life, and could any of them come back in a small form?',
      'Which symptom or check-up have you been putting off, and what would help you book it?',
      'What would you like your health to let you do ten years from now?',
    ],
  },

  'emotional-wellbeing': {
    title: 'Emotional Well-Being',
    descriptor: "Calm, resilience and how you meet life's ups and downs",
    metaDescription:
      'Explore emotional well-being: handling stress, naming feelings and recovering from hard days. Research on writing, gratitude and self-compassion.',
    intro:
      'Emotional well-being is not about being happy all the time. It is about how you experience and handle the whole range of feelings: whether stress passes or piles up, whether you can name what you feel, and whether you have ways, and people, to help you recover. This page offers ideas drawn from well-studied approaches such as expressive writing, gratitude and self-compassion. It is not a diagnosis or a substitute for care: if low mood, anxiety or distress has lasted for weeks or feels overwhelming, please talk with a doctor, counselor or mental health professional, and in a crisis contact emergency services or a crisis line.',
    covers: [
      'Your general mood and how often you feel calm, content or joyful',
      'How you handle stress, worry and pressure',
      'Noticing, naming and expressing feelings',
      'Bouncing back after setbacks and disappointments',
      'How you talk to yourself, especially when things go wrong',
      'Having people you can turn to when things are hard',
    ],
    signsOfBalance: [
      'You can usually name what you are feeling and why',
      'Difficult emotions come and go rather than taking over for days',
      'You have a few reliable ways to calm down or lift your mood',
      'You can be kind to yourself after a mistake',
      'There is at least one person you can be honest with about how you feel',
    ],
    signsOfStrain: [
      'You feel tense, flat or on edge most days',
      'Worries keep replaying, especially at night',
      'You keep feelings to yourself because sharing seems pointless or risky',
      'Small things trigger big reactions you later regret',
      'You have lost interest in things you used to enjoy or feel hopeless, which is a good reason to talk with a professional',
    ],
    research: [
      {
        finding:
          'In expressive writing studies, people write about their deepest thoughts and feelings on a difficult experience for 15 to 20 minutes on a few days. Early studies reported benefits such as fewer visits to the doctor, and a later meta-analysis of 146 studies confirmed a positive but small average effect.',
        sources: ['Pennebaker (1997)', 'Frattaroli (2006)'],
        evidence: 'review of experiments plus a meta-analysis of 146 studies',
      },
      {
        finding:
          'People who briefly listed things they were grateful for once a week for ten weeks felt better about their lives as a whole than people who listed hassles or neutral events. A later meta-analysis found that gratitude exercises do help, but modestly, and no more than other well-designed positive activities.',
        sources: ['Emmons & McCullough (2003)', 'Davis et al. (2016)'],
        evidence: 'experiments plus a later meta-analysis',
      },
      {
        finding:
          'Kristin Neff describes self-compassion as treating yourself with the kindness you would offer a friend, remembering that struggle is part of being human, and holding painful feelings in balanced awareness. A meta-analysis found that people higher in self-compassion tend to report substantially less depression, anxiety and stress, although these studies show links rather than cause.',
        sources: ['Neff (2003)', 'MacBeth & Gumley (2012)'],
        evidence: 'theoretical paper plus a meta-analysis of correlational studies',
      },
    ],
    reflectionQuestions: [
      'Which emotion do you find hardest to feel or show, and where did you learn that?',
      'What usually helps you recover after a hard day, and how often do you make room for it?',
      'How do you speak to yourself when you make a mistake, and would you speak that way to a friend?',
      'Who knows how you are really doing right now?',
      'What would you like to feel more of in an ordinary week?',
    ],
  },

  family: {
    title: 'Family',
    descriptor: 'Closeness, support and time with the people you call family',
    metaDescription:
      'Reflect on family relationships, by birth or by choice: closeness, support, conflict and care. Signs of balance and strain, research and questions.',
    intro:
      'Family can be the source of our deepest support and our most tangled feelings, sometimes both at once. This domain covers whoever you count as family: parents, children, siblings, relatives, step-family and chosen family. Every family is different, so a high score does not require a picture-perfect family, and a low score can reflect loss, distance or hard circumstances as much as anything you did. The aim is to notice what you have, what you miss, and what small steps might help.',
    covers: [
      'Relationships with parents, children, siblings and other relatives',
      'Chosen family: people who feel like family without being related',
      'Time together, traditions and shared rituals',
      'Support in both directions, including caring responsibilities',
      'How disagreements and old hurts are handled',
      'Boundaries, and the balance between family and the rest of life',
    ],
    signsOfBalance: [
      'You can be yourself with at least some family members',
      'Disagreements happen but do not break the connection for long',
      'Help flows in more than one direction',
      'You share time that is enjoyable, not only obligations',
      'You feel free to set limits without losing love',
    ],
    signsOfStrain: [
      'Family contact leaves you drained, anxious or feeling small',
      'Old conflicts keep resurfacing without repair',
      'You carry most of the caring or organizing load alone',
      'You feel lonely even when you are with family',
      'You feel unsafe at home, in which case please contact local support services or a helpline',
    ],
    research: [
      {
        finding:
          'The Harvard Study of Adult Development has followed hundreds of men since 1938, and later their wives and children. Its directors report that the people who were most satisfied in their relationships at age 50 tended to be the healthiest at age 80, and that the quality of close relationships mattered more than their number.',
        sources: ['Waldinger & Schulz (2023)'],
        evidence: 'long-running cohort study spanning more than 80 years',
      },
      {
        finding:
          "A review of research on social relationships and health concluded that relationships, family ties included, influence health through behavior, mood and the body's stress responses. It also stressed that relationships can harm as well as help: conflict-ridden ties and heavy caregiving can take a real toll.",
        sources: ['Umberson & Montez (2010)'],
        evidence: 'review of research',
      },
      {
        finding:
          'A meta-analysis of 84 studies found that people caring for a frail older relative reported more stress and depression and lower well-being than people who were not caregivers, with smaller differences in physical health. The differences were larger for people caring for someone with dementia.',
        sources: ['Pinquart & Sörensen (2003)'],
        evidence: 'meta-analysis of 84 studies',
      },
    ],
    reflectionQuestions: [
      'Who in your family do you feel most yourself with, and what makes that possible?',
      'What family tradition or ritual would you like to keep, revive or start?',
      'Where does an old hurt still shape how you relate, and what, if anything, would you like to do about it?',
      'How balanced is the giving and receiving of care in your family right now?',
      'What does a healthy amount of closeness with your family look like for you?',
    ],
  },

  friends: {
    title: 'Friends',
    descriptor: 'Friendships where you feel seen, supported and at ease',
    metaDescription:
      'Reflect on your friendships: closeness, time together and support. Signs of balance and strain, research on how friendships grow, and questions to ask.',
    intro:
      'Friends are the family we choose, and in adult life they can quietly slip down the list of priorities. This domain covers your close friendships, the wider circle of people you enjoy, and the time and attention that keep those connections alive. Research suggests friendships matter for health as well as happiness, and that they grow mainly through time spent together. Whether you have a big circle or two trusted people, the question is whether your friendships feel like enough.',
    covers: [
      'Close friends you can confide in and rely on',
      'A wider circle of people you enjoy spending time with',
      'Time together, in person and at a distance',
      'Giving and receiving support',
      'Making new friends after moves, job changes or other transitions',
    ],
    signsOfBalance: [
      'There is someone you could call at a difficult moment',
      'You regularly laugh with people outside your household',
      'The effort in your friendships feels roughly mutual',
      'You keep in touch in small ways even when life is busy',
    ],
    signsOfStrain: [
      'You often feel lonely, even among people',
      'Most of your friendships have faded into occasional likes or messages',
      'You always seem to be the one who makes plans',
      'You have moved or changed life stage and have not found your people yet',
    ],
    research: [
      {
        finding:
          'Two studies, of adults who had recently moved and of new university students, estimated that it takes roughly 50 hours together to go from acquaintance to casual friend, around 90 hours to become friends, and more than 200 hours to become close friends. How the time was spent also mattered: hanging out and everyday talk, such as joking and catching up, helped friendships grow.',
        sources: ['Hall (2019)'],
        evidence: 'two survey studies',
      },
      {
        finding:
          'Across a series of experiments, people consistently underestimated how much others appreciated being contacted out of the blue with a short message or a small gift. The pleasant surprise of being thought of seems to be a large part of why such gestures mean so much.',
        sources: ['Liu et al. (2023)'],
        evidence: 'series of 13 experiments with more than 5,900 participants',
      },
      {
        finding:
          'After conversations with people they had just met, participants consistently underestimated how much their conversation partners liked them and enjoyed their company. The researchers call this the liking gap, and it may hold people back from following up with new acquaintances.',
        sources: ['Boothby et al. (2018)'],
        evidence: 'series of studies in the laboratory and in everyday settings',
      },
    ],
    reflectionQuestions: [
      'Which friends leave you feeling more like yourself after you see them?',
      'Who have you been meaning to get back in touch with, and what is stopping you?',
      'How much of your time with friends is planned, and how much do you leave to chance?',
      'What do you offer your friends, and what do you wish you received more of?',
      'Where could you meet the same people regularly enough for a new friendship to form?',
    ],
  },

  'relationships-love': {
    title: 'Relationships & Love',
    descriptor: 'Intimacy, partnership and the love you give and receive',
    metaDescription:
      'Reflect on love and partnership, or on being single: closeness, communication and trust. Research on what helps relationships thrive, plus questions.',
    intro:
      'This domain is about romantic love and intimacy in whatever form fits your life: a long partnership, a new relationship, dating, or being single by choice or by circumstance. It covers feeling close, understood and desired, communicating honestly, and handling conflict in ways that build trust rather than wear it down. Being single is not a low score in itself; the question is how satisfied you are with this part of your life as it is now.',
    covers: [
      'Closeness, affection and feeling understood',
      'Communication, including how conflict is handled',
      'Trust, commitment and feeling safe',
      'Physical intimacy and desire',
      'Shared fun, growth and plans for the future',
      'Dating, being single and your relationship with yourself',
    ],
    signsOfBalance: [
      'You feel you can be honest and still be loved',
      'Arguments end with some repair, not just silence',
      "You still enjoy each other's company and laugh together",
      "You are genuinely interested in each other's lives",
      'If you are single, you feel at peace or hopeful rather than anxious',
    ],
    signsOfStrain: [
      'Conversations are mostly about logistics',
      'Criticism, contempt or defensiveness often show up in disagreements',
      'You feel lonely inside the relationship',
      'You hold back needs or feelings to avoid conflict',
      'You feel afraid of your partner, in which case please contact a domestic abuse helpline or a local support service',
    ],
    research: [
      {
        finding:
          'Drawing on decades of observing couples, John Gottman describes how partners constantly make small bids for attention and affection, and how happier couples tend to turn toward these bids rather than away. He also identifies criticism, contempt, defensiveness and stonewalling as conflict patterns that predict trouble, and successful repair attempts as a protective habit.',
        sources: ['Gottman & Silver (1999)', 'Gottman & DeClaire (2001)'],
        evidence: 'books summarizing long-term observational studies of couples',
      },
      {
        finding:
          'In surveys and laboratory experiments, couples who did novel and exciting activities together reported greater relationship satisfaction than couples who did pleasant but familiar things. The researchers link this to the sense of growth and discovery that new shared experiences bring.',
        sources: ['Aron et al. (2000)'],
        evidence: 'surveys plus laboratory experiments with couples',
      },
      {
        finding:
          'A meta-analysis of 126 studies found that better marital quality was linked to better physical health, including a lower risk of death. The effects were small, similar in size to the links between health and everyday habits such as diet.',
        sources: ['Robles et al. (2014)'],
        evidence: 'meta-analysis of 126 studies with more than 72,000 people',
      },
    ],
    reflectionQuestions: [
      'When do you feel most loved, and does the person you love know that?',
      'How do you and your partner repair after an argument, or how would you like to?',
      'What small bids for connection do you make, and how are they usually received?',
      'If you are single, what do you want from love, and what do you want from this single season?',
      'What new experience could you share with someone you love in the next month?',
    ],
  },

  'community-giving': {
    title: 'Community & Giving',
    descriptor: 'Belonging, contributing and making a difference for others',
    metaDescription:
      'Reflect on community and giving: belonging, volunteering, kindness and contribution. Research on giving and well-being, and questions to ask yourself.',
    intro:
      'Community is the web of people and places beyond your home and close friends: neighbors, local groups, faith or cultural communities, causes you support, and the strangers you share daily life with. Giving covers the time, money, skills and small kindnesses you offer. Both are ways of feeling part of something larger, and research suggests they can benefit the giver as well as the receiver. Contribution looks different in every life, so there is no fixed amount that counts.',
    covers: [
      'A sense of belonging where you live, work or worship',
      'Volunteering and active involvement in groups or causes',
      'Giving money or resources to people or causes you care about',
      'Everyday kindness to neighbors, colleagues and strangers',
      'Civic life: local decisions, voting and speaking up for others',
    ],
    signsOfBalance: [
      'You know some people in your neighborhood or local area by name',
      'You contribute in a way that fits your values and your capacity',
      'Giving feels freely chosen rather than guilty or obligatory',
      'You feel part of at least one group larger than your household',
    ],
    signsOfStrain: [
      'You feel anonymous where you live',
      'You want to contribute but do not know where to start',
      'You give so much to causes or groups that you feel depleted or resentful',
      'News about the world leaves you feeling helpless rather than involved',
    ],
    research: [
      {
        finding:
          'A meta-analysis of 27 experiments found that performing acts of kindness, from helping others to small random acts, gave a small-to-medium boost to the well-being of the person being kind. The effect did not seem to depend on who performed the kindness or on the kind of act.',
        sources: ['Curry et al. (2018)'],
        evidence: 'meta-analysis of 27 experiments',
      },
      {
        finding:
          'Survey data from 136 countries showed that people who had recently donated to charity reported greater life satisfaction in most countries, poor and rich alike. Experiments in several countries found that spending on others led to more happiness than spending on oneself.',
        sources: ['Aknin et al. (2013)'],
        evidence: 'worldwide survey plus experiments in several countries',
      },
      {
        finding:
          'Robert Putnam documented a broad decline in American civic life over the late twentieth century, from membership of clubs and associations to having friends over for dinner. He argued that these networks of trust and reciprocity, which he called social capital, help both communities and individuals thrive.',
        sources: ['Putnam (2000)'],
        evidence: 'book drawing on decades of US survey data',
      },
    ],
    reflectionQuestions: [
      'Where do you feel you belong beyond your home and close friends?',
      'What cause or group would you be proud to give your time to?',
      'How does giving feel to you right now: energizing, neutral or draining?',
      'What skills or resources do you have that people near you could use?',
      'Who in your community do you see often but have never really talked to?',
    ],
  },

  'fun-recreation': {
    title: 'Fun & Recreation',
    descriptor: 'Play, hobbies and the moments when you lose track of time',
    metaDescription:
      'Reflect on fun and recreation: play, hobbies, rest and absorbing activities. Research on flow, leisure and recovery, and questions to bring back joy.',
    intro:
      'Fun is easy to treat as optional, the thing you get to once everything else is done. Yet play, hobbies and genuine rest are how people recharge, express themselves and connect, and research links them to well-being. This domain covers whatever makes you lose track of time: sport, music, making things, games, travel, reading or doing nothing on purpose. The question is whether you have enough of it, and whether your leisure actually refreshes you.',
    covers: [
      'Hobbies and activities you do purely for enjoyment',
      'Play, humor and spontaneity',
      'Rest and recovery that actually refresh you',
      'Creative pursuits, sport, games, culture and travel',
      'Shared fun with friends, family or a partner',
    ],
    signsOfBalance: [
      'You have at least one activity that absorbs you completely',
      'Free time appears regularly in your week, not only on holidays',
      'You can switch off from work and duties when you rest',
      'You are looking forward to something in the coming days',
    ],
    signsOfStrain: [
      'Most of your free time goes to scrolling or watching without real enjoyment',
      'You cannot remember the last time you played or laughed hard',
      'Hobbies you loved have quietly disappeared',
      'Rest makes you feel guilty, or you fill every free moment with tasks',
      'You rely on holidays to recover, and the effect fades soon after you return',
    ],
    research: [
      {
        finding:
          'Flow is the state of complete absorption in an activity, when challenge and skill are well matched, goals are clear and feedback is immediate. People describe such moments as among the most satisfying in their lives, and they arise more often in active pursuits such as sport, music and craft than in passive leisure such as watching television.',
        sources: ['Csikszentmihalyi (1990)'],
        evidence: 'book summarizing decades of research, including experience-sampling studies',
      },
      {
        finding:
          'Research on recovery identifies four experiences that help people recharge after work: mentally detaching from work, relaxing, mastering new challenges in free time, and having control over how that time is spent. These recovery experiences are linked with less exhaustion and better well-being.',
        sources: ['Sonnentag & Fritz (2007)'],
        evidence: 'questionnaire studies with several samples of employees',
      },
      {
        finding:
          'Analyses of data from more than 35,000 Americans found that having too little free time was linked to lower well-being, largely through stress, but that more free time was not always better. When people had a great deal of it, spending it on productive or purposeful activities helped keep well-being up.',
        sources: ['Sharif, Mogilner & Hershfield (2021)'],
        evidence: 'two large survey datasets plus two experiments',
      },
    ],
    reflectionQuestions: [
      'What did you love doing as a child that you rarely do now?',
      'When did you last lose track of time, and what were you doing?',
      'Which of your leisure activities leave you refreshed, and which leave you flat?',
      'What would you do with a free Saturday if nothing at all was expected of you?',
      'Who do you have the most fun with, and when did you last see them?',
    ],
  },

  'physical-environment': {
    title: 'Physical Environment',
    descriptor: 'A home and surroundings that feel calm, safe and your own',
    metaDescription:
      'Reflect on your physical environment: home, workspace, neighborhood and nature. Research on nature, clutter and surroundings, and questions to ask.',
    intro:
      'Your surroundings are with you every hour of the day. Your home, your workspace, your neighborhood, the light and noise you live with, and how easily you can get outside all shape mood, focus and rest, often without your noticing. This domain invites you to look at your spaces with fresh eyes and ask whether they support the life you want. Some things, such as where you can afford to live, may be hard to change, but small changes within your reach still count.',
    covers: [
      'Your home: comfort, safety, order and how it feels to be there',
      'Your workspace or study space',
      'Your neighborhood, your commute and local amenities',
      'Light, noise, air and temperature',
      'Access to nature, parks, water or green views',
      'Possessions, clutter and how easy it is to find things',
    ],
    signsOfBalance: [
      'You feel relief or calm when you come home',
      'There is at least one space where you can focus or rest undisturbed',
      'You spend some time outdoors most weeks',
      'Your things mostly have a place and support what you do',
      'Your surroundings reflect something of who you are',
    ],
    signsOfStrain: [
      'You feel tense, restless or stuck when you are at home',
      'Clutter or unfinished jobs nag at you every day',
      'Noise, poor light or cramped space affect your sleep or focus',
      'You rarely see greenery or spend time outside',
      'Your commute or neighborhood drains energy you need elsewhere',
    ],
    research: [
      {
        finding:
          'Attention restoration theory proposes that focused attention tires with use, and that natural settings help it recover because they hold attention gently and without effort. This offers one explanation for why time among trees, water or green views often leaves people feeling clearer.',
        sources: ['Kaplan (1995)'],
        evidence: 'theoretical paper integrating earlier research',
      },
      {
        finding:
          'In a study of 30 dual-earner couples, wives who described their homes with more words about clutter and unfinished projects showed a less healthy daily pattern of the stress hormone cortisol and more depressed mood over the day. The study was small and correlational, and the pattern appeared mainly among the women.',
        sources: ['Saxbe & Repetti (2010)'],
        evidence: 'small correlational study of 60 people',
      },
      {
        finding:
          'In an experiment, people who took a 90-minute walk in a natural area reported less rumination, meaning repetitive negative thinking, than people who walked along a busy urban road. Brain scans also showed reduced activity in a region linked to rumination after the nature walk.',
        sources: ['Bratman et al. (2015)'],
        evidence: 'single experiment',
      },
    ],
    reflectionQuestions: [
      'Which room or spot makes you feel most at ease, and why?',
      'What in your surroundings drains you every day without your really noticing?',
      'How much time did you spend outdoors last week, and how did you feel afterward?',
      'If you could change one thing about where you live or work, what would it be?',
      'What do your surroundings say about what you value, and is that what you want them to say?',
    ],
  },

  'personal-growth': {
    title: 'Personal Growth',
    descriptor: 'Learning, curiosity and becoming who you want to be',
    metaDescription:
      'Reflect on personal growth: learning, skills, self-understanding and becoming who you want to be. Research on practice, mindset and habits, plus questions.',
    intro:
      'Personal growth is the sense that you are still learning, developing and becoming more fully yourself. It can mean building a skill, reading and studying, working on a habit, understanding your own patterns, or stretching into things that scare you a little. Growth rarely happens in a straight line, and it does not need to be dramatic. This domain asks whether you feel you are moving in a direction you care about.',
    covers: [
      'Learning new knowledge and skills, formally or informally',
      'Self-awareness and understanding your own patterns',
      'Building habits that support who you want to be',
      'Taking on challenges and stepping outside your comfort zone',
      'Feedback, reflection and learning from setbacks',
    ],
    signsOfBalance: [
      'You can name something you are better at than a year ago',
      'You are curious about at least one topic or skill right now',
      'Setbacks feel like information rather than proof that you cannot do it',
      'You make regular time for learning, even if it is small',
    ],
    signsOfStrain: [
      'Each year feels much like the last',
      'You avoid trying things you might not be good at',
      'You start self-improvement projects but rarely sustain them',
      'Growth feels like pressure to fix yourself rather than curiosity',
    ],
    research: [
      {
        finding:
          'Ericsson and colleagues found that the best student violinists at a Berlin music academy had accumulated far more hours of deliberate practice, meaning focused work on specific weaknesses with feedback, than less accomplished peers. A later meta-analysis found that practice matters but explains a smaller share of differences in performance than often claimed, more in games, music and sport than in education and professions.',
        sources: ['Ericsson, Krampe & Tesch-Römer (1993)', 'Macnamara, Hambrick & Oswald (2014)'],
        evidence: 'study of musicians plus a meta-analysis of 88 studies',
      },
      {
        finding:
          "Carol Dweck's work popularized the idea that believing abilities can grow, a growth mindset, helps people persist. Large meta-analyses have since found that mindset interventions have small average effects on achievement, somewhat larger for students facing disadvantage, so the idea is useful but not a cure-all.",
        sources: ['Dweck (2006)', 'Sisk et al. (2018)'],
        evidence: 'book plus two meta-analyses; effects are debated',
      },
      {
        finding:
          'When 96 volunteers repeated a new daily behavior in the same context, it took a median of 66 days for it to feel automatic, with a wide range from 18 to 254 days. Missing a single day did not seriously set the process back.',
        sources: ['Lally et al. (2010)'],
        evidence: 'longitudinal study of 96 volunteers',
      },
    ],
    reflectionQuestions: [
      'What have you learned in the past year that you are proud of?',
      'What would you try if you were not worried about being bad at it at first?',
      'Which habit, if you built it, would make the biggest difference to the rest of your wheel?',
      'How do you usually respond to setbacks, and how would you like to respond?',
      'Who do you know who keeps growing, and what could you learn from how they do it?',
    ],
  },

  spirituality: {
    title: 'Spirituality',
    descriptor: 'Meaning, values and a sense of something larger than yourself',
    metaDescription:
      'Reflect on spirituality, religious or not: meaning, purpose and what connects you to something larger. Research on purpose, awe and mindfulness.',
    intro:
      'Spirituality means different things to different people. For some it is faith, prayer and a religious community; for others it is nature, art, meditation, values or a quiet sense of connection to something larger than themselves. This domain is about meaning and purpose in whatever form fits you, and whether you have ways to touch them in everyday life. There is no right answer here, and the questions below are meant for people of any belief or none.',
    covers: [
      'A sense of meaning and purpose in your life',
      'Faith, religious practice or a spiritual tradition, if you have one',
      'Values that guide your choices',
      'Practices such as prayer, meditation, reflection or time in nature',
      'Moments of awe, gratitude and connection to something larger',
      'Community with others who share your sense of meaning',
    ],
    signsOfBalance: [
      'You can describe what gives your life meaning',
      'Your daily choices feel broadly in line with your values',
      'You have a practice or place that helps you feel grounded',
      'Hard times feel painful but not meaningless',
      'You experience moments of awe or wonder from time to time',
    ],
    signsOfStrain: [
      'Life feels like a series of tasks with no deeper point',
      'You act against your values more often than you would like',
      'Beliefs that once sustained you no longer fit, and nothing has replaced them',
      'You rarely have a quiet moment to reflect',
    ],
    research: [
      {
        finding:
          'In a US study that followed adults for 14 years, people who reported a stronger sense of purpose in life were less likely to die during follow-up, even after accounting for other aspects of well-being. The link held for younger, middle-aged and older adults alike.',
        sources: ['Hill & Turiano (2014)'],
        evidence: 'long-running cohort study',
      },
      {
        finding:
          'Awe is the feeling of encountering something vast that stretches your understanding, whether in nature, art or human goodness. In experiments, people who were led to feel awe, for example by gazing up at a grove of very tall trees, went on to behave more helpfully and generously toward others.',
        sources: ['Keltner & Haidt (2003)', 'Piff et al. (2015)'],
        evidence: 'conceptual paper plus a series of five experiments',
      },
      {
        finding:
          'A review of 47 randomized trials found that mindfulness meditation programs led to small to moderate improvements in anxiety, depression and pain. The programs were not shown to work better than other active approaches, such as exercise.',
        sources: ['Goyal et al. (2014)'],
        evidence: 'systematic review and meta-analysis of 47 trials',
      },
    ],
    reflectionQuestions: [
      'What gives your life meaning right now, even on ordinary days?',
      'When did you last feel awe, and what brought it on?',
      'Which of your values are you living out fully, and which are waiting for more room?',
      'What practice, place or community helps you feel grounded?',
      'What question about life are you carrying at the moment?',
    ],
  },
};
