import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileNumberField } from './MobileNumberField';
import { renderInSite } from '../testing/renderInSite';
import { useFieldBindings } from './useFieldBindings';

afterEach(cleanup);

function Form() {
  const form = useForm<{ mobileNumber: string }>();
  const field = useFieldBindings(form);
  return <MobileNumberField binding={field('mobileNumber')} />;
}

// The first render of a file builds the whole Chakra system: slow on a machine shared with parallel builds.
describe('MobileNumberField', { timeout: 30_000 }, () => {
  it('asks for a required national number on a phone keypad', () => {
    renderInSite(<Form />);
    const control = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(control).toBeRequired();
    expect(control).toHaveAttribute('type', 'tel');
    expect(control).toHaveAttribute('inputmode', 'numeric');
    expect(control).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('takes no more than the ten digits the rule allows', async () => {
    renderInSite(<Form />);
    const control = screen.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.setup().type(control, '987654321012');
    expect(control).toHaveValue('9876543210');
  });
});
