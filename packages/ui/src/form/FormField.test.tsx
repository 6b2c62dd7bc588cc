import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from '@chakra-ui/react/input';
import { FormField } from './FormField';
import { renderInSite } from '../testing/renderInSite';

afterEach(cleanup);

function Field({ hint, helperText }: { hint?: string; helperText?: string }) {
  return (
    <FormField label="City" hint={hint} helperText={helperText} required>
      {(describedBy) => <Input aria-describedby={describedBy} />}
    </FormField>
  );
}

// The first render of a file builds the whole Chakra system: slow on a machine shared with parallel builds.
describe('FormField', { timeout: 30_000 }, () => {
  it('labels its control and leaves it valid while there is no hint', () => {
    renderInSite(<Field />);
    const control = screen.getByRole('textbox', { name: 'City' });
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(control).toBeRequired();
  });

  it('ties the hint to the control with aria-describedby and marks it invalid', () => {
    renderInSite(<Field hint="required" />);
    const control = screen.getByRole('textbox', { name: 'City' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('required');
  });

  it('describes the control with the helper text too', () => {
    renderInSite(<Field hint="Invalid" helperText="Letters only." />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      'Invalid Letters only.',
    );
  });
});
