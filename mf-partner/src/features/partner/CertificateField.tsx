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
  const drawn = useRef(false);

  const take = (target: HTMLInputElement) => {
    const chosen = target.files?.[0] ?? null;
    const problem = chosen && certificateProblem(chosen);
    if (problem) {
      target.value = '';
      void showPopup({ kind: 'warning', title: problem });
    }
    onChange(problem ? null : chosen);
  };

  // A file picked before the form's code came is taken as if picked now.
  useEffect(() => {
    if (input.current?.files?.length) take(input.current);
  }, []);

  // The form cleared its file (sent, or refused): the input forgets it too. Not as it is first
  // drawn, which would drop a file picked before the code came.
  useEffect(() => {
    if (!drawn.current) {
      drawn.current = true;
      return;
    }
    if (!file && input.current) input.current.value = '';
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => take(event.target);

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
