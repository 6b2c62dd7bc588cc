import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../system/UiProvider';
import { SiteLink } from './SiteLink';
import { setSiteNavigator } from './siteNavigation';

afterEach(() => {
  cleanup();
  setSiteNavigator(undefined);
});

function renderLink() {
  render(
    <UiProvider>
      <SiteLink href="/website/Calculator">Calculator</SiteLink>
    </UiProvider>,
  );
  return screen.getByRole('link', { name: 'Calculator' });
}

describe('SiteLink', () => {
  it('navigates through the shell router on a plain click', () => {
    const navigate = vi.fn<(to: string) => void>();
    setSiteNavigator(navigate);
    const link = renderLink();
    expect(link.getAttribute('href')).toBe('/website/Calculator');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/website/Calculator');
  });

  it('leaves ctrl-click (new tab) to the browser', () => {
    const navigate = vi.fn<(to: string) => void>();
    setSiteNavigator(navigate);
    fireEvent.click(renderLink(), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });
});
