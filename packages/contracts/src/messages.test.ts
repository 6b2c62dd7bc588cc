import { describe, expect, it } from 'vitest';
import { loadFailedMessage, messages } from './index';

describe('error catalogue (spec section 8)', () => {
  it('holds the popup texts of the spec, word for word', () => {
    // Literal strings on purpose: a typo in messages.ts must fail here.
    expect(messages.invalidCaptcha).toBe('Invalid Captcha');
    expect(messages.requiredFields).toBe('Kindly enter all required fields');
    expect(messages.fileType).toBe('File type not acceptable');
    expect(messages.fileTooLarge).toBe('Maximum Image Size Exceed');
    expect(messages.fileTooSmall).toBe('Lesser than minimum size');
    expect(messages.submitFailed).toBe('Something went wrong try again later !!');
    expect(messages.enquirySent).toBe(
      'Form Submitted Successfully, Our Executive will contact you with in 24hrs',
    );
  });

  it('holds the field hints of spec section 5', () => {
    expect(messages.fieldRequired).toBe('required');
    expect(messages.fieldInvalid).toBe('Invalid');
  });

  it('has no other entries than the ones checked here', () => {
    expect(Object.keys(messages).sort()).toEqual(
      [
        'enquirySent',
        'fieldInvalid',
        'fieldRequired',
        'fileTooLarge',
        'fileTooSmall',
        'fileType',
        'invalidCaptcha',
        'loadFailedPrefix',
        'requiredFields',
        'submitFailed',
      ].sort(),
    );
  });

  it("builds 'Something went wrong ' followed by the HTTP status", () => {
    expect(messages.loadFailedPrefix).toBe('Something went wrong ');
    expect(loadFailedMessage(500)).toBe('Something went wrong 500');
    expect(loadFailedMessage(404)).toBe('Something went wrong 404');
    expect(loadFailedMessage(0)).toBe('Something went wrong 0');
    expect(loadFailedMessage('502')).toBe('Something went wrong 502');
  });
});
