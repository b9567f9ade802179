import type { DefaultDomainId } from '@lifewheel/wheel';
import type { DomainInsight } from '../types.js';

// Results-page insights for the 12 default domains. The band is that of the person's CURRENT
// score (high 8-10, mid 5-7, low 1-4). Every cited finding follows the content guide's honesty
// rules: real studies only, described no more strongly than the evidence allows.
export const insights: Record<DefaultDomainId, DomainInsight> = {
  'career-vocation': {
    about:
      'This domain is about the work you do, paid or unpaid, and how well it fits who you are: whether it uses your strengths, gives you some say, and feels worth the hours it takes. It also covers direction, the sense that your working life is heading somewhere you want to go.',
    research: {
      finding:
        'Self-determination theory proposes that people thrive when three basic needs are met: autonomy (some choice over what you do and how), competence (feeling capable and improving) and relatedness (feeling connected to the people around you). Studies in workplaces and elsewhere link the satisfaction of these needs with stronger motivation and greater well-being.',
      sources: ['Deci & Ryan (2000)'],
      evidence: 'theoretical review drawing on decades of laboratory and field studies',
    },
    bands: {
      high: {
        reflect:
          'A score this high might mean your work currently gives you a good mix of challenge, choice and people you like working with. It often shows that what you do during the day lines up reasonably well with what you care about. It can also be a good moment to notice what is making it work, so you can protect it when things change.',
        nextSteps: [
          'Write down the two or three parts of your work that give you the most energy, and note one way to keep each of them in your calendar next month.',
          'Tell a colleague or manager specifically what has been working well for you; naming it makes it easier to protect.',
          'Offer an hour this week to help someone earlier in their career with something you are good at.',
        ],
        coachingQuestion:
          'What would you want to be true about your work in five years that is only partly true today?',
      },
      mid: {
        reflect:
          'A middle score often means work is fine on most days but not quite where you want it: perhaps the tasks are manageable but no longer stretch you, or the job pays the bills without feeling like yours. You might notice that one part drains you more than the rest. That is useful information, because small changes to how you do a job can shift how it feels.',
        nextSteps: [
          'For three working days, mark each task as energizing, neutral or draining, then look for the pattern at the end of the week.',
          'Pick one draining task and try one job-crafting change: do it differently, do it with someone else, or remind yourself who it ultimately helps.',
          'Book 30 minutes to ask someone whose work you admire how they shaped their role over time.',
        ],
        coachingQuestion:
          'If you could redesign one part of your current role without changing jobs, what would you change first, and why does it matter to you?',
      },
      low: {
        reflect:
          'A low score might reflect work that feels draining, insecure or far from what you care about, or it might mean you are between jobs, studying or caring for others and missing a sense of direction. It often comes with a tiredness that spills into the rest of life. Whatever lies behind it, a low score is a signal worth taking seriously, not a judgment of you.',
        nextSteps: [
          'Write one sentence on what drains you most about work right now and one on what you would miss if it were gone; the difference often points to what to change.',
          'Choose one small boundary you can hold this week, such as a fixed finishing time on two days or no work messages after a set hour.',
          'Ask one person, such as a former colleague, a mentor or a career counselor, for a 20-minute conversation about your options.',
        ],
        coachingQuestion:
          'What is one thing about your working life that you are no longer willing to accept, and what would be a first small step away from it?',
      },
    },
  },

  'financial-wellbeing': {
    about:
      "Financial well-being is less about how much you earn and more about how you feel about money: whether you can cover today's needs, absorb a surprise bill and make choices that matter to you. It includes the habits, plans and conversations that shape that feeling.",
    research: {
      finding:
        'A review of happiness research suggests that how people spend money matters as well as how much they have. Spending on experiences rather than things, spending on other people, and choosing many small pleasures over a few big ones tend to bring more lasting satisfaction than most material purchases.',
      sources: ['Dunn, Gilbert & Wilson (2011)'],
      evidence: 'review article summarizing many studies',
    },
    bands: {
      high: {
        reflect:
          'A high score suggests money feels mostly under control: bills are covered, there is probably some buffer, and you can spend on things you value without much worry. It might also mean you have a calm relationship with money, which is not the same as being rich. This can be a good time to check that your money is working for what you care about most.',
        nextSteps: [
          "Look at last month's spending and circle the three purchases that brought you the most lasting enjoyment; notice whether they were experiences, time or things.",
          'Pick one long-term task you tend to postpone, such as checking your pension contributions, writing a will or reviewing insurance, and book a time to look at it.',
          'Plan one small act of generosity this week, such as treating a friend or giving to a cause you care about.',
        ],
        coachingQuestion:
          'Beyond security, what do you want your money to make possible in your life over the next few years?',
      },
      mid: {
        reflect:
          'A middle score often means you are getting by but not feeling entirely settled: perhaps there is little left at the end of the month, a debt in the background, or a sense that you should be more organized than you are. You might feel fine day to day yet uneasy about the future. A little more clarity often eases that unease more than people expect.',
        nextSteps: [
          'Write your fixed monthly costs and your take-home pay on one page, so you know your real margin.',
          'Set up an automatic transfer on payday, however small, into a separate savings pot.',
          'Cancel or pause one subscription or regular cost you no longer value.',
        ],
        coachingQuestion:
          'What would having enough look like for you, both in numbers and in how your days would feel?',
      },
      low: {
        reflect:
          'A low score might reflect real pressure: bills that are hard to meet, debt that keeps growing, uncertain income, or dread about opening your banking app. Money worries often spread into sleep, relationships and health, so it makes sense if this area feels heavy. You are not alone in this, and free help is often available.',
        nextSteps: [
          'List every bill and debt with its amount and due date on one sheet; seeing the whole picture is usually less frightening than guessing.',
          'Contact a free, independent debt or money advice service in your country and ask what support they offer.',
          'Choose the most urgent payment and contact that company before the due date to ask about payment options.',
        ],
        coachingQuestion:
          'What is one money conversation you have been avoiding, and what might change if you had it this month?',
      },
    },
  },

  'physical-health': {
    about:
      'Physical health covers how your body feels and works day to day: energy, sleep, movement, eating, and how you live with any illness or pain. It is shaped by habits, circumstances and genes, so your score reflects how satisfied you are, not how disciplined you are.',
    research: {
      finding:
        'A pooled analysis of 15 cohort studies with about 47,000 adults found that more daily steps were linked to a lower risk of dying during follow-up. The benefit leveled off at around 6,000 to 8,000 steps a day for adults aged 60 and over and 8,000 to 10,000 for younger adults, so 10,000 is not a magic number, and for people who walked little, even modest increases were linked to lower risk.',
      sources: ['Paluch et al. (2022)'],
      evidence: 'meta-analysis of 15 cohort studies (observational)',
    },
    bands: {
      high: {
        reflect:
          'A high score might mean your body mostly feels like an ally: you sleep reasonably well, move regularly and have energy for what matters to you. It often reflects routines that have become automatic. The main task now may be keeping those routines resilient when life gets busy.',
        nextSteps: [
          'Write down the two habits that most keep you well, and decide what the minimum version of each would be in a chaotic week.',
          'Add one kind of movement you do less of, such as strength, balance or stretching, for ten minutes on two days this week.',
          'Book the routine check-up, screening or dental appointment you have been meaning to schedule.',
        ],
        coachingQuestion:
          'What do you want your body to let you do at 75, and what in your routine today is already building toward that?',
      },
      mid: {
        reflect:
          'A middle score often means some things are working and others have slipped: perhaps you move but sleep poorly, or eat well but rarely get outside. You might feel broadly fine yet notice energy dips, stiffness or stress showing up in your body. Small, specific changes tend to stick better here than big overhauls.',
        nextSteps: [
          'Keep a simple note for five days: bedtime, wake time and your energy from 1 to 10 each afternoon.',
          'Attach a ten-minute walk to something you already do every day, such as finishing lunch or the school run.',
          'Plan one meal ahead this week so that it includes vegetables and protein, instead of relying on whatever is quickest.',
        ],
        coachingQuestion:
          'Which one change would most improve how you feel on an ordinary Tuesday, and what has made it hard to start?',
      },
      low: {
        reflect:
          'A low score might reflect pain, illness, exhaustion, or simply feeling out of touch with your body after a hard stretch. It often makes everything else on the wheel harder too. Please be kind to yourself about it, and if the score reflects symptoms, pain or changes that worry you, talking with a doctor or another health professional is a sensible first step.',
        nextSteps: [
          'If something has been bothering you, book an appointment with a doctor or nurse this week and write your questions down beforehand.',
          'Choose the gentlest possible start: a five-minute walk, a few stretches, or going to bed 20 minutes earlier on three nights.',
          'Ask one person to help with one specific thing, such as joining you for a walk or cooking a meal together.',
        ],
        coachingQuestion:
          'What would be a realistic sign, a week from now, that you have started taking care of your body again?',
      },
    },
  },

  'emotional-wellbeing': {
    about:
      'Emotional well-being is about how you feel most of the time and how you handle the feelings that come: stress, sadness, anger, worry and joy. It is not about always feeling good, but about having room for the full range of emotions and ways to recover from the hard ones.',
    research: {
      finding:
        'In a laboratory experiment, people asked to watch an upsetting film with a detached, analytical attitude felt less disgust than people who simply watched it, while those told to hide their feelings showed less outward emotion but more physiological arousal. Changing how you think about a situation, called reappraisal, has since become one of the most studied ways of managing emotions.',
      sources: ['Gross (1998)'],
      evidence: 'laboratory experiment, later supported by many studies',
    },
    bands: {
      high: {
        reflect:
          'A high score suggests you often feel steady: you notice your emotions, can name them, and usually find your way back after a difficult day. It might also mean you have people or practices that help you work through what happens. Knowing what supports you now is valuable for the harder seasons that come to everyone.',
        nextSteps: [
          'Write down the three things that most reliably help you recover after a hard day, and keep the list somewhere you will see it.',
          'For five evenings, note one thing that went well that day and why it went well.',
          'Ask someone close to you how they are really doing, and listen without trying to fix anything.',
        ],
        coachingQuestion:
          'What have the hard times you got through taught you about yourself, and how do you want to use it?',
      },
      mid: {
        reflect:
          'A middle score often means you cope, but with effort: stress might linger, worries might replay at night, or you may be holding things in rather than working through them. You might have good days and flat days without quite knowing why. Noticing the patterns is often the first step to changing them.',
        nextSteps: [
          'Three times a day this week, pause and name what you are feeling in one or two words; putting feelings into words tends to take some of the edge off.',
          'When something upsets you, write down one other way of seeing it, not to deny the feeling but to widen the view.',
          'On two days, set aside 15 minutes to write freely about something that has been weighing on you.',
        ],
        coachingQuestion:
          'What feeling have you been carrying lately that has not had much room, and what does it need from you?',
      },
      low: {
        reflect:
          'A low score might mean you have been feeling sad, anxious, numb or overwhelmed for a while, and that ordinary things take more effort than they used to. That is hard, and it is not a personal failing. If low mood or anxiety has lasted two weeks or more, or is making daily life difficult, please consider talking with a doctor, counselor or other mental health professional; if you ever feel in danger or think about harming yourself, contact emergency services or a crisis line straight away.',
        nextSteps: [
          'Tell one person you trust how you have really been feeling, even if it is only a sentence or two.',
          'Make an appointment with a doctor or counselor, or look up a mental health support line in your country and save the number in your phone.',
          'Pick one very small thing that usually helps a little, such as a short walk, a shower or a phone call, and do it once each day.',
        ],
        coachingQuestion:
          'Who could you let a little closer right now, and what would you want them to know?',
      },
    },
  },

  family: {
    about:
      'This domain covers your relationships with the people you consider family, whether by birth, marriage, adoption or choice: parents, children, siblings and the wider circle. It includes closeness, support, time together, and how conflicts and obligations are handled.',
    research: {
      finding:
        'The Harvard Study of Adult Development has followed its participants, and later their families, since 1938. Its directors report that people with warmer close relationships, family ties among them, tended to stay healthier and happier as they aged.',
      sources: ['Waldinger & Schulz (2023)'],
      evidence: 'long-running cohort study, started in 1938',
    },
    bands: {
      high: {
        reflect:
          'A high score might mean your family relationships feel warm and dependable: you can be yourself, ask for help and get through disagreements without lasting damage. It often reflects years of small efforts on many sides. Good family ties still need tending, especially through changes such as moves, new babies, illness or aging parents.',
        nextSteps: [
          'Tell one family member specifically what they have meant to you lately, in person, by message or in a short note.',
          'Start or revive one small ritual, such as a weekly call, a shared meal or a family photo thread.',
          'Ask an older relative about a story from their life you have never heard, and write down what they tell you.',
        ],
        coachingQuestion:
          'What do you most want your family to remember about the way you showed up for them?',
      },
      mid: {
        reflect:
          'A middle score often means family life has good moments alongside some distance, friction or imbalance: perhaps contact is mostly logistics, one relationship is strained, or you carry more of the load than others. You might love your family and still find time with them tiring. Both can be true, and naming what you would like to be different is a good start.',
        nextSteps: [
          'Pick the family relationship you would most like to improve and write down one thing you appreciate about that person.',
          'Plan half an hour with a family member this week that is not about chores, schedules or problems.',
          'If you carry an unfair share of family tasks, list them and choose one to ask someone else to take on.',
        ],
        coachingQuestion:
          'Which family relationship would make the biggest difference to your life if it became a little easier, and what is your part in that?',
      },
      low: {
        reflect:
          'A low score might reflect conflict, estrangement, loss, loneliness within your family, or the weight of caring for someone. Family pain often runs deep because these relationships are woven into who we are. You get to decide what a healthy level of closeness looks like for you, and sometimes that means building family-like support elsewhere.',
        nextSteps: [
          'Write down what you most need from family right now, such as understanding, practical help, space or peace, without judging it.',
          'If contact is tense, decide on one boundary that protects you, such as a time limit on visits or a topic you will not discuss.',
          'Reach out this week to one person, related or not, who feels like family to you.',
        ],
        coachingQuestion:
          'What kind of family connection do you want in your life, and who, related or not, could be part of it?',
      },
    },
  },

  friends: {
    about:
      'This domain is about your friendships: having people you enjoy, trust and can call on, and the time and energy you give to those connections. It covers both close friends and the wider circle of familiar faces that make life feel less lonely.',
    research: {
      finding:
        'A meta-analysis of 148 studies, together following more than 300,000 people, found that those with stronger social relationships had about a 50 percent greater likelihood of survival over the study periods. The size of the link was comparable to that of well-known risk factors such as smoking, although observational studies like these cannot prove cause and effect.',
      sources: ['Holt-Lunstad, Smith & Layton (2010)'],
      evidence: 'meta-analysis of 148 studies',
    },
    bands: {
      high: {
        reflect:
          'A high score suggests you have friends you enjoy and can count on, and that you make time for them. It might also mean you are good at the quiet work of friendship: remembering, inviting and showing up. Friendships shift with life stages, so this is worth protecting rather than taking for granted.',
        nextSteps: [
          'Send a short message to a friend telling them one specific thing you value about them.',
          'Put a recurring date in your calendar with one close friend, such as a monthly walk or call.',
          'Invite someone on the edge of your circle to join something you are already doing.',
        ],
        coachingQuestion:
          'Which friendships do you want to still have in twenty years, and what will keep them alive?',
      },
      mid: {
        reflect:
          'A middle score often means you have friends but see them less than you would like, or feel the friendships have thinned out under busy lives. Perhaps you are usually the one who reaches out, or you miss having someone you can really talk to. Many people feel this way, especially after moves, new jobs or having children.',
        nextSteps: [
          'Message one friend you have not spoken to in a while, just to say you thought of them; people tend to appreciate this more than we expect.',
          'Turn one regular activity, such as a class, a dog walk or a coffee break, into a shared one with a friend.',
          'In your next conversation with a friend, ask a follow-up question about something they told you last time.',
        ],
        coachingQuestion:
          'What kind of friend do you want to be in this season of your life, and what would that look like this month?',
      },
      low: {
        reflect:
          'A low score might mean you feel lonely, have drifted from old friends, or are somewhere new without a circle yet. That can be painful, and it is more common than people admit. Friendship usually grows through repeated time together, so small, regular contact often matters more than finding one perfect connection.',
        nextSteps: [
          'Choose one recurring group activity, such as a class, club, volunteer shift or team, and go at least twice, since familiarity grows with repetition.',
          'Send one message to an old friend or friendly acquaintance suggesting a specific time to meet or talk.',
          'Say yes to one invitation you would normally decline, and stay for at least half an hour.',
        ],
        coachingQuestion:
          'Where in your week could you see the same people regularly enough for a friendship to have a chance to grow?',
      },
    },
  },

  'relationships-love': {
    about:
      'This domain covers romantic love and intimacy: a current partnership or, if you are single, how you feel about dating, love and being on your own. It includes affection, trust, communication, physical closeness and the feeling of being known.',
    research: {
      finding:
        "How partners respond to each other's good news matters. In a series of studies, people whose partners typically responded with genuine, engaged enthusiasm, known as active-constructive responding, reported more satisfying and trusting relationships than those whose partners responded passively or dismissively.",
      sources: ['Gable et al. (2004)'],
      evidence: 'series of studies including daily diary research',
    },
    bands: {
      high: {
        reflect:
          'A high score might mean your love life feels close, safe and alive, whether that is a partnership that nourishes you or a single life you are genuinely content with. It often reflects trust and good everyday habits of attention. Relationships change over time, so it can help to keep investing even when things are good.',
        nextSteps: [
          'When someone you love shares good news this week, respond with real curiosity: ask questions and let them relive the moment.',
          'Plan something new to do together that neither of you has tried before, or something new for yourself if you are single.',
          'Tell your partner, or someone you love, about one specific thing they did recently that made you feel cared for.',
        ],
        coachingQuestion:
          'What does love need from you in this season of your life that it did not need a few years ago?',
      },
      mid: {
        reflect:
          'A middle score often means things are all right but not as close as you would like: perhaps you and a partner have become busy co-managers of daily life, or, if you are single, you feel unsure about dating or about what you want. You might miss feeling seen, desired or deeply understood. These feelings are common and usually respond to attention.',
        nextSteps: [
          'Put your phone away for 20 minutes with your partner and ask one question you do not already know the answer to.',
          'Notice small bids for attention this week, such as a comment, a touch or a shared joke, and turn toward them rather than away.',
          'If you are single, write down three things you want to feel in a relationship, not only qualities you want in a person.',
        ],
        coachingQuestion:
          'What would help you feel more connected in love, and which part of that is within your reach this week?',
      },
      low: {
        reflect:
          'A low score might reflect a relationship with frequent conflict or distance, a recent breakup or loss, or loneliness and longing if you are single. It can weigh on sleep, mood and self-worth. Your feelings make sense, and if a relationship ever leaves you feeling afraid or unsafe, please reach out to a domestic abuse helpline or someone you trust.',
        nextSteps: [
          'Write down, just for yourself, what you miss most and what you no longer want, without deciding anything yet.',
          'If you are in a relationship, choose one calm moment to say one thing you need, starting with how you feel rather than what your partner does wrong.',
          'Consider booking a session with a couples or individual therapist, even just to get a clearer view of where you stand.',
        ],
        coachingQuestion:
          'What would a loving relationship, including the one with yourself, need to look like for you to feel safe and valued?',
      },
    },
  },

  'community-giving': {
    about:
      'This domain is about your place in the wider world: the neighborhood, groups and causes you belong to, and the ways you contribute through time, money, skills or simple kindness. It reflects whether you feel part of something larger than your own circle.',
    research: {
      finding:
        'A systematic review found that in long-term cohort studies, people who volunteered reported less depression, higher life satisfaction and greater well-being, and had a lower risk of dying during follow-up. Randomized trials did not consistently confirm these benefits, so volunteering may help, but healthier and happier people may also be more likely to volunteer.',
      sources: ['Jenkinson et al. (2013)'],
      evidence: 'systematic review and meta-analysis of 40 papers (trials and cohort studies)',
    },
    bands: {
      high: {
        reflect:
          'A high score suggests you feel connected to a community and contribute in ways that feel meaningful to you. You might be someone your neighbors know, or someone who shows up for a cause year after year. It is worth checking that giving still energizes you rather than quietly wearing you out.',
        nextSteps: [
          'Write down the one contribution you make that feels most meaningful, and why, so you can protect it when life gets busy.',
          'Invite someone new to come with you to a group, event or cause you are part of.',
          'Thank one person who keeps your community running, such as an organizer, a volunteer or a neighbor who looks out for others.',
        ],
        coachingQuestion:
          'How would you like your community to be different because you were part of it?',
      },
      mid: {
        reflect:
          'A middle score often means you care about your community but are less involved than you would like; time might be tight, or you might not yet have found where you fit. Perhaps you give now and then, but it feels disconnected from what you value. Small, regular contributions often feel more satisfying than occasional big gestures.',
        nextSteps: [
          'Do one small act of kindness for a neighbor or a stranger on each of five days, and notice how it feels.',
          'Look up one local group or cause linked to something you care about, and find out what a first step would involve.',
          'Have a real conversation, not just a nod, with someone you see regularly but barely know, such as a shopkeeper or a neighbor.',
        ],
        coachingQuestion:
          'Which issue or group do you care about enough to give an hour a month to, and what has stopped you so far?',
      },
      low: {
        reflect:
          'A low score might mean you feel disconnected from the people and places around you, or that contributing feels out of reach because your own life is demanding right now. Both are understandable. Belonging can start very small, with a familiar face, a short chat or one modest way of helping.',
        nextSteps: [
          'Learn the name of one neighbor or regular face in your area and use it the next time you see them.',
          'Spend 15 minutes looking at what happens locally, such as library events, a community garden or a faith or cultural group, and note one thing to try.',
          'Do one helpful thing that takes under ten minutes, such as leaving a kind review for a local business or offering to carry something for someone.',
        ],
        coachingQuestion:
          'Where do you already feel even a little sense of belonging, and how could you spend slightly more time there?',
      },
    },
  },

  'fun-recreation': {
    about:
      'Fun and recreation covers play, hobbies, rest and the things you do simply because you enjoy them. It is where you recharge, explore and lose track of time, and it is often the first thing squeezed out when life gets busy.',
    research: {
      finding:
        'A meta-analysis found a moderate link between leisure and well-being, with longitudinal and experimental studies suggesting that leisure can raise well-being, not merely reflect it. How often people engaged in leisure, and how varied it was, mattered more than the total time spent.',
      sources: ['Kuykendall, Tay & Ng (2015)'],
      evidence: 'meta-analysis of 37 effect sizes from more than 11,000 people',
    },
    bands: {
      high: {
        reflect:
          'A high score suggests you make room for enjoyment: you have activities that absorb you, people to play with and time that is yours. It might mean you have learned that fun is not just a reward for finishing everything else. That is a real strength, and it often supports the rest of your wheel.',
        nextSteps: [
          'Try one new activity this week that is slightly outside your usual range, such as a different sport, craft or game.',
          'Share a hobby you love with someone by inviting them along or teaching them the basics.',
          'Notice which activity this week made you lose track of time, and write down what made it so absorbing.',
        ],
        coachingQuestion:
          'What kind of play have you not made time for since you were younger, and what would it be like to bring some of it back?',
      },
      mid: {
        reflect:
          'A middle score often means you have some leisure, but it might be mostly recovery: scrolling, television or collapsing at the end of the day. Those have their place, but they rarely refresh you the way something active, social or absorbing can. Perhaps your hobbies have slipped off the calendar without you ever really choosing that.',
        nextSteps: [
          'Schedule one two-hour block this week for something you enjoy, and protect it like an appointment.',
          'List ten things that have brought you joy in the past and do one of them before the weekend is over.',
          'On two evenings, swap 20 minutes of scrolling for something hands-on, such as cooking, music, drawing or a puzzle.',
        ],
        coachingQuestion:
          'When did you last feel truly absorbed in something just for the fun of it, and what was different then?',
      },
      low: {
        reflect:
          'A low score might mean there is almost no time or energy left for enjoyment, or that things you used to love have lost their spark. That often happens under heavy workloads, caring duties or low mood. Even small doses of play can help, and if nothing has felt enjoyable for weeks, it is worth mentioning to a doctor.',
        nextSteps: [
          'Choose one ten-minute pleasure for each day this week, such as a favorite song, a short walk somewhere pleasant or a quick game, and do it without multitasking.',
          'Look through your calendar and reclaim one hour from an obligation that matters less than you assumed.',
          'Ask a friend or family member to do something light with you, with no purpose beyond enjoying it.',
        ],
        coachingQuestion:
          'What would you do with a free afternoon if you did not have to justify it to anyone, including yourself?',
      },
    },
  },

  'physical-environment': {
    about:
      'This domain is about the spaces you live and work in: your home, your workspace, your neighborhood, and your access to light, quiet and nature. Surroundings shape mood and energy more than people often notice, for better or worse.',
    research: {
      finding:
        'In a survey of nearly 20,000 people in England, those who spent at least 120 minutes a week in nature were more likely to report good health and high well-being than those who spent none. It did not seem to matter whether the time came in one long visit or several shorter ones, although a survey like this shows an association, not proof of cause.',
      sources: ['White et al. (2019)'],
      evidence: 'large national survey',
    },
    bands: {
      high: {
        reflect:
          'A high score suggests your surroundings mostly support you: home feels like a place to rest, your workspace works, and you can get to light, air or green space. It might reflect choices you have made carefully over time. A little upkeep now can keep it that way as your needs change.',
        nextSteps: [
          'Walk through your home, find the spot that gives you the most calm, and note what makes it work.',
          'Spend at least two hours outdoors in green or blue space across this week, in whatever chunks suit you.',
          'Fix or finish one small thing you have been stepping around, such as a dead light bulb, a squeaky door or a pile by the entrance.',
        ],
        coachingQuestion:
          'How do you want your space to support the life you are growing into?',
      },
      mid: {
        reflect:
          'A middle score often means your space is fine but not quite right: clutter might build up, a room might not suit how you use it, noise or light might bother you, or you rarely get outside. You might feel these things as low-level background stress rather than big problems. Small changes to a space can shift how it feels surprisingly quickly.',
        nextSteps: [
          'Pick one surface, such as a table, counter or desk, clear it completely in 15 minutes, and notice how it feels to use it afterward.',
          'Move your main chair or desk closer to natural light, or add a plant or picture you enjoy where you spend the most time.',
          'Take a 20-minute walk in the greenest place near you on two days this week.',
        ],
        coachingQuestion:
          'If your home could help you feel one way at the end of each day, what would that feeling be, and what stands in its way?',
      },
      low: {
        reflect:
          'A low score might reflect a home that feels cramped, noisy, unsafe, chaotic or not really yours, or a neighborhood or commute that drains you. Some of this may be outside your control, such as housing costs or neighbors, which can make it feel stuck. Even so, small changes within reach can ease daily stress while you consider bigger ones.',
        nextSteps: [
          'Choose one small corner, even just a chair or a bedside table, and make it calm and pleasant to be in.',
          'Write down the three things about your surroundings that bother you most, and mark which ones you can influence.',
          'Find one nearby place outside your home where you feel at ease, such as a park, a library or a coffee shop, and spend time there this week.',
        ],
        coachingQuestion:
          'What would a place that truly supports you look like, and what is one step toward it that is within your control?',
      },
    },
  },

  'personal-growth': {
    about:
      'Personal growth covers learning, developing skills, understanding yourself better and becoming more of who you want to be. It includes curiosity, reflection, and the courage to try things you are not good at yet.',
    research: {
      finding:
        "Carol Ryff's model of psychological well-being treats personal growth, the sense of continuing to develop and realize your potential, as one of six core parts of a good life, alongside purpose in life, self-acceptance, autonomy, environmental mastery and positive relationships. Her questionnaire is widely used in research on well-being across adulthood.",
      sources: ['Ryff (1989)'],
      evidence: 'theory-building study with a questionnaire survey of adults',
    },
    bands: {
      high: {
        reflect:
          'A high score suggests you feel you are learning and growing, with a sense that you are moving toward who you want to be. You might enjoy challenge and be fairly comfortable with not knowing how to do something yet. Your next edge might be sharing what you learn, or choosing more deliberately what to grow in.',
        nextSteps: [
          'Write down the most important thing you have learned in the past year and who might benefit from hearing it.',
          'Pick one skill you are developing and find a source of specific feedback, such as a teacher, a peer or a recording of yourself.',
          'Choose one uncomfortable stretch for this week, such as asking a question you would normally keep to yourself, and do it.',
        ],
        coachingQuestion:
          'Which version of yourself are you growing toward, and what would that person do differently this week?',
      },
      mid: {
        reflect:
          'A middle score often means you are growing in some ways but feel a bit stuck in others: perhaps you learn when life demands it but rarely by choice, or you start things and lose momentum. You might have ideas about what to develop without a clear first step. Growth often picks up once you make it specific and small.',
        nextSteps: [
          'Name one skill or quality you want to develop and write an if-then plan for it: when and where you will practice for 15 minutes.',
          'Read, watch or listen to one thing this week purely out of curiosity, and note one idea you want to remember.',
          'Ask someone who knows you well what they think your next area of growth might be.',
        ],
        coachingQuestion:
          'What are you curious about that you have not yet given yourself permission to explore?',
      },
      low: {
        reflect:
          'A low score might mean you feel stuck or unsure who you are becoming, or that life has been so full of demands that growth feels like a luxury. It could also reflect a setback that shook your confidence. Growth does not have to be dramatic, and small, repeated steps count.',
        nextSteps: [
          'Write down one thing you have learned or handled well in the past month, however small, as a reminder that you are still growing.',
          'Choose one tiny practice, such as five minutes of reading or one new word in a language, and tie it to something you already do every day.',
          'Think back to a time when you felt you were growing, and write down what made that possible.',
        ],
        coachingQuestion:
          'What small step would show you, a month from now, that you have started moving again?',
      },
    },
  },

  spirituality: {
    about:
      'Spirituality here means your relationship with meaning, purpose and whatever you experience as larger than yourself, whether through religion, nature, art, values, reflection or community. It is deeply personal, and there is no right way to score it.',
    research: {
      finding:
        'Research with the Meaning in Life Questionnaire distinguishes having a sense of meaning from searching for one. Feeling that your life has meaning is consistently linked with greater well-being, and searching turned out to be a separate experience, so people can have some meaning and still be looking for more.',
      sources: ['Steger et al. (2006)'],
      evidence: 'questionnaire development studies with several samples of students',
    },
    bands: {
      high: {
        reflect:
          'A high score suggests you have a clear sense of what gives your life meaning, and practices or beliefs that ground you. It might show up as calm in hard times or as a felt connection to something larger. That grounding can also be a source of strength for the people around you.',
        nextSteps: [
          'Set aside ten quiet minutes this week to reflect on what has felt most meaningful lately, and why.',
          'Share a practice, text, place or piece of music that grounds you with someone who might value it.',
          'Look for one moment of awe this week, such as a wide sky, a piece of music or an act of courage, and stay with it a little longer than usual.',
        ],
        coachingQuestion:
          'How is your sense of meaning shaping the choices you make on an ordinary day?',
      },
      mid: {
        reflect:
          'A middle score often means meaning is present but thin or intermittent: you might feel connected at certain moments and lose the thread in everyday busyness. Perhaps older beliefs no longer quite fit and newer ones are still forming. That in-between place is common, and it can be fertile.',
        nextSteps: [
          'Write down three values you most want to live by, and one place this week where you can act on each.',
          'Try five minutes of quiet each morning, whether prayer, meditation, slow breathing or simply sitting without your phone.',
          'Spend time somewhere that makes you feel small in a good way, such as a hilltop, the sea, an old building or under a big sky.',
        ],
        coachingQuestion:
          'When do you feel most connected to something larger than yourself, and how could you make more room for that?',
      },
      low: {
        reflect:
          'A low score might mean you feel disconnected from meaning or purpose, that life has become a series of tasks, or that beliefs which once held you no longer do. Sometimes this follows loss, burnout or disappointment. These are among the oldest human questions, and not having answers right now is part of being human.',
        nextSteps: [
          'Make a short list of moments in your life that felt meaningful, even briefly, and look for what they have in common.',
          'Spend 20 minutes this week somewhere quiet, ideally outdoors and without your phone, and simply notice what you notice.',
          'Talk about the questions you are carrying with someone whose sense of meaning you respect, such as a friend, an elder, a faith leader or a counselor.',
        ],
        coachingQuestion:
          'If your life were guided by one thing that truly matters to you, what would it be, and what would change?',
      },
    },
  },
};
