import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { messages } from '@gold/contracts';
import { showPopup } from '@gold/ui';
import {
  MobileNumberField,
  SiteForm,
  TextField,
  useCaptcha,
  useFieldBindings,
  useGuardedSubmit,
} from '@gold/ui/form';
import { sendFranchiseEnquiry } from './api/sendFranchiseEnquiry';
import { CertificateField } from './CertificateField';
import { fundInRupees } from './fundInRupees';
import { partnerWords } from './partnerWords';
import { usePartnerForm } from './usePartnerForm';

/** Props of {@link PartnerForm}. */
export interface PartnerFormProps {
  /** This page load's captcha, as the server drew it in the page's HTML. */
  captcha?: string;
}

/**
 * The franchise enquiry form (spec section 2, Partner Enquiry) with its certificate and captcha:
 * the page load's captcha where the server sent one.
 */
export function PartnerForm({ captcha: shownCaptcha }: PartnerFormProps) {
  const words = partnerWords.now();
  const form = usePartnerForm();
  const captcha = useCaptcha(shownCaptcha);
  const field = useFieldBindings(form, (message) => `(${message})`);
  const [certificate, setCertificate] = useState<File | null>(null);
  // The funds as the visitor types them, shown back in lakhs and crores under their fields.
  const [fundForInvest, fundNow] = useWatch({
    control: form.control,
    name: ['totalFundAvailableForInvest', 'totalFundAvailableNow'],
  });

  const onSubmit = useGuardedSubmit({
    form,
    captcha,
    send: (enquiry, idempotencyKey) => sendFranchiseEnquiry(enquiry, certificate, idempotencyKey),
    alsoSent: certificate,
    onSuccess: async () => {
      setCertificate(null);
      await showPopup({ kind: 'success', title: messages.enquirySent });
    },
  });

  return (
    <SiteForm
      title={words.formTitle}
      onSubmit={onSubmit}
      captcha={captcha}
      submitLabel={words.submit}
      submitting={form.formState.isSubmitting}
      beforeCaptcha={<CertificateField file={certificate} onChange={setCertificate} />}
    >
      <TextField label={words.name} autoComplete="name" binding={field('name')} />
      <MobileNumberField binding={field('mobileNumber')} />
      <TextField
        label={words.emailId}
        type="email"
        autoComplete="email"
        binding={field('mailId')}
      />
      <TextField
        label={words.experience}
        inputMode="numeric"
        autoComplete="off"
        binding={field('previousExperiences')}
      />
      <TextField
        label={words.fundForInvest}
        inputMode="numeric"
        autoComplete="off"
        binding={field('totalFundAvailableForInvest')}
        helperText={fundInRupees(fundForInvest)}
      />
      <TextField
        label={words.fundNow}
        inputMode="numeric"
        autoComplete="off"
        binding={field('totalFundAvailableNow')}
        helperText={fundInRupees(fundNow)}
      />
    </SiteForm>
  );
}
