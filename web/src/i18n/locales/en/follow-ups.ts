// The results page's "What's Next" forms and the mailing-list unsubscribe page.
export const followUps = {
  intro: 'Where would you like to go from here? Each option is a short form.',
  optional: '(optional)',
  sending: 'Sending…',
  formLoadFailed: 'This form could not be loaded. Please check your connection and try again.',
  kinds: {
    lifeQuestion: {
      title: 'Ask a Life Question',
      description: 'Did your wheel raise a question about your life? Ask it here, and leave your email address if you would like a reply.',
      submit: 'Send my question',
      confirmation: 'Thank you — your question has reached us.',
    },
    successTeam: {
      title: 'Join a Success Team',
      description: 'Work towards a goal with a small group of people who cheer each other on.',
      submit: 'Ask to join a team',
      confirmation: 'Thank you — your request to join a Success Team has reached us.',
    },
    mailingList: {
      title: 'Join the Mailing List',
      description: 'Now and then: ideas for a more balanced life, new self-coaching tools and Lifewheel news.',
      submit: 'Join the mailing list',
      confirmation: "You're on the list. We've sent a welcome email with a link to leave at any time.",
      alreadySubscribed: 'This address is already on our list.',
    },
    proToolsFeedback: {
      title: 'Share Feedback on Pro Tools',
      description: 'Tell us what would make the premium self-coaching tools more useful to you.',
      submit: 'Send my feedback',
      confirmation: 'Thank you — your feedback has reached us.',
    },
  },
  fields: {
    question: { label: 'Your question', hint: 'Between 10 and 1000 characters.' },
    name: { label: 'Your name' },
    email: { label: 'Your email address' },
    emailForAnswer: { label: 'Your email address', hint: 'Only if you would like an answer by email.' },
    goal: { label: 'A goal you would like to work on', hint: 'Up to 500 characters.' },
    message: { label: 'Your feedback', hint: 'Between 10 and 2000 characters.' },
    // Must equal MAILING_LIST_CONSENT_TEXT of @lifewheel/contracts (a unit test checks it): the
    // server stores that sentence as what the subscriber agreed to.
    consent: { label: 'Yes, please send me the Lifewheel mailing list by email. I can unsubscribe at any time with the link in every email.' },
  },
  // The texts of FOLLOW_UP_MESSAGES (@lifewheel/contracts) under their keys, which error bodies
  // carry as `messageKey`; a unit test keeps the English equal to the server's.
  messages: {
    kindUnknown: 'Please choose one of the follow-up options',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address',
    questionRequired: 'Please write your question',
    questionTooShort: 'Your question needs at least 10 characters',
    questionTooLong: 'Your question can be at most 1000 characters',
    nameRequired: 'Please enter your name',
    nameTooLong: 'Your name can be at most 80 characters',
    goalTooLong: 'Your goal can be at most 500 characters',
    consentRequired: 'Please tick the box to agree to receive our emails',
    feedbackRequired: 'Please write your feedback',
    feedbackTooShort: 'Your feedback needs at least 10 characters',
    feedbackTooLong: 'Your feedback can be at most 2000 characters',
    languageUnknown: 'Unknown language code',
    resultsLinkNotFound: 'We could not find the results this form was sent from. Check that the link is complete.',
    unsubscribeLinkInvalid: 'This unsubscribe link is incomplete. Please use the whole link from the email.',
  },
  errors: {
    fieldInvalid: 'Please check this field',
    rateLimited: 'Many forms were sent from your network in the last minute. Please wait a minute and send again; your answers are still here.',
    network: 'We could not reach Lifewheel. Please check your connection and send again; your answers are still here.',
    server: 'Your form could not be sent just now. Please try again in a moment; your answers are still here.',
  },
  unsubscribe: {
    meta: {
      title: 'Leave the mailing list | Lifewheel',
      description: 'Confirm that you want to stop receiving the Lifewheel mailing list.',
    },
    title: 'Leave the Lifewheel mailing list?',
    body: 'Press the button below and we will stop sending you emails. You can join again at any time from your results page.',
    confirm: 'Unsubscribe',
    working: 'Unsubscribing…',
    doneTitle: 'You have left the mailing list',
    done: 'You have been unsubscribed. You will not receive any more emails from us.',
    invalidTitle: 'We could not read this unsubscribe link',
    home: 'Go to the home page',
    failed: 'We could not unsubscribe you just now. Please check your connection and press the button again.',
  },
};
