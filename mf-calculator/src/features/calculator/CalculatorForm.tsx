import { useEffect, useRef, useState } from 'react';
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
import { CALCULATOR_POST_HREF } from '@gold/routes';
import { Box, useOnDemand } from '@gold/ui';
import { calculateGoldPrice } from './api/calculateGoldPrice';
import { resultDialogOnDemand } from './resultDialogOnDemand';
import type { Quote } from './ResultDialog';
import { useCalculatorForm } from './useCalculatorForm';
import { calculatorWords } from './calculatorWords';

const caratOptions = carats.map((carat) => ({ value: carat, label: `${carat}K` }));

/** Whether the visitor has focused or filled a field of `form` (drawn before its code came). */
function startedOn(form: HTMLElement | null): boolean {
  if (!form) return false;
  const fields = form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'input:not([type="hidden"]), select',
  );
  return (
    form.matches(':focus-within') || [...fields].some((field) => !field.disabled && field.value)
  );
}

/** Props of {@link CalculatorForm}. */
export interface CalculatorFormProps {
  /** This page load's captcha, as the server drew it in the page's HTML. */
  captcha?: string;
  /**
   * The server's proof of that captcha: with it, the form submitted before its code came posts
   * to the server, which answers with the price in the page.
   */
  captchaProof?: string;
}

/**
 * The calculator form with its captcha (the page load's where the server sent one), and the
 * dialog that shows the price it gets.
 */
export function CalculatorForm({ captcha: shownCaptcha, captchaProof }: CalculatorFormProps) {
  const words = calculatorWords.now();
  const form = useCalculatorForm();
  const captcha = useCaptcha(shownCaptcha);
  const field = useFieldBindings(form);
  const [quote, setQuote] = useState<Quote | null>(null);
  const sent = useRef<Quote['request'] | null>(null);
  const { value: ResultDialog, load: loadDialog } = useOnDemand(resultDialogOnDemand);
  // A failed download here stays silent: the submit tries again, and says so if it fails too.
  const startLoadingDialog = () => void loadDialog().catch(() => undefined);
  const box = useRef<HTMLDivElement>(null);
  // A visitor who started on the form before its code came (a field focused or filled) gets the
  // dialog's download now, with the form's, not once the submit needs it.
  useEffect(() => {
    if (startedOn(box.current)) void loadDialog().catch(() => undefined);
  }, [loadDialog]);

  const onSubmit = useGuardedSubmit({
    form,
    captcha,
    // Nothing is sent until the dialog that shows the price is there: a failed download then
    // leaves the visitor with the form as filled and a message, and the server with no record.
    send: async (request) => {
      await loadDialog();
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
    <Box ref={box} onFocus={startLoadingDialog}>
      <SiteForm
        title={words.formTitle}
        onSubmit={onSubmit}
        captcha={captcha}
        submitLabel={words.calculate}
        post={captchaProof ? { to: CALCULATOR_POST_HREF, captchaProof } : undefined}
        submitting={form.formState.isSubmitting}
      >
        <TextField label={words.name} autoComplete="name" binding={field('name')} />
        <MobileNumberField binding={field('mobileNumber')} />
        <TextField
          label={words.emailId}
          type="email"
          autoComplete="email"
          binding={field('emailId')}
        />
        <TextField label={words.city} autoComplete="address-level2" binding={field('city')} />
        <TextField
          label={words.goldGrams}
          inputMode="decimal"
          autoComplete="off"
          binding={field('goldGrams')}
        />
        <SelectField
          label={words.goldCarat}
          placeholder={words.selectCarat}
          options={caratOptions}
          binding={field('goldCarat')}
        />
      </SiteForm>
      {ResultDialog && <ResultDialog quote={quote} onOk={closeQuote} />}
    </Box>
  );
}
