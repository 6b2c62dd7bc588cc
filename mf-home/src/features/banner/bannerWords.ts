import { defineWords } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../../languages';

/**
 * The banner's words: the page's heading, the four slides (with the WhatsApp message each one
 * starts) and the carousel's and loader's names.
 */
export const bannerWords = defineWords(REMOTE_LANGUAGES, {
  en: {
    pageHeading: '{brandName}: sell your gold at the best market rate',
    highlights: 'Highlights',
    loading: 'Loading the page',
    opensWhatsApp: '(opens WhatsApp in a new tab)',
    call: 'Call {phone}',
    welcomeHeading: 'Welcome to {brandName}',
    welcomeMessage:
      'Sell your old gold at the best market rate, with a transparent evaluation and on-the-spot payment.',
    releaseHeading: 'Free your gold, get more value',
    releaseMessage:
      'Gold pledged with a bank, NBFC or pawnbroker? We settle the loan, release your gold and pay you the remaining value.',
    releaseAction: 'Ask on WhatsApp',
    releaseWhatsApp: 'Hello, I would like to release my pledged gold.',
    repledgeHeading: 'Repledge for better returns',
    repledgeMessage:
      'Move your pledged gold to our partners for a better loan value on the same jewellery.',
    doorstepHeading: 'Doorstep gold services',
    doorstepMessage:
      'Book a free home visit: purity testing in front of you and payment at your door.',
    doorstepAction: 'Book a visit on WhatsApp',
    doorstepWhatsApp: 'Hello, I would like to book a doorstep gold evaluation.',
  },
  ta: {
    pageHeading: '{brandName}: உங்கள் தங்கத்தைச் சந்தையின் சிறந்த விலையில் விற்றிடுங்கள்',
    highlights: 'சிறப்பம்சங்கள்',
    loading: 'பக்கம் ஏற்றப்படுகிறது',
    opensWhatsApp: '(WhatsApp புதிய தாவலில் திறக்கும்)',
    call: 'அழைக்க: {phone}',
    welcomeHeading: '{brandName} உங்களை அன்புடன் வரவேற்கிறது',
    welcomeMessage:
      'வெளிப்படையான மதிப்பீடு, அந்த இடத்திலேயே பணம்: உங்கள் பழைய தங்கத்தைச் சந்தையின் சிறந்த விலையில் விற்றிடுங்கள்.',
    releaseHeading: 'அடகுத் தங்கத்தை மீட்டு, கூடுதல் மதிப்பு பெறுங்கள்',
    releaseMessage:
      'வங்கியிலோ NBFC-யிலோ அடகுக் கடையிலோ தங்கத்தை அடகு வைத்திருக்கிறீர்களா? கடனை நாங்களே அடைத்து, உங்கள் தங்கத்தை மீட்டு, மீதமுள்ள தொகையை உங்களிடம் தருகிறோம்.',
    releaseAction: 'WhatsApp-இல் கேளுங்கள்',
    releaseWhatsApp: 'வணக்கம், அடகு வைத்த என் தங்கத்தை மீட்க விரும்புகிறேன்.',
    repledgeHeading: 'மறு அடகு வைத்து கூடுதல் பலன் பெறுங்கள்',
    repledgeMessage:
      'அடகு வைத்த உங்கள் தங்கத்தை எங்கள் கூட்டாளர்களிடம் மாற்றுங்கள்: அதே நகைக்கு அதிகக் கடன் தொகை கிடைக்கும்.',
    doorstepHeading: 'வீடு தேடி வரும் தங்கச் சேவைகள்',
    doorstepMessage:
      'இலவச வீட்டு வருகைக்குப் பதிவு செய்யுங்கள்: உங்கள் கண் முன்னே தூய்மைச் சோதனை, உங்கள் வீட்டு வாசலிலேயே பணம்.',
    doorstepAction: 'WhatsApp-இல் வருகையைப் பதிவு செய்யுங்கள்',
    doorstepWhatsApp: 'வணக்கம், என் வீட்டிலேயே தங்கத்தை மதிப்பிட ஒரு வருகையைப் பதிவு செய்ய விரும்புகிறேன்.',
  },
  kn: {
    pageHeading: '{brandName}: ಮಾರುಕಟ್ಟೆಯ ಅತ್ಯುತ್ತಮ ದರದಲ್ಲಿ ನಿಮ್ಮ ಚಿನ್ನವನ್ನು ಮಾರಾಟ ಮಾಡಿ',
    highlights: 'ಮುಖ್ಯಾಂಶಗಳು',
    loading: 'ಪುಟ ಲೋಡ್ ಆಗುತ್ತಿದೆ',
    opensWhatsApp: '(WhatsApp ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
    call: 'ಕರೆ ಮಾಡಿ: {phone}',
    welcomeHeading: '{brandName} ನಿಮ್ಮನ್ನು ಆತ್ಮೀಯವಾಗಿ ಸ್ವಾಗತಿಸುತ್ತದೆ',
    welcomeMessage:
      'ಪಾರದರ್ಶಕ ಮೌಲ್ಯಮಾಪನ ಮತ್ತು ಸ್ಥಳದಲ್ಲೇ ಪಾವತಿಯೊಂದಿಗೆ ನಿಮ್ಮ ಹಳೆಯ ಚಿನ್ನವನ್ನು ಮಾರುಕಟ್ಟೆಯ ಅತ್ಯುತ್ತಮ ದರದಲ್ಲಿ ಮಾರಾಟ ಮಾಡಿ.',
    releaseHeading: 'ಅಡವಿಟ್ಟ ಚಿನ್ನವನ್ನು ಬಿಡಿಸಿಕೊಳ್ಳಿ, ಹೆಚ್ಚಿನ ಮೌಲ್ಯ ಪಡೆಯಿರಿ',
    releaseMessage:
      'ಬ್ಯಾಂಕ್, NBFC ಅಥವಾ ಗಿರವಿ ಅಂಗಡಿಯಲ್ಲಿ ಚಿನ್ನ ಅಡವಿಟ್ಟಿದ್ದೀರಾ? ನಾವೇ ಸಾಲ ತೀರಿಸಿ, ನಿಮ್ಮ ಚಿನ್ನವನ್ನು ಬಿಡಿಸಿ, ಉಳಿದ ಮೊತ್ತವನ್ನು ನಿಮಗೆ ಪಾವತಿಸುತ್ತೇವೆ.',
    releaseAction: 'WhatsApp ನಲ್ಲಿ ಕೇಳಿ',
    releaseWhatsApp: 'ನಮಸ್ಕಾರ, ಅಡವಿಟ್ಟ ನನ್ನ ಚಿನ್ನವನ್ನು ಬಿಡಿಸಿಕೊಳ್ಳಲು ಬಯಸುತ್ತೇನೆ.',
    repledgeHeading: 'ಮರು ಅಡವಿಟ್ಟು ಹೆಚ್ಚಿನ ಲಾಭ ಪಡೆಯಿರಿ',
    repledgeMessage: 'ಅಡವಿಟ್ಟ ನಿಮ್ಮ ಚಿನ್ನವನ್ನು ನಮ್ಮ ಪಾಲುದಾರರಿಗೆ ವರ್ಗಾಯಿಸಿ: ಅದೇ ಆಭರಣಕ್ಕೆ ಹೆಚ್ಚಿನ ಸಾಲದ ಮೊತ್ತ ಸಿಗುತ್ತದೆ.',
    doorstepHeading: 'ಮನೆ ಬಾಗಿಲಿಗೇ ಚಿನ್ನದ ಸೇವೆಗಳು',
    doorstepMessage: 'ಉಚಿತ ಮನೆ ಭೇಟಿಯನ್ನು ಕಾಯ್ದಿರಿಸಿ: ನಿಮ್ಮ ಕಣ್ಣೆದುರೇ ಶುದ್ಧತೆಯ ಪರೀಕ್ಷೆ, ನಿಮ್ಮ ಮನೆ ಬಾಗಿಲಲ್ಲೇ ಪಾವತಿ.',
    doorstepAction: 'WhatsApp ನಲ್ಲಿ ಭೇಟಿ ಕಾಯ್ದಿರಿಸಿ',
    doorstepWhatsApp: 'ನಮಸ್ಕಾರ, ಮನೆ ಬಾಗಿಲಲ್ಲೇ ಚಿನ್ನದ ಮೌಲ್ಯಮಾಪನಕ್ಕಾಗಿ ಭೇಟಿಯನ್ನು ಕಾಯ್ದಿರಿಸಲು ಬಯಸುತ್ತೇನೆ.',
  },
});
