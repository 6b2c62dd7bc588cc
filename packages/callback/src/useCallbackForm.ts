import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { generalEnquirySchema, type GeneralEnquiry, type PreferredTime } from '@gold/contracts';

/** The form's values: as the enquiry, except that the time starts unselected. */
export type CallbackFields = Omit<GeneralEnquiry, 'preferredTime'> & {
  preferredTime: PreferredTime | '';
};

const emptyFields: CallbackFields = { name: '', mobileNumber: '', preferredTime: '', message: '' };

/** The callback form, checked by the server's own schema of inquiry/add once a field is touched. */
export function useCallbackForm() {
  return useForm<CallbackFields, unknown, GeneralEnquiry>({
    mode: 'onTouched',
    defaultValues: emptyFields,
    // No time chosen ('') is 'required'; an empty message is none.
    resolver: zodResolver<CallbackFields, unknown, GeneralEnquiry>(generalEnquirySchema),
  });
}
