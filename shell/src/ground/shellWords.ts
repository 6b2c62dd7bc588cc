import { defineWords, type Language } from '@gold/i18n';
import { MESSAGE_LANGUAGES } from '@gold/contracts';
import { ROUTE_LANGUAGES } from '@gold/routes';
import { UI_LANGUAGES } from '@gold/ui';

/**
 * The languages the shell's own words carry. A language is offered to visitors once the shell
 * and every remote's stable version carry it.
 */
export const SHELL_LANGUAGES = ['en', 'ta', 'kn'] as const;

/**
 * The languages the layout is drawn in: those its words carry, and the routes', the UI layer's
 * and the catalogue's, which it shows too (its links, its popups, the forms' hints).
 */
export const LAYOUT_LANGUAGES: readonly Language[] = SHELL_LANGUAGES.filter((language) =>
  [ROUTE_LANGUAGES, UI_LANGUAGES, MESSAGE_LANGUAGES].every((carried) =>
    (carried as readonly Language[]).includes(language),
  ),
);

/** The words of the shell's layout and panels: navigation, caution, footer, contact bar, errors. */
export const shellWords = defineWords(SHELL_LANGUAGES, {
  en: {
    mainNav: 'Main',
    brandHome: '{brand} home',
    menu: 'Menu',
    callPhone: 'Call {phone}',
    call: 'Call',
    language: 'Language',
    cautionLabel: 'Caution',
    caution:
      'Caution: we do not accept stolen or illegal gold. Selling stolen or fake gold is a criminal offence. ' +
      "Anyone aged 21 or less may sell only with a parent or guardian's written letter.",
    play: 'Play',
    pause: 'Pause',
    registeredOffice: 'Registered office',
    support: 'Support',
    phone: 'Phone:',
    whatsapp: 'WhatsApp:',
    chatWithUs: 'Chat with us',
    onWhatsappNewTab: 'on WhatsApp (opens in a new tab)',
    email: 'E-mail:',
    policies: 'Policies',
    rightsReserved: '© {year} {legalName}. All rights reserved.',
    footerWhatsappMessage: 'Hello, I would like to sell gold',
    contactBar: 'Call or WhatsApp us',
    todaysRate: "Today's rate",
    chatOnWhatsappNewTab: 'Chat on WhatsApp (opens in a new tab)',
    whatsappButton: 'WhatsApp',
    contactBarWhatsappMessage: "Hello, I would like to know today's gold rate and sell my gold.",
    backToTop: 'Back to top',
    loading: 'Loading…',
    loadingPage: 'Loading {page}',
    skipToMain: 'Skip to main content',
    unavailable: '{page} is unavailable right now',
    unavailableText:
      'This part of the site could not be loaded. The rest of the site still works. Please try again in a moment.',
    tryAgain: 'Try again',
    notFoundText: 'We could not find that page. It may have moved, or the address may be mistyped.',
    goHome: 'Go to the home page',
  },
  ta: {
    mainNav: 'முதன்மை',
    brandHome: '{brand} முகப்பு',
    menu: 'மெனு',
    callPhone: 'அழைக்க: {phone}',
    call: 'அழைக்க',
    language: 'மொழி',
    cautionLabel: 'எச்சரிக்கை',
    caution:
      'எச்சரிக்கை: திருடப்பட்ட அல்லது சட்டவிரோதமான தங்கத்தை நாங்கள் ஏற்பதில்லை. திருடப்பட்ட அல்லது போலித் தங்கத்தை விற்பது கிரிமினல் குற்றமாகும். ' +
      '21 வயது அல்லது அதற்குக் குறைவானவர்கள் பெற்றோர் அல்லது பாதுகாவலரின் எழுத்துப்பூர்வக் கடிதத்துடன் மட்டுமே விற்க முடியும்.',
    play: 'இயக்கு',
    pause: 'இடைநிறுத்து',
    registeredOffice: 'பதிவு செய்யப்பட்ட அலுவலகம்',
    support: 'உதவி',
    phone: 'தொலைபேசி:',
    whatsapp: 'வாட்ஸ்அப்:',
    chatWithUs: 'எங்களுடன் உரையாடுங்கள்',
    onWhatsappNewTab: 'வாட்ஸ்அப்பில் (புதிய தாவலில் திறக்கும்)',
    email: 'மின்னஞ்சல்:',
    policies: 'கொள்கைகள்',
    rightsReserved: '© {year} {legalName}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
    footerWhatsappMessage: 'வணக்கம், நான் தங்கம் விற்க விரும்புகிறேன்',
    contactBar: 'எங்களை அழைக்கவும் அல்லது வாட்ஸ்அப் செய்யவும்',
    todaysRate: 'இன்றைய விலை',
    chatOnWhatsappNewTab: 'வாட்ஸ்அப்பில் உரையாடுங்கள் (புதிய தாவலில் திறக்கும்)',
    whatsappButton: 'வாட்ஸ்அப்',
    contactBarWhatsappMessage: 'வணக்கம், இன்றைய தங்க விலையைத் தெரிந்துகொண்டு என் தங்கத்தை விற்க விரும்புகிறேன்.',
    backToTop: 'மேலே செல்ல',
    loading: 'ஏற்றப்படுகிறது…',
    loadingPage: '{page} ஏற்றப்படுகிறது',
    skipToMain: 'முதன்மை உள்ளடக்கத்திற்குச் செல்லவும்',
    unavailable: '{page} இப்போது கிடைக்கவில்லை',
    unavailableText:
      'தளத்தின் இந்தப் பகுதியை ஏற்ற முடியவில்லை. தளத்தின் மற்ற பகுதிகள் வழக்கம்போல் இயங்குகின்றன. சிறிது நேரம் கழித்து மீண்டும் முயலவும்.',
    tryAgain: 'மீண்டும் முயலவும்',
    notFoundText:
      'அந்தப் பக்கத்தை எங்களால் கண்டுபிடிக்க முடியவில்லை. அது இடம் மாறியிருக்கலாம், அல்லது முகவரி தவறாகத் தட்டச்சு செய்யப்பட்டிருக்கலாம்.',
    goHome: 'முகப்புப் பக்கத்திற்குச் செல்லவும்',
  },
  kn: {
    mainNav: 'ಮುಖ್ಯ',
    brandHome: '{brand} ಮುಖಪುಟ',
    menu: 'ಮೆನು',
    callPhone: 'ಕರೆ ಮಾಡಿ: {phone}',
    call: 'ಕರೆ ಮಾಡಿ',
    language: 'ಭಾಷೆ',
    cautionLabel: 'ಎಚ್ಚರಿಕೆ',
    caution:
      'ಎಚ್ಚರಿಕೆ: ಕದ್ದ ಅಥವಾ ಕಾನೂನುಬಾಹಿರ ಚಿನ್ನವನ್ನು ನಾವು ಸ್ವೀಕರಿಸುವುದಿಲ್ಲ. ಕದ್ದ ಅಥವಾ ನಕಲಿ ಚಿನ್ನವನ್ನು ಮಾರುವುದು ಕ್ರಿಮಿನಲ್ ಅಪರಾಧ. ' +
      '21 ವರ್ಷ ಅಥವಾ ಅದಕ್ಕಿಂತ ಕಡಿಮೆ ವಯಸ್ಸಿನವರು ಪೋಷಕರ ಅಥವಾ ರಕ್ಷಕರ ಲಿಖಿತ ಪತ್ರದೊಂದಿಗೆ ಮಾತ್ರ ಮಾರಾಟ ಮಾಡಬಹುದು.',
    play: 'ಮುಂದುವರಿಸಿ',
    pause: 'ನಿಲ್ಲಿಸಿ',
    registeredOffice: 'ನೋಂದಾಯಿತ ಕಚೇರಿ',
    support: 'ಸಹಾಯ',
    phone: 'ದೂರವಾಣಿ:',
    whatsapp: 'ವಾಟ್ಸ್‌ಆ್ಯಪ್:',
    chatWithUs: 'ನಮ್ಮೊಂದಿಗೆ ಚಾಟ್ ಮಾಡಿ',
    onWhatsappNewTab: 'ವಾಟ್ಸ್‌ಆ್ಯಪ್‌ನಲ್ಲಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
    email: 'ಇ-ಮೇಲ್:',
    policies: 'ನೀತಿಗಳು',
    rightsReserved: '© {year} {legalName}. ಎಲ್ಲ ಹಕ್ಕುಗಳನ್ನು ಕಾಯ್ದಿರಿಸಲಾಗಿದೆ.',
    footerWhatsappMessage: 'ನಮಸ್ಕಾರ, ನಾನು ಚಿನ್ನ ಮಾರಲು ಬಯಸುತ್ತೇನೆ',
    contactBar: 'ನಮಗೆ ಕರೆ ಮಾಡಿ ಅಥವಾ ವಾಟ್ಸ್‌ಆ್ಯಪ್ ಮಾಡಿ',
    todaysRate: 'ಇಂದಿನ ದರ',
    chatOnWhatsappNewTab: 'ವಾಟ್ಸ್‌ಆ್ಯಪ್‌ನಲ್ಲಿ ಚಾಟ್ ಮಾಡಿ (ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
    whatsappButton: 'ವಾಟ್ಸ್‌ಆ್ಯಪ್',
    contactBarWhatsappMessage: 'ನಮಸ್ಕಾರ, ಇಂದಿನ ಚಿನ್ನದ ದರ ತಿಳಿದು ನನ್ನ ಚಿನ್ನವನ್ನು ಮಾರಲು ಬಯಸುತ್ತೇನೆ.',
    backToTop: 'ಮೇಲಕ್ಕೆ ಹೋಗಿ',
    loading: 'ಲೋಡ್ ಆಗುತ್ತಿದೆ…',
    loadingPage: '{page} ಲೋಡ್ ಆಗುತ್ತಿದೆ',
    skipToMain: 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ನೇರವಾಗಿ ಹೋಗಿ',
    unavailable: '{page} ಈಗ ಲಭ್ಯವಿಲ್ಲ',
    unavailableText:
      'ಸೈಟ್‌ನ ಈ ಭಾಗವನ್ನು ಲೋಡ್ ಮಾಡಲು ಆಗಲಿಲ್ಲ. ಸೈಟ್‌ನ ಉಳಿದ ಭಾಗ ಎಂದಿನಂತೆ ಕೆಲಸ ಮಾಡುತ್ತಿದೆ. ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
    tryAgain: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    notFoundText: 'ಆ ಪುಟ ನಮಗೆ ಸಿಗಲಿಲ್ಲ. ಅದನ್ನು ಬೇರೆಡೆಗೆ ಸರಿಸಿರಬಹುದು, ಅಥವಾ ವಿಳಾಸವನ್ನು ತಪ್ಪಾಗಿ ಟೈಪ್ ಮಾಡಿರಬಹುದು.',
    goHome: 'ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ',
  },
});
