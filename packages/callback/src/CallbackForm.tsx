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
import { MessageField } from './MessageField';
import { useCallbackForm } from './useCallbackForm';

const timeOptions = preferredTimes.map((time) => ({ value: time, label: time }));

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
      title="Request a Callback"
      onSubmit={onSubmit}
      captcha={captcha}
      submitLabel="Request callback"
      submitting={form.formState.isSubmitting}
      beforeCaptcha={<MessageField label="Message (optional)" binding={field('message')} />}
    >
      <TextField label="Name" autoComplete="name" binding={field('name')} />
      <MobileNumberField binding={field('mobileNumber')} />
      <SelectField
        label="Preferred time"
        placeholder="Select a time"
        options={timeOptions}
        binding={field('preferredTime')}
      />
    </SiteForm>
  );
}
