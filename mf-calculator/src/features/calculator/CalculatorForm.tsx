import { useRef, useState } from 'react';
import { carats } from '@gold/contracts';
import {
  MobileNumberField,
  SelectField,
  SiteForm,
  TextField,
  useCaptcha,
  useFieldBindings,
  useGuardedSubmit,
} from '@gold/ui/form';
import { calculateGoldPrice } from './api/calculateGoldPrice';
import { ResultDialog, type Quote } from './ResultDialog';
import { useCalculatorForm } from './useCalculatorForm';

const caratOptions = carats.map((carat) => ({ value: carat, label: `${carat}K` }));

/** The calculator form with its captcha, and the dialog that shows the price it gets. */
export function CalculatorForm() {
  const form = useCalculatorForm();
  const captcha = useCaptcha();
  const field = useFieldBindings(form);
  const [quote, setQuote] = useState<Quote | null>(null);
  const sent = useRef<Quote['request'] | null>(null);

  const onSubmit = useGuardedSubmit({
    form,
    captcha,
    send: (request) => {
      sent.current = request;
      return calculateGoldPrice(request);
    },
    onSuccess: (result) => {
      if (result && sent.current) setQuote({ request: sent.current, result });
    },
  });

  const closeQuote = () => {
    setQuote(null);
    form.reset();
  };

  return (
    <>
      <SiteForm
        title="Enter The Following Details To Get Instant Rates"
        onSubmit={onSubmit}
        captcha={captcha}
        submitLabel="Calculate"
        submitting={form.formState.isSubmitting}
      >
        <TextField label="Name" autoComplete="name" binding={field('name')} />
        <MobileNumberField binding={field('mobileNumber')} />
        <TextField label="Email ID" type="email" autoComplete="email" binding={field('emailId')} />
        <TextField label="City" autoComplete="address-level2" binding={field('city')} />
        <TextField
          label="Gold weight (grams)"
          inputMode="decimal"
          autoComplete="off"
          binding={field('goldGrams')}
        />
        <SelectField
          label="Gold carat"
          placeholder="Select carat"
          options={caratOptions}
          binding={field('goldCarat')}
        />
      </SiteForm>
      <ResultDialog quote={quote} onOk={closeQuote} />
    </>
  );
}
