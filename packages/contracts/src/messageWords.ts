import { defineWords, fill, type Language } from '@gold/i18n';
import { messages, serverMessages } from './messages';

/** The languages the catalogue's words carry. */
export const MESSAGE_LANGUAGES = ['en', 'ta', 'kn'] as const;

/**
 * The spec's error catalogue and the server's own refusals in each language. English is the
 * catalogue itself, word for word; a failed load's message is its prefix and the status.
 */
export const messageWords = defineWords(MESSAGE_LANGUAGES, {
  en: {
    ...messages,
    ...serverMessages,
    loadFailed: `${messages.loadFailedPrefix}{status}`,
  },
  ta: {
    invalidCaptcha: 'கேப்ட்சா தவறானது',
    requiredFields: 'தேவையான அனைத்து விவரங்களையும் உள்ளிடவும்',
    fileType: 'இந்த வகைக் கோப்பு ஏற்கப்படாது',
    fileTooLarge: 'கோப்பின் அளவு அதிகபட்ச வரம்பை மீறுகிறது',
    fileTooSmall: 'கோப்பின் அளவு குறைந்தபட்ச அளவைவிடக் குறைவு',
    submitFailed: 'ஏதோ தவறு நடந்துவிட்டது, சிறிது நேரம் கழித்து மீண்டும் முயலவும் !!',
    loadFailedPrefix: 'ஏதோ தவறு நடந்துவிட்டது ',
    enquirySent:
      'படிவம் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது, எங்கள் அலுவலர் 24 மணி நேரத்திற்குள் உங்களைத் தொடர்புகொள்வார்',
    fieldRequired: 'தேவை',
    fieldInvalid: 'தவறானது',
    ratesNotSet: 'தங்க விலைகள் இன்னும் கிடைக்கவில்லை, சிறிது நேரம் கழித்து மீண்டும் முயலவும்',
    databaseUnavailable:
      'எங்கள் பதிவேடுகள் சிறிது நேரம் கிடைக்கவில்லை, எதுவும் சேமிக்கப்படவில்லை; சில நிமிடங்கள் கழித்து மீண்டும் முயலவும்',
    loadFailed: 'ஏதோ தவறு நடந்துவிட்டது {status}',
  },
  kn: {
    invalidCaptcha: 'ಕ್ಯಾಪ್ಚಾ ತಪ್ಪಾಗಿದೆ',
    requiredFields: 'ದಯವಿಟ್ಟು ಅಗತ್ಯವಿರುವ ಎಲ್ಲಾ ವಿವರಗಳನ್ನು ನಮೂದಿಸಿ',
    fileType: 'ಈ ರೀತಿಯ ಕಡತವನ್ನು ಸ್ವೀಕರಿಸಲಾಗುವುದಿಲ್ಲ',
    fileTooLarge: 'ಕಡತದ ಗಾತ್ರ ಗರಿಷ್ಠ ಮಿತಿಯನ್ನು ಮೀರಿದೆ',
    fileTooSmall: 'ಕಡತದ ಗಾತ್ರ ಕನಿಷ್ಠ ಮಿತಿಗಿಂತ ಕಡಿಮೆ ಇದೆ',
    submitFailed: 'ಏನೋ ತಪ್ಪಾಗಿದೆ, ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ !!',
    loadFailedPrefix: 'ಏನೋ ತಪ್ಪಾಗಿದೆ ',
    enquirySent: 'ಅರ್ಜಿಯನ್ನು ಯಶಸ್ವಿಯಾಗಿ ಸಲ್ಲಿಸಲಾಗಿದೆ, ನಮ್ಮ ಪ್ರತಿನಿಧಿ 24 ಗಂಟೆಗಳೊಳಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತಾರೆ',
    fieldRequired: 'ಅಗತ್ಯ',
    fieldInvalid: 'ಅಮಾನ್ಯ',
    ratesNotSet: 'ಚಿನ್ನದ ದರಗಳು ಇನ್ನೂ ಲಭ್ಯವಿಲ್ಲ, ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    databaseUnavailable: 'ನಮ್ಮ ದಾಖಲೆಗಳು ಕ್ಷಣಕಾಲ ಲಭ್ಯವಿಲ್ಲ, ಏನನ್ನೂ ಉಳಿಸಲಾಗಿಲ್ಲ; ಕೆಲವು ನಿಮಿಷಗಳ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    loadFailed: 'ಏನೋ ತಪ್ಪಾಗಿದೆ {status}',
  },
});

const english = messageWords.in('en');
const failedLoad = new RegExp(`^${messages.loadFailedPrefix}(\\d{3})$`);

/**
 * A text of the catalogue (the pages' own, or the server's `message`), as the page's language
 * says it: the hints '(required)' and '(Invalid)' too. Any other text is the server's own words,
 * shown as they came.
 */
export function messageIn(text: string, language: Language): string {
  if (language === 'en') return text;
  const words = messageWords.in(language);
  const inner = /^\((.*)\)$/.exec(text)?.[1];
  if (inner !== undefined) {
    const said = messageIn(inner, language);
    return said === inner ? text : `(${said})`;
  }
  const status = failedLoad.exec(text)?.[1];
  if (status) return fill(words.loadFailed, { status });
  const key = (Object.keys(english) as (keyof typeof english)[]).find(
    (candidate) => english[candidate] === text,
  );
  return key ? words[key] : text;
}
