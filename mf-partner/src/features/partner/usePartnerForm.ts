import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { franchiseEnquirySchema, type FranchiseEnquiry } from '@gold/contracts';

const emptyFields: FranchiseEnquiry = {
  name: '',
  mobileNumber: '',
  mailId: '',
  previousExperiences: '',
  totalFundAvailableForInvest: '',
  totalFundAvailableNow: '',
};

/** The franchise enquiry form, checked by the shared request schema once a field is touched. */
export function usePartnerForm() {
  return useForm<FranchiseEnquiry>({
    mode: 'onTouched',
    defaultValues: emptyFields,
    resolver: zodResolver(franchiseEnquirySchema),
  });
}
