const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees with Indian digit grouping: 123456.5 -> "₹1,23,456.50". */
export function formatInr(amount: number): string {
  return rupees.format(amount);
}

const ddMMyyyy = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** A date as dd/MM/yyyy in India time, the spec's result date format. */
export function formatIndianDate(value: string | Date): string {
  return ddMMyyyy.format(typeof value === 'string' ? new Date(value) : value);
}
