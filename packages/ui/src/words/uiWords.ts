import { defineWords } from '@gold/i18n';

/** The languages the UI layer's own words carry. */
export const UI_LANGUAGES = ['en', 'ta', 'kn'] as const;

/** The words of the shared pieces: the captcha, the mobile number field, the popups' button. */
export const uiWords = defineWords(UI_LANGUAGES, {
  en: {
    captcha: 'Captcha',
    refreshCaptcha: 'Refresh captcha',
    enterCaptcha: 'Enter captcha',
    captchaHint: 'Type the {length} characters shown: capital and small letters differ.',
    mobileNumber: 'Mobile number',
    ok: 'OK',
  },
  ta: {
    captcha: 'கேப்ட்சா',
    refreshCaptcha: 'புதிய கேப்ட்சா காட்டு',
    enterCaptcha: 'கேப்ட்சாவை உள்ளிடவும்',
    captchaHint:
      'மேலே காட்டப்பட்டுள்ள {length} எழுத்துகளையும் தட்டச்சு செய்யவும்: பெரிய எழுத்தும் சிறிய எழுத்தும் வேறுபட்டவை.',
    mobileNumber: 'கைபேசி எண்',
    ok: 'சரி',
  },
  kn: {
    captcha: 'ಕ್ಯಾಪ್ಚಾ',
    refreshCaptcha: 'ಹೊಸ ಕ್ಯಾಪ್ಚಾ ತೋರಿಸಿ',
    enterCaptcha: 'ಕ್ಯಾಪ್ಚಾ ನಮೂದಿಸಿ',
    captchaHint: 'ಮೇಲೆ ತೋರಿಸಿರುವ {length} ಅಕ್ಷರಗಳನ್ನು ಟೈಪ್ ಮಾಡಿ: ದೊಡ್ಡ ಮತ್ತು ಸಣ್ಣ ಅಕ್ಷರಗಳು ಬೇರೆ ಬೇರೆ.',
    mobileNumber: 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
    ok: 'ಸರಿ',
  },
});
