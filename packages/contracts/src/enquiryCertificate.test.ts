import { describe, expect, it } from 'vitest';
import { certificateProblem, certificateRules, messages, type FileFacts } from './index';

// The franchise enquiry's certificate: the same rules decide in the form and on the server.

describe('certificateProblem (spec sections 5, 8, 9)', () => {
  const MIN = 30720;
  const MAX = 5242880;
  const file = (name: string, type: string, size = 100_000): FileFacts => ({ name, type, size });

  it('has the spec limits: 30 KB to 5 MB; png, jpeg, jpg, pdf', () => {
    expect(certificateRules.minBytes).toBe(30 * 1024);
    expect(certificateRules.minBytes).toBe(MIN);
    expect(certificateRules.maxBytes).toBe(5 * 1024 * 1024);
    expect(certificateRules.maxBytes).toBe(MAX);
    expect([...certificateRules.extensions].sort()).toEqual(['jpeg', 'jpg', 'pdf', 'png']);
  });

  it.each([
    ['certificate.png', 'image/png'],
    ['certificate.jpeg', 'image/jpeg'],
    ['certificate.jpg', 'image/jpeg'],
    ['certificate.pdf', 'application/pdf'],
    ['SCAN.PDF', 'application/pdf'],
    ['Photo.JPG', 'image/jpeg'],
    ['my.degree.certificate.pdf', 'application/pdf'],
  ])('accepts %s (%s)', (name, type) => {
    expect(certificateProblem(file(name, type))).toBeNull();
  });

  it('accepts an allowed extension when the browser reports no MIME type', () => {
    expect(certificateProblem(file('certificate.pdf', ''))).toBeNull();
  });

  it.each([
    ['certificate.gif', 'image/gif'],
    ['setup.exe', 'application/x-msdownload'],
    ['certificate', 'application/pdf'],
    ['certificate', ''],
    ['pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['certificate.', 'application/pdf'],
    ['certificate.pdf.exe', 'application/x-msdownload'],
    ['certificate.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['certificate.webp', 'image/webp'],
  ])("refuses %s (%s) with 'File type not acceptable'", (name, type) => {
    expect(certificateProblem(file(name, type))).toBe('File type not acceptable');
  });

  it.each([
    ['certificate.pdf', 'image/gif'],
    ['certificate.pdf', 'application/x-msdownload'],
    ['certificate.pdf', 'text/html'],
    ['certificate.pdf', 'image/png'],
    ['certificate.png', 'application/pdf'],
    ['certificate.jpg', 'image/png'],
  ])('refuses %s whose MIME type is %s', (name, type) => {
    expect(certificateProblem(file(name, type))).toBe(messages.fileType);
  });

  it('checks the type before the size', () => {
    expect(certificateProblem(file('virus.exe', 'application/x-msdownload', 1))).toBe(
      messages.fileType,
    );
    expect(certificateProblem(file('virus.exe', 'application/x-msdownload', MAX + 1))).toBe(
      messages.fileType,
    );
  });

  it('accepts 30720 bytes and refuses 30719 bytes with the spec message', () => {
    expect(certificateProblem(file('certificate.pdf', 'application/pdf', MIN))).toBeNull();
    expect(certificateProblem(file('certificate.pdf', 'application/pdf', MIN - 1))).toBe(
      'Lesser than minimum size',
    );
    expect(certificateProblem(file('certificate.png', 'image/png', 0))).toBe(messages.fileTooSmall);
  });

  it('accepts 5242880 bytes and refuses 5242881 bytes with the spec message', () => {
    expect(certificateProblem(file('certificate.jpg', 'image/jpeg', MAX))).toBeNull();
    expect(certificateProblem(file('certificate.jpg', 'image/jpeg', MAX + 1))).toBe(
      'Maximum Image Size Exceed',
    );
    expect(certificateProblem(file('certificate.pdf', 'application/pdf', 50 * 1024 * 1024))).toBe(
      messages.fileTooLarge,
    );
  });
});
