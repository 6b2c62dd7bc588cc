/** The phone number as dialled: digits with the country code, for tel: and wa.me links. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d]/g, '');
}

/** A tel: link for the number. */
export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** A WhatsApp click-to-chat link with a prefilled message. */
export function whatsappHref(phone: string, message: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(message)}`;
}
