import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FollowUpKind, FollowUpResult } from '@lifewheel/contracts';
import { useLanguage } from '../../app/language-context.js';
import { showToast } from '../../components/toast/toast-store.js';
import { useSendFollowUp } from '../../hooks/use-send-follow-up.js';
import type { TranslationKey } from '../../i18n/translation.js';
import { reportJourney } from '../../observability/report.js';
import { FollowUpField } from './follow-up-field.js';
import { FOLLOW_UP_FIELDS, type FieldName, type FormValues } from './follow-up-fields.js';
import { KIND_TEXT_KEY } from './follow-up-kind-text.js';
import { describeSendFailure, type FieldErrors } from './follow-up-errors.js';
import { attemptFor, validateFollowUp, type Attempt } from './follow-up-request.js';

interface Props {
  kind: FollowUpKind;
  /** The results page's token: the form says which results it was sent from. */
  token: string;
  /** True while its panel is open; opening it moves focus into it. */
  active: boolean;
  idPrefix: string;
}

// The mailing list's confirmation says "check your inbox" whatever the address: the server answers
// the same for every address, so nobody learns who is on the list.
const confirmationKey = (kind: FollowUpKind): TranslationKey => `followUps.kinds.${KIND_TEXT_KEY[kind]}.confirmation`;

/** One "What's Next" form; once sent, it gives way to a confirmation that takes focus. */
export function FollowUpForm({ kind, token, active, idPrefix }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fields = FOLLOW_UP_FIELDS[kind];
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  // Bumped whenever errors are shown, so focus goes to the first field that needs attention.
  const [errorsShown, setErrorsShown] = useState(0);
  const [result, setResult] = useState<FollowUpResult | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    if (Object.keys(next).length > 0) setErrorsShown((count) => count + 1);
  };

  const send = useSendFollowUp({
    onSuccess: (answer) => {
      attempt.current = null;
      setResult(answer);
      reportJourney('assessment', 'follow-up-sent', { kind, status: answer.status });
    },
    onError: (error) => {
      const failure = describeSendFailure(
        error,
        fields.map((field) => field.name),
      );
      showErrors(failure.fieldErrors);
      if (failure.toast) showToast({ title: t('common.toast.errorTitle'), description: t(failure.toast), variant: 'error' });
    },
  });

  useEffect(() => {
    if (errorsShown > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorsShown]);

  useEffect(() => {
    if (result) confirmation.current?.focus();
  }, [result]);

  useEffect(() => {
    if (!active) return;
    if (confirmation.current) confirmation.current.focus();
    else form.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, [active]);

  const change = (name: FieldName, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The message was about the old value; the next send checks again.
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const validation = validateFollowUp(kind, values, { assessmentToken: token, language });
    if (!validation.ok) {
      showErrors(validation.fieldErrors);
      const [other] = validation.otherErrors;
      if (other) showToast({ title: t('common.toast.errorTitle'), description: t(other), variant: 'error' });
      return;
    }
    setErrors({});
    attempt.current = attemptFor(attempt.current, validation.request, () => crypto.randomUUID());
    send.mutate({ request: validation.request, idempotencyKey: attempt.current.idempotencyKey });
  };

  if (result) {
    return (
      <p ref={confirmation} className="follow-up__confirmation" role="status" tabIndex={-1}>
        {t(confirmationKey(kind))}
      </p>
    );
  }

  const kindKey = KIND_TEXT_KEY[kind];
  return (
    <form ref={form} className="follow-up__form" onSubmit={submit} noValidate aria-busy={send.isPending}>
      {fields.map((spec) => (
        <FollowUpField
          key={spec.name}
          spec={spec}
          idPrefix={idPrefix}
          value={values[spec.name]}
          error={errors[spec.name]}
          onChange={(value) => change(spec.name, value)}
        />
      ))}
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? t('followUps.sending') : t(`followUps.kinds.${kindKey}.submit`)}
      </button>
    </form>
  );
}
