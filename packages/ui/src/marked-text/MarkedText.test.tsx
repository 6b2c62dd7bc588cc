import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkedText, drawParts } from './MarkedText';

const brand = 'Golden Star';
const legal = 'Golden Star Bullion LLP';

afterEach(() => {
  document.documentElement.lang = 'en-IN';
});

describe('MarkedText', () => {
  it('marks an English name in a Tamil sentence with its language', () => {
    document.documentElement.lang = 'ta-IN';
    const text = `${brand} உங்களை வரவேற்கிறது`;
    const { container } = render(<MarkedText text={text} names={[brand]} />);
    expect(container.querySelector('span[lang="en-IN"]')).toHaveTextContent(brand);
    expect(container).toHaveTextContent(text);
  });

  it('finds the longer name whole where a shorter one begins it', () => {
    document.documentElement.lang = 'kn-IN';
    const { container } = render(
      <MarkedText text={`${legal} ನಡೆಸುತ್ತದೆ, ${brand} ಸ್ವಾಗತಿಸುತ್ತದೆ`} names={[brand, legal]} />,
    );
    const marked = [...container.querySelectorAll('span[lang="en-IN"]')].map((s) => s.textContent);
    expect(marked).toEqual([legal, brand]);
  });

  it('leaves an English page as plain text', () => {
    const { container } = render(<MarkedText text={`Welcome to ${brand}`} names={[brand]} />);
    expect(container.innerHTML).toBe(`Welcome to ${brand}`);
  });

  it('gives back the text itself when no part is in it', () => {
    expect(drawParts('Nothing here', new Map([[brand, () => 'x']]))).toBe('Nothing here');
  });
});
