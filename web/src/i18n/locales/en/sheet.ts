/** The printable paper wheel (issue 22): one page, A4 or Letter, for rooms without phones. */
export const sheet = {
  meta: {
    title: 'Printable Wheel of Life sheet',
    description:
      'A one-page paper Wheel of Life to print on A4 or Letter: rate each area by hand, with a QR code to the online wheel. For rooms without phones.',
    sessionTitle: 'Paper sheets for {{name}}',
  },
  screen: {
    intro: 'One page per person, for rooms without phones. Whoever wants to can scan the QR code and carry on online.',
    print: 'Print',
    paperSize: 'Choose A4 or Letter in the print dialog: the sheet fits on one page of either.',
    preview: 'Preview of the printed sheet',
    back: 'Back to the session',
    loading: 'Loading the sheet…',
    notFound: 'We could not find this session among yours.',
  },
  paper: {
    title: 'My Wheel of Life',
    instructions:
      'For each area, ask yourself how satisfied you are today, from {{min}} (not at all) to {{max}} (fully). Shade its slice from the centre out to that ring.',
    scale: 'The centre is {{zero}}, the outer ring {{max}}.',
    name: 'Your name',
    date: 'Date',
    riseTitle: 'Pick one area. What would one point higher look like?',
    riseHint: 'Something small and concrete you could do this month.',
    wheelLabel: 'A blank wheel to shade, with one slice per area: {{areas}}',
    online: 'Prefer your phone? Take the wheel online:',
    session: 'Join the session online with code {{code}}:',
    qrLabel: 'QR code for {{url}}',
  },
};
