// An error whose message is the whole story for the person at the terminal (what is missing and
// how to get it): the launcher prints just the message, no stack trace.
export class LauncherError extends Error {
  override name = 'LauncherError';
}
