import { defineWords } from '@gold/i18n';

/** The languages the UI layer's own words carry. */
export const UI_LANGUAGES = ['en', 'ta', 'kn'] as const;

/** The words of the shared pieces: the captcha, the mobile number field, the popups' button. */
export const uiWords = defineWords(UI_LANGUAGES, {
  en: {
    captcha: 'Captcha',
    refreshCaptcha: 'Refresh captcha',
    enterCaptcha: 'Enter captcha',
    mobileNumber: 'Mobile number',
    ok: 'OK',
  },
  ta: {
    captcha: 'கேப்ட்சா',
    refreshCaptcha: 'புதிய கேப்ட்சா காட்டு',
    enterCaptcha: 'கேப்ட்சாவை உள்ளிடவும்',
    mobileNumber: 'கைபேசி எண்',
    ok: 'சரி',
  },
  kn: {
    captcha: 'ಕ್ಯಾಪ್ಚಾ',
    refreshCaptcha: 'ಹೊಸ ಕ್ಯಾಪ್ಚಾ ತೋರಿಸಿ',
    enterCaptcha: 'ಕ್ಯಾಪ್ಚಾ ನಮೂದಿಸಿ',
    mobileNumber: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
    ok: 'ಸರಿ',
  },
});
