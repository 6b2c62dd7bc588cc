import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { calculatorRequestSchema, type Carat, type CalculatorRequest } from '@gold/contracts';

/** The form's values: as the request, except that the carat starts unselected. */
export type CalculatorFields = Omit<CalculatorRequest, 'goldCarat'> & { goldCarat: Carat | '' };

const emptyFields: CalculatorFields = {
  name: '',
  mobileNumber: '',
  emailId: '',
  city: '',
  goldGrams: '',
  goldCarat: '',
};

/** The calculator's form, checked by the shared request schema once a field is touched. */
export function useCalculatorForm() {
  return useForm<CalculatorFields, unknown, CalculatorRequest>({
    mode: 'onTouched',
    defaultValues: emptyFields,
    // The form starts with no carat (''), which the schema reports as 'required'.
    resolver: zodResolver<CalculatorFields, unknown, CalculatorRequest>(calculatorRequestSchema),
  });
}
