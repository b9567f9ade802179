/** The account page (`/account`): the person's own data, to download or delete. */
export const account = {
  meta: {
    title: 'Your account | Lifewheel',
    description: 'Download everything Lifewheel stores about you, or delete your account.',
  },
  nav: { link: 'Account' },
  title: 'Your account',
  intro: 'You are logged in as {{email}}.',
  loading: 'Loading your account…',
  export: {
    title: 'Download your data',
    body: 'Everything Lifewheel stores about you: your account, saved assessments, tool notes and progress, messages you sent us, your mailing-list subscription and your payments.',
    json: 'Download as JSON',
    csv: 'Download as CSV (spreadsheet)',
    preparing: 'Preparing your file…',
    failed: 'The download did not work. Please check your connection and try again.',
  },
  delete: {
    title: 'Delete your account',
    body: 'This erases your saved assessments, tool notes and progress, the messages you sent us, your mailing-list subscription and your login. Payment records stay for our accounts, without your email address. This cannot be undone.',
    open: 'Delete my account…',
    dialogTitle: 'Delete your account for good?',
    label: 'Type your email address to confirm',
    hint: 'Type {{email}}',
    confirm: 'Delete my account',
    cancel: 'Keep my account',
    deleting: 'Deleting…',
    failed: 'Your account could not be deleted. Please check your connection and try again.',
    errors: {
      confirmRequired: 'Type your email address to confirm.',
      confirmMismatch: 'That is not the email address of this account.',
    },
    doneTitle: 'Your account is deleted',
    done: 'Everything we stored about you has been erased, and you are logged out.',
    home: 'Back to the home page',
  },
};
