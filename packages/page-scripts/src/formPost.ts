// A form the server answers as a page (a `method="post"` form with an action): submitted before
// its code came, with its captcha entered and its fields filled, it goes to the server at once
// instead of waiting for the code. The captcha is checked here as the code checks it, and again
// by the server against its signed proof of the one it drew.

/** On the input that shows the captcha. */
export const CAPTCHA_SHOWN_ATTRIBUTE = 'data-captcha-shown';
/** On the input the visitor types the captcha into. */
export const CAPTCHA_ENTRY_ATTRIBUTE = 'data-captcha-entry';
/** The name the captcha entry is posted under: a form sent back keeps the captcha it matched. */
export const CAPTCHA_ENTRY_NAME = 'captcha';
/** The name the server's proof of the captcha it drew is posted under (a hidden field). */
export const CAPTCHA_PROOF_NAME = 'captchaProof';
/**
 * On a form the server sent back as it was posted (it could not answer), holding the values it
 * was posted with as JSON by field name: they are put back, and its submit is pressed again once
 * its code is live, which says what was wrong.
 */
export const SUBMIT_WHEN_LIVE_ATTRIBUTE = 'data-submit-when-live';

/**
 * Whether `form`, submitted before its code came, is sent to the server as it is: it posts, its
 * captcha entry is the captcha shown, and every field holds what its markup requires. Any other
 * submit waits for the code, which says what is wrong as it always does.
 */
export function postsWithoutCode(form: HTMLFormElement): boolean {
  if (form.getAttribute('method') !== 'post' || !form.getAttribute('action')) return false;
  const shown = form.querySelector<HTMLInputElement>(`[${CAPTCHA_SHOWN_ATTRIBUTE}]`)?.value;
  const entry = form.querySelector<HTMLInputElement>(`[${CAPTCHA_ENTRY_ATTRIBUTE}]`)?.value;
  return !!shown && entry === shown && form.checkValidity();
}

/** The forms the server sent back on this page (see {@link SUBMIT_WHEN_LIVE_ATTRIBUTE}). */
export interface SentBackForms {
  /** Their submit buttons, to be clicked once their code is live. */
  submits: HTMLButtonElement[];
  /** Their fields, taken by their code as fields the visitor filled and left. */
  fields: Element[];
}

/**
 * This page's forms the server sent back, for the loader to hand to their code: each value put
 * back into its field as if the visitor had typed it there.
 */
export function sentBackForms(): SentBackForms {
  const forms = [
    ...document.querySelectorAll<HTMLFormElement>(`form[${SUBMIT_WHEN_LIVE_ATTRIBUTE}]`),
  ];
  const fields = forms.flatMap((form) => {
    const values = JSON.parse(form.getAttribute(SUBMIT_WHEN_LIVE_ATTRIBUTE) ?? '{}') as unknown;
    if (typeof values !== 'object' || values === null) return [];
    return Object.entries(values).flatMap(([name, value]) => {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return [];
      field.value = String(value);
      return [field];
    });
  });
  return {
    submits: forms.flatMap(
      (form) => form.querySelector<HTMLButtonElement>('[type="submit"]') ?? [],
    ),
    fields,
  };
}
