import { useEffect, useRef, type ChangeEvent } from 'react';
import { certificateProblem, certificateRules } from '@gold/contracts';
import { showPopup } from '@gold/ui';
import { FormField, Input } from '@gold/ui/form';

/** Props of {@link CertificateField}. */
export interface CertificateFieldProps {
  /** The accepted file; null clears the input. */
  file: File | null;
  onChange: (file: File | null) => void;
}

const accept = certificateRules.extensions.map((extension) => `.${extension}`).join(',');

/** The optional professional certificate: an unacceptable file is refused with the spec's popup and cleared. */
export function CertificateField({ file, onChange }: CertificateFieldProps) {
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen && certificateProblem(chosen);
    if (problem) {
      event.target.value = '';
      void showPopup({ kind: 'warning', title: problem });
    }
    onChange(problem ? null : chosen);
  };

  return (
    <FormField
      label="Professional certificate (optional)"
      helperText="PNG, JPEG or PDF, from 30 KB to 5 MB."
    >
      {(describedBy) => (
        <Input
          ref={input}
          type="file"
          accept={accept}
          onChange={choose}
          aria-describedby={describedBy}
          py="1.5"
        />
      )}
    </FormField>
  );
}
