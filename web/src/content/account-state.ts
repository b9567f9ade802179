// The top bar of a content page holds every account state, pre-rendered in the page's language
// (components/top-bar.tsx); the user call decides which one shows. The visitor's login link is
// shown from the start: a visitor's bar never changes, and it works without any script.
import { whenIdle } from './when-idle.js';

type AccountState = 'visitor' | 'member' | 'premium';

interface CurrentUser {
  isPremium?: boolean;
}

function show(state: AccountState): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-account]')) element.hidden = element.dataset['account'] !== state;
  const logo = document.querySelector<HTMLAnchorElement>('.top-bar__logo[data-premium-href]');
  // The app's logo leads a premium person to their dashboard; keep it so.
  if (logo && state === 'premium') logo.href = logo.dataset['premiumHref'] ?? logo.href;
}

let asked: Promise<CurrentUser | null> | undefined;

/**
 * Who is asking, once per page (the top bar and the premium section island share the answer):
 * `null` for a visitor, as the gateway answers 204 (asking who is there is no error). A failure is
 * not kept, so a later call asks again.
 */
export function currentUser(): Promise<CurrentUser | null> {
  asked ??= fetchCurrentUser().catch((error: unknown) => {
    asked = undefined;
    throw error;
  });
  return asked;
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const response = await fetch('/api/auth/user', { credentials: 'include', headers: { accept: 'application/json' } });
  if (response.status === 204 || response.status === 401) return null;
  if (!response.ok) throw new Error(`GET /api/auth/user answered ${response.status}`);
  return (await response.json()) as CurrentUser;
}

async function logOut(button: HTMLButtonElement): Promise<void> {
  const label = button.textContent ?? '';
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  button.textContent = button.dataset['working'] ?? label;
  try {
    // API writes are JSON, even an empty one (the gateway checks the Origin of state changes).
    const response = await fetch('/api/auth/logout', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' });
    if (!response.ok) throw new Error(`POST /api/auth/logout answered ${response.status}`);
    show('visitor');
    document.querySelector<HTMLElement>('[data-account="visitor"]')?.focus();
  } catch {
    // Still logged in: the button stays, ready for another try.
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
    button.textContent = label;
  }
}

export function installAccountState(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-logout]')) {
    button.addEventListener('click', () => void logOut(button));
  }
  // Like the app's user call: once, when the page is idle, so the first paint never waits for it.
  whenIdle(() => {
    currentUser().then(
      (user) => show(user ? (user.isPremium === true ? 'premium' : 'member') : 'visitor'),
      // The visitor's links stay: the page still works, and the next page asks again.
      () => undefined,
    );
  });
}
