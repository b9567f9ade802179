import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { MAILING_LIST_CONSENT_TEXT } from '@lifewheel/contracts';
import { SmtpStandIn } from '@lifewheel/tools/stand-ins';
import {
  TestStack,
  defaultAssessmentBody,
  hasHorizontalScroll,
  launchChromium,
  mailPart,
  newContextPage,
  postJson,
  seriousAccessibilityViolations,
  waitFor,
} from '@lifewheel/testing';

// Links in emails start with the assessments service's PUBLIC_URL; the test opens them through
// this stack's gateway instead.
const PUBLIC_URL = 'https://wheel.example.test';

// Code run in the page reaches the document through an element: these types have no DOM globals.
const isFocused = (locator: Locator) => locator.evaluate((element) => element === element.ownerDocument.activeElement);
/** The tag of the focused element when it is inside this one. */
const focusedTagInside = (locator: Locator) =>
  locator.evaluate((element) => {
    const active = element.ownerDocument.activeElement;
    return active && element.contains(active) ? active.tagName : null;
  });
/** The text of the elements a field's aria-describedby points at. */
const descriptionOf = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id: string) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

describe('"What\'s Next" forms and leaving the mailing list, in Chromium', () => {
  const smtp = new SmtpStandIn();
  let stack: TestStack;
  let browser: Browser;
  let url: string;
  let token: string;
  let assessmentId: string;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    stack = await TestStack.start({
      processes: ['gateway', 'assessments', 'observability', 'worker'],
      env: { RATE_LIMIT_WRITES_PER_MINUTE: '100000', SMTP_URL: smtpUrl, MAIL_FROM: 'Lifewheel <hello@lifewheel.test>' },
      envFor: { assessments: { PUBLIC_URL } },
    });
    url = stack.gatewayUrl;
    browser = await launchChromium();
    const saved = await postJson(`${url}/api/assessments`, defaultAssessmentBody(3));
    token = String(saved.json['token']);
    [{ id: assessmentId }] = (await stack.db.query<{ id: string }>('select id from assessments.assessments where token = $1', [token])) as [{ id: string }];
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await smtp.stop();
  });

  const newPage = (width: number, height: number) => newContextPage(browser, { viewport: { width, height } });

  /** The results page with "What's Next" on it, and the page's uncaught errors. */
  async function openResults(width = 1280): Promise<{ page: Page; errors: string[] }> {
    const page = await newPage(width, 900);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}/results/${token}`);
    await page.getByRole('heading', { name: "What's Next" }).waitFor();
    return { page, errors };
  }

  /** Opens one option's form and checks the disclosure: expanded, and focus is inside its form. */
  async function openForm(page: Page, option: string): Promise<Locator> {
    const toggle = page.getByRole('button', { name: option, exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const region = page.getByRole('region', { name: option, exact: true });
    expect(await region.getAttribute('id')).toBe(await toggle.getAttribute('aria-controls'));
    await expect.poll(() => focusedTagInside(region)).toMatch(/INPUT|TEXTAREA/);
    return region;
  }

  async function expectConfirmation(region: Locator, text: string): Promise<void> {
    const status = region.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toBe(text);
    expect(await isFocused(status)).toBe(true);
    expect(await region.locator('form').count()).toBe(0);
  }

  /** Requests the page sends to an API path, with their Idempotency-Key and body. */
  function recordRequests(page: Page, path: string): { key: string | undefined; body: Record<string, unknown> }[] {
    const sent: { key: string | undefined; body: Record<string, unknown> }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === path)
        sent.push({ key: request.headers()['idempotency-key'], body: request.postDataJSON() as Record<string, unknown> });
    });
    return sent;
  }

  it('sends each of the four forms, confirms it, and stores it with the results it came from', async () => {
    const { page, errors } = await openResults();
    const sent = recordRequests(page, '/api/follow-ups');

    const question = await openForm(page, 'Ask a Life Question');
    await question.getByRole('textbox', { name: 'Your question' }).fill('How do I make more time for friends?');
    await question.getByRole('textbox', { name: /Your email address/ }).fill('Ana@Example.com');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Send my question' }).click();
    await expectConfirmation(question, 'Thank you — your question has reached us.');

    const team = await openForm(page, 'Join a Success Team');
    // One form open at a time.
    expect(await page.getByRole('button', { name: 'Ask a Life Question', exact: true }).getAttribute('aria-expanded')).toBe('false');
    await team.getByRole('textbox', { name: 'Your name' }).fill('Ben');
    await team.getByRole('textbox', { name: 'Your email address' }).fill('ben@example.com');
    await team.getByRole('textbox', { name: /A goal/ }).fill('Run 10 km by spring');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await team.getByRole('button', { name: 'Ask to join a team' }).click();
    await expectConfirmation(team, 'Thank you — your request to join a Success Team has reached us.');

    const feedback = await openForm(page, 'Share Feedback on Pro Tools');
    await feedback.getByRole('textbox', { name: /Your feedback/ }).fill('The values card sort helped me a lot.');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await feedback.getByRole('button', { name: 'Send my feedback' }).click();
    await expectConfirmation(feedback, 'Thank you — your feedback has reached us.');

    // The mailing list: not without a ticked box, and the message sits next to the box.
    const list = await openForm(page, 'Join the Mailing List');
    await list.getByRole('textbox', { name: 'Your email address' }).fill('Reader@Example.com');
    const consent = list.getByRole('checkbox', { name: MAILING_LIST_CONSENT_TEXT });
    expect(await consent.isChecked()).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const sentBefore = sent.length;
    await list.getByRole('button', { name: 'Join the mailing list', exact: true }).click();
    await expect.poll(() => consent.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(consent)).toBe('Please tick the box to agree to receive our emails');
    expect(await isFocused(consent)).toBe(true);
    expect(sent.length).toBe(sentBefore);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await consent.check();
    expect(await consent.getAttribute('aria-invalid')).toBeNull();
    await list.getByRole('button', { name: 'Join the mailing list', exact: true }).click();
    await expectConfirmation(
      list,
      'Almost there: check your inbox and confirm with the link in the email we have just sent. We only add you once you confirm.',
    );

    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((request) => request.key)).size).toBe(4);
    expect(sent.every((request) => request.body['assessmentToken'] === token && request.body['language'] === 'en')).toBe(true);
    const rows = await stack.db.query<{ kind: string; payload: unknown; email: string | null; assessment_id: string | null; language: string }>(
      'select kind, payload, email, assessment_id, language from assessments.follow_ups order by created_at',
    );
    expect(rows).toEqual([
      {
        kind: 'life-question',
        payload: { question: 'How do I make more time for friends?' },
        email: 'ana@example.com',
        assessment_id: assessmentId,
        language: 'en',
      },
      { kind: 'success-team', payload: { name: 'Ben', goal: 'Run 10 km by spring' }, email: 'ben@example.com', assessment_id: assessmentId, language: 'en' },
      { kind: 'pro-tools-feedback', payload: { message: 'The values card sort helped me a lot.' }, email: null, assessment_id: assessmentId, language: 'en' },
    ]);
    // Double opt-in: nobody is on the list until the owner of the address confirms.
    expect(await stack.db.query('select email from assessments.mailing_list_subscribers')).toEqual([]);
    expect(await stack.db.query('select email from assessments.mailing_list_confirmations')).toEqual([{ email: 'reader@example.com' }]);
    const steps = await waitFor(
      async () => {
        const found = await stack.db.query<{ kind: string }>(
          "select step_data->>'kind' as kind from observability.user_journeys where step = 'follow-up-sent'",
        );
        return found.length === 4 && found;
      },
      { what: 'four follow-up-sent journey steps' },
    );
    expect(steps.map((step) => step.kind).sort()).toEqual(['life-question', 'mailing-list', 'pro-tools-feedback', 'success-team']);
    expect(errors).toEqual([]);
  });

  it('checks answers before sending, with each message next to its field', async () => {
    const { page } = await openResults(360);
    const sent = recordRequests(page, '/api/follow-ups');
    const question = await openForm(page, 'Ask a Life Question');
    const text = question.getByRole('textbox', { name: 'Your question' });
    const email = question.getByRole('textbox', { name: /Your email address/ });
    expect(await text.getAttribute('maxlength')).toBe('1000');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    await text.fill('Short');
    await email.fill('not-an-address');
    await question.getByRole('button', { name: 'Send my question' }).click();
    await expect.poll(() => text.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(text)).toBe('Between 10 and 1000 characters. | Your question needs at least 10 characters');
    expect(await descriptionOf(email)).toBe('Only if you would like an answer by email. | Please enter a valid email address');
    expect(await isFocused(text)).toBe(true);
    expect(sent).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  it("shows a rule the server refused next to its field, in the page's language, from the rule's key", async () => {
    const page = await newPage(1280, 900);
    await page.goto(`${url}/fr/results/${token}`);
    await page.getByRole('heading', { name: 'Et maintenant ?' }).waitFor();
    // The form checks consent itself; dropping it on the way makes the server the one that refuses.
    const answers: { status: number; body: { code?: string; details?: { errors: { field: string; messageKey: string }[] } } }[] = [];
    await page.route('**/api/follow-ups', async (route) => {
      const { consent: _dropped, ...body } = route.request().postDataJSON() as Record<string, unknown>;
      const response = await route.fetch({ postData: JSON.stringify(body) });
      answers.push({ status: response.status(), body: (await response.json()) as (typeof answers)[number]['body'] });
      await route.fulfill({ response });
    });
    const list = await openForm(page, 'Recevoir la lettre d’information');
    await list.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('server-says-no@example.com');
    const consent = list.getByRole('checkbox', { name: /^Oui, envoyez-moi la lettre/ });
    await consent.check();
    await list.getByRole('button', { name: 'M’inscrire à la lettre', exact: true }).click();
    await expect.poll(() => consent.getAttribute('aria-invalid')).toBe('true');
    expect(answers).toMatchObject([
      { status: 400, body: { code: 'VALIDATION_FAILED', details: { errors: [{ field: 'consent', messageKey: 'consentRequired' }] } } },
    ]);
    expect(await descriptionOf(consent)).toBe('Veuillez cocher la case pour accepter de recevoir nos e-mails');
    expect(await stack.db.query("select 1 from assessments.mailing_list_subscribers where email = 'server-says-no@example.com'")).toEqual([]);
  });

  it('keeps the answers when the connection drops, and a retry stores them once', async () => {
    const { page } = await openResults();
    const keys: (string | undefined)[] = [];
    let dropped = false;
    await page.route('**/api/follow-ups', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (dropped) return route.continue();
      // The server gets the form and stores it; the browser never hears back.
      dropped = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    const feedback = await openForm(page, 'Share Feedback on Pro Tools');
    const message = feedback.getByRole('textbox', { name: /Your feedback/ });
    await message.fill('Please add a printable version of the tools.');
    await feedback.getByRole('button', { name: 'Send my feedback' }).click();
    const toast = page.getByRole('alert');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('We could not reach Lifewheel.');
    expect(await message.inputValue()).toBe('Please add a printable version of the tools.');
    expect(await feedback.getByRole('button', { name: 'Send my feedback' }).isEnabled()).toBe(true);

    await feedback.getByRole('button', { name: 'Send my feedback' }).click();
    await expectConfirmation(feedback, 'Thank you — your feedback has reached us.');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(
      await stack.db.query("select 1 from assessments.follow_ups where payload->>'message' = 'Please add a printable version of the tools.'"),
    ).toHaveLength(1);
  });

  it('downloads a form only when it is wanted, and offers a retry when that fails', async () => {
    const formChunk = /\/assets\/follow-up-form-[^/]*\.js$/;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    let blocked = true;
    const requested: string[] = [];
    await context.route(formChunk, (route) => {
      requested.push(route.request().url());
      return blocked ? route.abort('connectionreset') : route.continue();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}/results/${token}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: "What's Next" }).waitFor();
    // The results are on screen without the forms' code (and the schemas that check them).
    expect(requested).toEqual([]);

    await page.getByRole('button', { name: 'Ask a Life Question', exact: true }).click();
    const region = page.getByRole('region', { name: 'Ask a Life Question', exact: true });
    const alert = region.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This form could not be loaded. Please check your connection and try again.');

    blocked = false;
    await region.getByRole('button', { name: 'Try again' }).click();
    await region.getByRole('textbox', { name: 'Your question' }).waitFor();
    await expect.poll(() => focusedTagInside(region)).toBe('TEXTAREA');
    expect(requested.length).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('confirms the signup from the email: opening the page changes nothing, the button (by keyboard) subscribes, a second press says it is done', async () => {
    const mail = await waitFor(() => smtp.messages.find((message) => message.to.includes('reader@example.com')), { what: 'the confirmation email' });
    const link = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}(/mailing-list/confirm/[A-Za-z0-9_-]{43})`).exec(mailPart(mail.raw, 'text/plain'))?.[1];
    expect(link).toBeDefined();
    const subscriber = () =>
      stack.db.query<{ consent_text: string }>("select consent_text from assessments.mailing_list_subscribers where email = 'reader@example.com'");

    const page = await newPage(360, 780);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const posted = recordRequests(page, '/api/mailing-list/confirm');
    await page.goto(`${url}${link}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Join the Lifewheel mailing list?' }).waitFor();
    // Not for search engines, and what is agreed to stands right above the button.
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const button = page.getByRole('button', { name: 'Yes, add me to the list', exact: true });
    expect(await button.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent())).toBe(MAILING_LIST_CONSENT_TEXT);
    expect(posted).toEqual([]);
    expect(await subscriber()).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // Keyboard only: Tab reaches the button, Enter presses it, focus lands on the outcome.
    for (let presses = 0; presses < 20 && !(await isFocused(button)); presses += 1) await page.keyboard.press('Tab');
    expect(await isFocused(button)).toBe(true);
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: 'Thank you for confirming.' });
    await done.waitFor();
    expect(await isFocused(done)).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'You are on the list' }).waitFor();
    expect(posted).toEqual([{ key: undefined, body: { token: link!.split('/').pop(), language: 'en' } }]);
    expect(await subscriber()).toEqual([{ consent_text: MAILING_LIST_CONSENT_TEXT }]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // The link again (a second tab, a double click later): the page says it has done its work.
    await page.goto(`${url}${link}`);
    await page.getByRole('button', { name: 'Yes, add me to the list', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Already confirmed' }).waitFor();
    expect(await isFocused(page.getByRole('status'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('explains an expired confirmation link, and a cut-short one right to left in Arabic', async () => {
    expect((await postJson(`${url}/api/follow-ups`, { kind: 'mailing-list', email: 'late.reader@example.com', consent: true })).status).toBe(202);
    const mail = await waitFor(() => smtp.messages.find((message) => message.to.includes('late.reader@example.com')), { what: 'the confirmation email' });
    const link = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}(/mailing-list/confirm/[A-Za-z0-9_-]{43})`).exec(mailPart(mail.raw, 'text/plain'))?.[1];
    await stack.db.query(`update assessments.mailing_list_confirmations set expires_at = now() - interval '1 second' where email = 'late.reader@example.com'`);
    const page = await newPage(1280, 900);
    await page.goto(`${url}${link}`);
    await page.getByRole('button', { name: 'Yes, add me to the list', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe(
      'Confirmation links work for 7 days. Please sign up again from your results page and we will send you a new one.',
    );
    expect(await stack.db.query("select 1 from assessments.mailing_list_subscribers where email = 'late.reader@example.com'")).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto(`${url}/ar/mailing-list/confirm/not-a-whole-token`);
    await page.getByRole('heading', { level: 1, name: 'تعذّرت قراءة رابط التأكيد هذا' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('button', { name: 'نعم، أضفني إلى القائمة' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).getAttribute('href')).toBe('/ar');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it('sends a welcome email whose unsubscribe link changes nothing until the button is pressed', async () => {
    const mail = await waitFor(
      () => smtp.messages.find((message) => message.to.includes('reader@example.com') && mailPart(message.raw, 'text/plain').includes('/unsubscribe/')),
      {
        what: 'the welcome email',
      },
    );
    const link = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}(/unsubscribe/[A-Za-z0-9_-]{43})`).exec(mailPart(mail.raw, 'text/plain'))?.[1];
    expect(link).toBeDefined();
    const subscriber = async () =>
      (
        await stack.db.query<{ unsubscribed_at: Date | null }>(
          "select unsubscribed_at from assessments.mailing_list_subscribers where email = 'reader@example.com'",
        )
      )[0];

    const page = await newPage(360, 780);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const posted = recordRequests(page, '/api/mailing-list/unsubscribe');
    await page.goto(`${url}${link}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Leave the Lifewheel mailing list?' }).waitFor();
    expect(posted).toEqual([]);
    expect((await subscriber())?.unsubscribed_at).toBeNull();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    const done = page.getByRole('status').filter({ hasText: 'You have been unsubscribed.' });
    await done.waitFor();
    expect(await done.textContent()).toBe('You have been unsubscribed. You will not receive any more emails from us.');
    expect(await isFocused(done)).toBe(true);
    expect(posted).toHaveLength(1);
    expect((await subscriber())?.unsubscribed_at).toBeInstanceOf(Date);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("explains a malformed unsubscribe link, with a way home in the page's language", async () => {
    const page = await newPage(1280, 900);
    await page.goto(`${url}/fr/unsubscribe/not-a-whole-token`);
    // The page speaks the language of its address, so a French link gets a French explanation.
    await page.getByRole('heading', { level: 1, name: 'Nous n’avons pas pu lire ce lien de désinscription' }).waitFor();
    expect(await page.getByText('Veuillez utiliser le lien entier figurant dans l’e-mail.', { exact: false }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/fr');
    expect(await page.getByRole('button', { name: 'Me désinscrire', exact: true }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
