/**
 * The partnership form of /partners/submit: name, site address, contact e-mail and message,
 * checked in the browser with core's schema (loaded on first use, so zod stays out of the page's
 * first download) and again by the server (POST /api/partners). Each field's message shows under
 * it; once stored, a thank-you replaces the form.
 */
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { postJsonForAnswer, type JsonAnswer } from '~/lib/api-client';
import { useIsHydrated } from '~/lib/use-is-hydrated';
import {
  describeSentRequest,
  NETWORK_PROBLEM,
  readPartnerRequestAnswer,
} from './partner-request-answer';
import { checkPartnerValues, preloadPartnerSchema } from './partner-request-check';
import {
  EMPTY_PARTNER_VALUES,
  PARTNER_FIELD_MAX_LENGTH,
  PARTNER_FIELDS,
  type PartnerField,
  type PartnerFieldErrors,
  type PartnerValues,
} from './partner-request-fields';
import { TextAreaField } from './text-area-field';
import { Icon } from '~/components/ui/icon';

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; email: string };

export function PartnerRequestForm() {
  const [values, setValues] = useState<PartnerValues>(EMPTY_PARTNER_VALUES);
  const [errors, setErrors] = useState<PartnerFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const isSending = status.kind === 'sending';
  // Sending needs the page's code: before it runs, the button waits (nothing goes in the URL).
  const isHydrated = useIsHydrated();

  useEffect(() => {
    if (status.kind === 'sent') thanksRef.current?.focus();
  }, [status.kind]);

  if (status.kind === 'sent') {
    return (
      <p
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        data-testid="partner-request-sent"
        className="mt-8 rounded-lg bg-surface-2 p-4 font-semibold ring-1 ring-line"
      >
        {describeSentRequest(status.email)}
      </p>
    );
  }

  const focusFirstInvalid = (fieldErrors: PartnerFieldErrors) => {
    const first = PARTNER_FIELDS.find((field) => fieldErrors[field] !== undefined);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async () => {
    if (isSending) return;
    setProblem(null);
    const check = await checkPartnerValues(values);
    if (!check.ok) {
      if (check.errors === null) {
        setProblem(NETWORK_PROBLEM);
        return;
      }
      setErrors(check.errors);
      focusFirstInvalid(check.errors);
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    let answer: JsonAnswer | null;
    try {
      answer = await postJsonForAnswer('/api/partners', check.value);
    } catch {
      answer = null;
    }
    const outcome = readPartnerRequestAnswer(answer);
    if (outcome.kind === 'sent') {
      setStatus({ kind: 'sent', email: check.value.email });
      return;
    }
    setStatus({ kind: 'editing' });
    if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
      setProblem(outcome.problem);
      focusFirstInvalid(outcome.errors);
      return;
    }
    setProblem(outcome.problem);
  };

  // A field that shows a message is checked again as it is edited, so the message goes once fixed.
  const edit = (field: PartnerField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] === undefined) return;
    void checkPartnerValues(next).then((check) => {
      if (check.ok || check.errors === null) {
        setErrors((current) => ({ ...current, [field]: undefined }));
        return;
      }
      const message = check.errors[field];
      setErrors((current) => ({ ...current, [field]: message }));
    });
  };

  const field = (name: PartnerField) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    disabled: isSending,
    required: true,
    maxLength: PARTNER_FIELD_MAX_LENGTH[name],
    onChange: (event: { target: { value: string } }) => edit(name, event.target.value),
  });

  return (
    <form
      ref={formRef}
      noValidate
      method="post"
      data-testid="partner-request-form"
      aria-busy={isSending}
      aria-label="Partnership request"
      className="mt-8 space-y-4"
      // The schema loads as soon as the visitor starts, so checking on submit is immediate.
      onFocus={preloadPartnerSchema}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label="Name" hint="Yours or your site’s" autoComplete="name" {...field('name')} />
      <TextField
        label="Site address"
        type="url"
        inputMode="url"
        hint="Starting with https://"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        {...field('siteUrl')}
      />
      <TextField label="Contact email" type="email" autoComplete="email" {...field('email')} />
      <TextAreaField
        label="Message"
        rows={6}
        autoComplete="off"
        hint={`What you propose, in ${String(PARTNER_FIELD_MAX_LENGTH.message)} characters at most (${String(values.message.length)} so far)`}
        {...field('message')}
      />
      <button
        type="submit"
        data-testid="partner-request-submit"
        disabled={isSending || !isHydrated}
        className={buttonClass({ className: 'w-full tablet:w-auto' })}
      >
        {isSending ? (
          <Icon name="loader-circle" className="size-5 animate-spin motion-reduce:animate-none" />
        ) : null}
        {isSending ? 'Sending…' : 'Send request'}
      </button>
      {/* Present from the start, so that screen readers announce each new message. */}
      <div
        role="alert"
        data-testid="partner-request-problem"
        className="min-h-6 text-sm font-semibold text-red-700 dark:text-red-400"
      >
        {problem}
      </div>
    </form>
  );
}
