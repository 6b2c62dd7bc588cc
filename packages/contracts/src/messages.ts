/** The spec's error catalogue (section 8), word for word: pages, server and tests share it. */
export const messages = {
  invalidCaptcha: 'Invalid Captcha',
  requiredFields: 'Kindly enter all required fields',
  fileType: 'File type not acceptable',
  fileTooLarge: 'Maximum Image Size Exceed',
  fileTooSmall: 'Lesser than minimum size',
  submitFailed: 'Something went wrong try again later !!',
  loadFailedPrefix: 'Something went wrong ',
  enquirySent: 'Form Submitted Successfully, Our Executive will contact you with in 24hrs',
  fieldRequired: 'required',
  fieldInvalid: 'Invalid',
} as const;

/** Messages of our API's own refusals (flag 0) that the spec leaves to the server. */
export const serverMessages = {
  ratesNotSet: 'Gold rates are not available yet, please try again later',
  /** The database is down: nothing was stored, and the visitor is asked to send it again. */
  databaseUnavailable:
    'Our records are unavailable for a moment and nothing was saved, please try again in a few minutes',
} as const;

/** 'Something went wrong ' followed by the HTTP status, for failed loads. */
export function loadFailedMessage(status: number | string): string {
  return `${messages.loadFailedPrefix}${status}`;
}
