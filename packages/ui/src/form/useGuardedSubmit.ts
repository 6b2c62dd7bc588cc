import { useRef, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { messages } from '@gold/contracts';
import type { ApiAnswer } from '@gold/http';
import type { CaptchaState } from '../captcha/useCaptcha';
import { showPopup } from '../popup/popupState';
import { newSubmissionKey, submissionFingerprint } from './submissionKey';

/** What {@link useGuardedSubmit} needs to know about one form. */
export interface GuardedSubmitOptions<T extends FieldValues, TContext, TOutput, TResult> {
  form: UseFormReturn<T, TContext, TOutput>;
  captcha: CaptchaState;
  /**
   * Sends the checked values with the submission's idempotency key: the same on a retry while
   * the form (and `alsoSent`) is unchanged, a new one once it changed or was sent. A rejection
   * counts as a failed request.
   */
  send: (values: TOutput, idempotencyKey: string) => Promise<ApiAnswer<TResult>>;
  /** What the request carries beside the form's values (a file): a change makes a new submission. */
  alsoSent?: unknown;
  /** Runs after an answer with flag 1, once the form and the captcha have been reset. */
  onSuccess: (data: TResult | null) => void | Promise<void>;
}

const warn = (title: string) => showPopup({ kind: 'warning', title });

function markAllTouched<T extends FieldValues, TContext, TOutput>(
  form: UseFormReturn<T, TContext, TOutput>,
): void {
  for (const name of Object.keys(form.getValues()) as Path<T>[]) {
    form.setValue(name, form.getValues(name), { shouldTouch: true });
  }
}

/**
 * The submit flow both site forms share (spec section 4): captcha check, then validity check (every
 * field marked touched), then the request. Flag 1 resets the form and shows a new captcha; a
 * refusal or a failed request leaves every value in place and says so in a popup, and a submit
 * of the same values again is a retry of the same submission (its idempotency key), which the
 * server stores once.
 */
export function useGuardedSubmit<T extends FieldValues, TContext, TOutput, TResult>({
  form,
  captcha,
  send,
  alsoSent,
  onSuccess,
}: GuardedSubmitOptions<T, TContext, TOutput, TResult>): (event?: FormEvent) => Promise<void> {
  const sending = useRef(false);
  // The submission under way: retried as long as what it sends is the same.
  const submission = useRef<{ fingerprint: string; key: string } | null>(null);
  const keyFor = (values: TOutput) => {
    const fingerprint = submissionFingerprint([values, alsoSent]);
    if (submission.current?.fingerprint !== fingerprint)
      submission.current = { fingerprint, key: newSubmissionKey() };
    return submission.current.key;
  };

  const sendChecked = async (values: TOutput) => {
    let answer: ApiAnswer<TResult> | null = null;
    sending.current = true;
    try {
      answer = await send(values, keyFor(values));
    } catch (error) {
      console.warn('[form] the request failed', error);
    } finally {
      sending.current = false;
    }
    if (answer?.flag === 1) {
      submission.current = null;
      form.reset();
      captcha.refresh();
      await onSuccess(answer.data);
      return;
    }
    // Spec section 8: a refusal shows the server's words (a file that is not what its name says,
    // for one); a failed request, or a refusal without words, the spec's submit failure.
    await warn(answer?.message || messages.submitFailed);
  };

  const refuseInvalid = async () => {
    markAllTouched(form);
    await warn(messages.requiredFields);
  };

  return async (event) => {
    event?.preventDefault();
    if (sending.current) return;
    if (!captcha.matches()) {
      await warn(messages.invalidCaptcha);
      return;
    }
    await form.handleSubmit(sendChecked, refuseInvalid)();
  };
}
