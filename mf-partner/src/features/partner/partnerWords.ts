import { defineWords } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../../languages';

/** The partner page's words: its hero and the franchise enquiry form. */
export const partnerWords = defineWords(REMOTE_LANGUAGES, {
  en: {
    title: 'Partner Enquiry',
    intro:
      'Become a franchise partner. Tell us about your experience and the funds you can invest, and our executive will contact you within 24 hours.',
    formTitle: 'Franchise Enquiry',
    submit: 'Submit',
    name: 'Name',
    emailId: 'Email ID',
    experience: 'Previous experience (years)',
    fundForInvest: 'Fund available for investment (₹)',
    fundNow: 'Funds available now to start (₹)',
    certificate: 'Professional certificate (optional)',
    certificateHint: 'PNG, JPEG or PDF, from 30 KB to 5 MB.',
  },
  ta: {
    title: 'கூட்டாளர் விண்ணப்பம்',
    intro:
      'எங்கள் ஃபிரான்சைஸ் கூட்டாளராகுங்கள். உங்கள் அனுபவத்தையும் நீங்கள் முதலீடு செய்யக்கூடிய நிதியையும் எங்களுக்குத் தெரிவியுங்கள்; எங்கள் அலுவலர் 24 மணி நேரத்திற்குள் உங்களைத் தொடர்புகொள்வார்.',
    formTitle: 'ஃபிரான்சைஸ் விண்ணப்பம்',
    submit: 'சமர்ப்பி',
    name: 'பெயர்',
    emailId: 'மின்னஞ்சல் முகவரி',
    experience: 'முந்தைய அனுபவம் (ஆண்டுகள்)',
    fundForInvest: 'முதலீட்டுக்குக் கிடைக்கும் நிதி (₹)',
    fundNow: 'தொடங்க இப்போது கையில் உள்ள நிதி (₹)',
    certificate: 'தொழில்முறைச் சான்றிதழ் (விருப்பத்தேர்வு)',
    certificateHint: 'PNG, JPEG அல்லது PDF, 30 KB முதல் 5 MB வரை.',
  },
  kn: {
    title: 'ಪಾಲುದಾರಿಕೆ ವಿಚಾರಣೆ',
    intro:
      'ನಮ್ಮ ಫ್ರಾಂಚೈಸ್ ಪಾಲುದಾರರಾಗಿ. ನಿಮ್ಮ ಅನುಭವ ಮತ್ತು ನೀವು ಹೂಡಿಕೆ ಮಾಡಬಹುದಾದ ಹಣದ ಬಗ್ಗೆ ತಿಳಿಸಿ; ನಮ್ಮ ಅಧಿಕಾರಿ 24 ಗಂಟೆಗಳ ಒಳಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುತ್ತಾರೆ.',
    formTitle: 'ಫ್ರಾಂಚೈಸ್ ವಿಚಾರಣೆ',
    submit: 'ಸಲ್ಲಿಸಿ',
    name: 'ಹೆಸರು',
    emailId: 'ಇ-ಮೇಲ್ ವಿಳಾಸ',
    experience: 'ಹಿಂದಿನ ಅನುಭವ (ವರ್ಷಗಳು)',
    fundForInvest: 'ಹೂಡಿಕೆಗೆ ಲಭ್ಯವಿರುವ ಹಣ (₹)',
    fundNow: 'ಆರಂಭಿಸಲು ಈಗ ಲಭ್ಯವಿರುವ ಹಣ (₹)',
    certificate: 'ವೃತ್ತಿಪರ ಪ್ರಮಾಣಪತ್ರ (ಐಚ್ಛಿಕ)',
    certificateHint: 'PNG, JPEG ಅಥವಾ PDF, 30 KB ಯಿಂದ 5 MB ವರೆಗೆ.',
  },
});
