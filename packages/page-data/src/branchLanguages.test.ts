import { describe, expect, it } from 'vitest';
import { branchesView } from './branchView';

const branch = {
  branchName: 'Chennai - T. Nagar',
  inchargeName: 'R. Kumar',
  mobileNumber: '9840012301',
  shopOpenTiming: '09:30',
  shopClosingTiming: '19:00',
  address: '12, உஸ்மான் சாலை, தி. நகர்',
  city: 'Chennai',
  state: 'Tamil Nadu',
  latitude: 13.0418,
  longitude: 80.2341,
};
const cardIn = (language: 'en' | 'ta' | 'kn') =>
  branchesView([branch] as Parameters<typeof branchesView>[0], language).items[0];

describe('a branch card’s languages', () => {
  it('gives each stored text the lang of its letters where they are not the page’s', () => {
    expect(cardIn('en')).toMatchObject({
      branchNameLang: '',
      inchargeNameLang: '',
      addressLang: 'ta-IN',
    });
    expect(cardIn('ta')).toMatchObject({
      branchNameLang: 'en-IN',
      inchargeNameLang: 'en-IN',
      addressLang: '',
    });
    expect(cardIn('kn')).toMatchObject({ branchNameLang: 'en-IN', addressLang: 'ta-IN' });
  });

  it('writes the hours in the page’s language, so they need none', () => {
    expect(cardIn('en')?.hours).toBe('9:30 AM – 7:00 PM');
    expect(cardIn('kn')?.hours).toBe('ಪೂರ್ವಾಹ್ನ 9:30 – ಅಪರಾಹ್ನ 7:00');
  });
});
