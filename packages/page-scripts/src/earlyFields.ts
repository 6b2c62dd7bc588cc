// The hand-over of fields from a prerendered form's HTML to its scripts. A visitor may type into
// a field and leave it before the form's code has come: the browser keeps the value, and the
// page's loader records that the field was left, so that the form, once live, judges it as it
// would have had its code been there all along (its hint shows).

/** The window property the record is kept under, between the loader and the forms. */
const STORE = '__goldLeftFields';

/** The fields left so far, and those whose form's code has taken them (left later is its own). */
interface LeftFields {
  left: Element[];
  taken: Element[];
}

const store = () => (window as unknown as Record<typeof STORE, LeftFields | undefined>)[STORE];

/**
 * Starts recording the form fields the visitor leaves until the forms' code takes them, after
 * `left`: fields to take as if the visitor had filled and left them (a form the server sent back).
 */
export function recordLeftFields(left: Element[] = []): void {
  const record: LeftFields = { left, taken: [] };
  (window as unknown as Record<typeof STORE, LeftFields>)[STORE] = record;
  addEventListener(
    'focusout',
    (event) => {
      const field = event.target;
      if (field instanceof Element && field.matches('input,select,textarea'))
        if (!record.taken.includes(field)) record.left.push(field);
    },
    true,
  );
}

/**
 * Whether the visitor left `field` before its form's code took it (false where no loader ran),
 * and the end of its record: from here on, the code hears it.
 */
export function takeLeftField(field: Element): boolean {
  const record = store();
  if (!record || record.taken.includes(field)) return false;
  record.taken.push(field);
  const left = record.left.includes(field);
  record.left = record.left.filter((element) => element !== field);
  return left;
}
