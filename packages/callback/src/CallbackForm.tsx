import { messages, preferredTimes } from '@gold/contracts';
import { showPopup } from '@gold/ui';
import {
  MobileNumberField,
  SelectField,
  SiteForm,
  TextField,
  useCaptcha,
  useFieldBindings,
  useGuardedSubmit,
} from '@gold/ui/form';
import { requestCallback } from './api/requestCallback';
import { callbackWords, timeWord } from './callbackWords';
import { MessageField } from './MessageField';
import { useCallbackForm } from './useCallbackForm';

/** Props of {@link CallbackForm}: JSON only, as an island's are. */
export interface CallbackFormProps {
  /** This page load's captcha, as the server drew it in the page's HTML. */
  captcha?: string;
}

/**
 * Request a callback: name, mobile number, the time of day to call and an optional message, sent
 * as the general enquiry (inquiry/add) after the captcha (the page load's where the server sent
 * one) and the fields are checked.
 */
export function CallbackForm({ captcha: shownCaptcha }: CallbackFormProps) {
  const words = callbackWords.now();
  const form = useCallbackForm();
  const captcha = useCaptcha(shownCaptcha);
  const field = useFieldBindings(form);

  const onSubmit = useGuardedSubmit({
    form,
    captcha,
    send: requestCallback,
    onSuccess: () => showPopup({ kind: 'success', title: messages.enquirySent }),
  });

  return (
    <SiteForm
      title={words.title}
      onSubmit={onSubmit}
      captcha={captcha}
      submitLabel={words.submit}
      submitting={form.formState.isSubmitting}
      beforeCaptcha={<MessageField label={words.message} binding={field('message')} />}
    >
      <TextField label={words.name} autoComplete="name" binding={field('name')} />
      <MobileNumberField binding={field('mobileNumber')} />
      <SelectField
        label={words.preferredTime}
        placeholder={words.selectTime}
        options={preferredTimes.map((time) => ({ value: time, label: words[timeWord[time]] }))}
        binding={field('preferredTime')}
      />
    </SiteForm>
  );
}
