import { defineWords } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../../languages';

/**
 * The words of the ways to reach us: the call and WhatsApp buttons, the FAQs' closing box, and
 * the message each WhatsApp chat starts with.
 */
export const contactWords = defineWords(REMOTE_LANGUAGES, {
  en: {
    call: 'Call {phone}',
    chat: 'Chat on WhatsApp',
    stillTitle: 'Still have a question?',
    stillText: 'Talk to us. We are happy to help, and there is no obligation to sell.',
    questionMessage: 'Hello, I have a question about selling my gold.',
    bookingMessage: 'Hello, I would like to book a gold evaluation.',
  },
  ta: {
    call: 'அழைக்க: {phone}',
    chat: 'WhatsApp-இல் பேசுங்கள்',
    stillTitle: 'இன்னும் ஏதேனும் கேள்வி உள்ளதா?',
    stillText: 'எங்களிடம் பேசுங்கள். உதவ மகிழ்ச்சியுடன் காத்திருக்கிறோம்; விற்க வேண்டிய கட்டாயம் எதுவும் இல்லை.',
    questionMessage: 'வணக்கம், என் தங்கத்தை விற்பது பற்றி எனக்கு ஒரு கேள்வி உள்ளது.',
    bookingMessage: 'வணக்கம், என் தங்கத்தை மதிப்பிட நேரம் பதிவு செய்ய விரும்புகிறேன்.',
  },
  kn: {
    call: 'ಕರೆ ಮಾಡಿ: {phone}',
    chat: 'WhatsApp ನಲ್ಲಿ ಮಾತನಾಡಿ',
    stillTitle: 'ಇನ್ನೂ ಏನಾದರೂ ಪ್ರಶ್ನೆ ಇದೆಯೇ?',
    stillText: 'ನಮ್ಮೊಂದಿಗೆ ಮಾತನಾಡಿ. ಸಹಾಯ ಮಾಡಲು ನಮಗೆ ಸಂತೋಷ; ಮಾರಾಟ ಮಾಡಲೇಬೇಕೆಂಬ ಯಾವುದೇ ಒತ್ತಾಯವಿಲ್ಲ.',
    questionMessage: 'ನಮಸ್ಕಾರ, ನನ್ನ ಚಿನ್ನ ಮಾರಾಟ ಮಾಡುವ ಬಗ್ಗೆ ನನಗೊಂದು ಪ್ರಶ್ನೆ ಇದೆ.',
    bookingMessage: 'ನಮಸ್ಕಾರ, ನನ್ನ ಚಿನ್ನದ ಮೌಲ್ಯಮಾಪನಕ್ಕಾಗಿ ಸಮಯ ಕಾಯ್ದಿರಿಸಲು ಬಯಸುತ್ತೇನೆ.',
  },
});
