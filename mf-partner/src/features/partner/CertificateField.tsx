import { useCallback, useEffect, useRef, type ChangeEvent } from 'react';
import { certificateProblem, certificateRules } from '@gold/contracts';
import { showPopup } from '@gold/ui';
import { FormField, Input } from '@gold/ui/form';
import { partnerWords } from './partnerWords';

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

  const take = useCallback(
    (target: HTMLInputElement) => {
      const chosen = target.files?.[0] ?? null;
      const problem = chosen && certificateProblem(chosen);
      if (problem) {
        target.value = '';
        void showPopup({ kind: 'warning', title: problem });
      }
      onChange(problem ? null : chosen);
    },
    [onChange],
  );

  // As it is first drawn by its code, a file picked before the code came is taken as if picked
  // now; later, where the form cleared its file (sent, or refused), the input forgets it too.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    if (!drawn.current) {
      drawn.current = true;
      if (element.files?.length) take(element);
    } else if (!file) element.value = '';
  }, [file, take]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => take(event.target);
  const words = partnerWords.now();

  return (
    <FormField label={words.certificate} helperText={words.certificateHint}>
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
