import type { CalculatorRequest } from '@gold/contracts';

/** A calculator form filled in full, as the tests fill it and expect it sent. */
export const filledRequest: CalculatorRequest = {
  name: 'S. Meena',
  mobileNumber: '9876543210',
  emailId: 'meena@example.com',
  city: 'Chennai',
  goldGrams: '10.25',
  goldCarat: '22',
};
