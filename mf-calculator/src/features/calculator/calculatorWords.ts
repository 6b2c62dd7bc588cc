import { defineWords } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../../languages';

/** The calculator page's words: its hero, its form, and the price it shows. */
export const calculatorWords = defineWords(REMOTE_LANGUAGES, {
  en: {
    title: 'Gold Calculator',
    intro:
      'Check what your gold is worth today. Enter its weight and carat and get an instant price at the live market rate, with the date of the rate it uses.',
    formTitle: 'Enter The Following Details To Get Instant Rates',
    calculate: 'Calculate',
    name: 'Name',
    emailId: 'Email ID',
    city: 'City',
    goldGrams: 'Gold weight (grams)',
    goldCarat: 'Gold carat',
    selectCarat: 'Select carat',
    quoteTitle: 'Your instant gold rate',
    goldPriced: '{grams} g of {carat}K gold',
    perGramOn: 'Price per gram as on {date}',
    total: 'Total amount',
    ok: 'Ok',
  },
  ta: {
    title: 'தங்க மதிப்புக் கணிப்பான்',
    intro:
      'உங்கள் தங்கத்தின் இன்றைய மதிப்பைத் தெரிந்துகொள்ளுங்கள். அதன் எடையையும் காரட்டையும் உள்ளிட்டு, நேரலைச் சந்தை விலையில் உடனடி மதிப்பைப் பெறுங்கள்; பயன்படுத்தப்பட்ட விலையின் தேதியும் காட்டப்படும்.',
    formTitle: 'உடனடி விலையைப் பெற கீழ்க்கண்ட விவரங்களை உள்ளிடவும்',
    calculate: 'கணக்கிடு',
    name: 'பெயர்',
    emailId: 'மின்னஞ்சல் முகவரி',
    city: 'நகரம்',
    goldGrams: 'தங்கத்தின் எடை (கிராம்)',
    goldCarat: 'தங்கத்தின் காரட்',
    selectCarat: 'காரட்டைத் தேர்ந்தெடுக்கவும்',
    quoteTitle: 'உங்கள் தங்கத்தின் உடனடி மதிப்பு',
    goldPriced: '{grams} கிராம் {carat}K தங்கம்',
    perGramOn: '{date} அன்று ஒரு கிராமின் விலை',
    total: 'மொத்தத் தொகை',
    ok: 'சரி',
  },
  kn: {
    title: 'ಚಿನ್ನದ ಮೌಲ್ಯ ಲೆಕ್ಕಾಚಾರ',
    intro:
      'ನಿಮ್ಮ ಚಿನ್ನದ ಇಂದಿನ ಮೌಲ್ಯವನ್ನು ತಿಳಿಯಿರಿ. ಅದರ ತೂಕ ಮತ್ತು ಕ್ಯಾರಟ್ ನಮೂದಿಸಿ, ನೇರ ಮಾರುಕಟ್ಟೆ ದರದಲ್ಲಿ ತಕ್ಷಣ ಬೆಲೆ ಪಡೆಯಿರಿ; ಬಳಸಿದ ದರದ ದಿನಾಂಕವನ್ನೂ ತೋರಿಸಲಾಗುತ್ತದೆ.',
    formTitle: 'ತಕ್ಷಣದ ದರ ಪಡೆಯಲು ಈ ಕೆಳಗಿನ ವಿವರಗಳನ್ನು ನಮೂದಿಸಿ',
    calculate: 'ಲೆಕ್ಕ ಹಾಕಿ',
    name: 'ಹೆಸರು',
    emailId: 'ಇ-ಮೇಲ್ ವಿಳಾಸ',
    city: 'ನಗರ',
    goldGrams: 'ಚಿನ್ನದ ತೂಕ (ಗ್ರಾಂ)',
    goldCarat: 'ಚಿನ್ನದ ಕ್ಯಾರಟ್',
    selectCarat: 'ಕ್ಯಾರಟ್ ಆಯ್ಕೆಮಾಡಿ',
    quoteTitle: 'ನಿಮ್ಮ ಚಿನ್ನದ ತಕ್ಷಣದ ಮೌಲ್ಯ',
    goldPriced: '{grams} ಗ್ರಾಂ {carat}K ಚಿನ್ನ',
    perGramOn: '{date} ರಂದು ಪ್ರತಿ ಗ್ರಾಂ ಬೆಲೆ',
    total: 'ಒಟ್ಟು ಮೊತ್ತ',
    ok: 'ಸರಿ',
  },
});
