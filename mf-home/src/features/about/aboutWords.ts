import { defineWords } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../../languages';

/** About Us: the hero, our story, vision and mission (`{brandName}`, `{legalName}` from config). */
export const aboutWords = defineWords(REMOTE_LANGUAGES, {
  en: {
    title: 'About Us',
    tagline: 'Honest prices for gold, paid on the spot, by people who explain every number.',
    storyTitle: 'Our story',
    story1:
      '{brandName} began with a simple observation: families in South India hold much of their savings in gold, yet selling it or getting it back from a lender too often meant guesswork, hidden deductions and long waits. We set out to make that moment fair and calm.',
    story2:
      'Today {legalName}, a limited liability partnership, buys gold in Tamil Nadu and Karnataka. We buy old and unused jewellery and pay for embedded stones, release gold pledged with banks, NBFCs and pawnbrokers, arrange repledging through partners for a better loan value, and come to your doorstep for an evaluation.',
    visionTitle: 'Our vision',
    vision:
      'To be the first name a South Indian family trusts when it turns gold into money: a rate anyone can check, a test anyone can watch, and payment that never keeps anyone waiting.',
    missionTitle: 'Our mission',
    mission1: 'Pay the day’s live market rate, with the calculation shown line by line.',
    mission2: 'Test purity without damage, in the seller’s presence, with BIS-certified methods.',
    mission3: 'Pay instantly, in cash or by bank transfer, once the offer is accepted.',
    mission4: 'Help borrowers win back pledged gold and get more value from it.',
    mission5: 'Refuse stolen or illegal gold and follow every KYC rule, to protect honest sellers.',
  },
  ta: {
    title: 'எங்களைப் பற்றி',
    tagline: 'தங்கத்துக்கு நேர்மையான விலை, அந்த இடத்திலேயே பணம், ஒவ்வொரு கணக்கையும் விளக்கிச் சொல்லும் மனிதர்கள்.',
    storyTitle: 'எங்கள் கதை',
    story1:
      'ஓர் எளிய கவனிப்பிலிருந்து {brandName} தொடங்கியது: தென்னிந்தியக் குடும்பங்கள் தங்கள் சேமிப்பின் பெரும்பகுதியைத் தங்கமாகவே வைத்திருக்கின்றன; ஆனால் அதை விற்பதும் அடகிலிருந்து மீட்பதும் பெரும்பாலும் ஊகமும், மறைமுகப் பிடித்தங்களும், நீண்ட காத்திருப்பும் நிறைந்ததாகவே இருந்தது. அந்தத் தருணத்தை நியாயமானதாகவும் நிம்மதியானதாகவும் மாற்றவே நாங்கள் புறப்பட்டோம்.',
    story2:
      'இன்று {legalName} என்ற வரையறுக்கப்பட்ட பொறுப்புக் கூட்டாண்மை நிறுவனம் தமிழ்நாட்டிலும் கர்நாடகத்திலும் தங்கம் வாங்குகிறது. பழைய, பயன்படுத்தாத நகைகளை வாங்கி அவற்றில் பதித்த கற்களுக்கும் பணம் தருகிறோம்; வங்கிகள், NBFC-கள், அடகுக் கடைகளில் அடகு வைத்த தங்கத்தை மீட்டுத் தருகிறோம்; கூடுதல் கடன் மதிப்புக்காகக் கூட்டாளர்கள் மூலம் மறு அடகு ஏற்பாடு செய்கிறோம்; மதிப்பீட்டுக்காக உங்கள் வீடு தேடியும் வருகிறோம்.',
    visionTitle: 'எங்கள் தொலைநோக்குப் பார்வை',
    vision:
      'தங்கத்தைப் பணமாக்கும்போது ஒரு தென்னிந்தியக் குடும்பம் முதலில் நம்பும் பெயராக இருப்பது: யார் வேண்டுமானாலும் சரிபார்க்கக்கூடிய விலை, யார் வேண்டுமானாலும் நேரில் பார்க்கக்கூடிய சோதனை, யாரையும் காக்க வைக்காத பணம்.',
    missionTitle: 'எங்கள் நோக்கம்',
    mission1: 'அன்றைய நேரலைச் சந்தை விலையைத் தருவது, கணக்கை வரிவரியாகக் காட்டி.',
    mission2: 'விற்பவர் முன்னிலையில், BIS சான்றுபெற்ற முறைகளில், நகைக்குச் சேதமின்றித் தூய்மையைச் சோதிப்பது.',
    mission3: 'விலை ஏற்கப்பட்டதும் ரொக்கமாகவோ வங்கிப் பரிமாற்றமாகவோ உடனே பணம் தருவது.',
    mission4: 'கடன் பெற்றவர்கள் அடகுத் தங்கத்தை மீட்கவும் அதிலிருந்து கூடுதல் மதிப்பு பெறவும் உதவுவது.',
    mission5:
      'நேர்மையான விற்பனையாளர்களைக் காக்க, திருட்டு அல்லது சட்டவிரோதத் தங்கத்தை மறுத்து, ஒவ்வொரு KYC விதியையும் பின்பற்றுவது.',
  },
  kn: {
    title: 'ನಮ್ಮ ಬಗ್ಗೆ',
    tagline: 'ಚಿನ್ನಕ್ಕೆ ಪ್ರಾಮಾಣಿಕ ಬೆಲೆ, ಸ್ಥಳದಲ್ಲೇ ಪಾವತಿ, ಪ್ರತಿಯೊಂದು ಲೆಕ್ಕವನ್ನೂ ವಿವರಿಸುವ ಜನರು.',
    storyTitle: 'ನಮ್ಮ ಕಥೆ',
    story1:
      '{brandName} ಒಂದು ಸರಳ ಗಮನಿಕೆಯಿಂದ ಆರಂಭವಾಯಿತು: ದಕ್ಷಿಣ ಭಾರತದ ಕುಟುಂಬಗಳು ತಮ್ಮ ಉಳಿತಾಯದ ಬಹುಪಾಲನ್ನು ಚಿನ್ನದ ರೂಪದಲ್ಲೇ ಇಟ್ಟುಕೊಳ್ಳುತ್ತವೆ; ಆದರೆ ಅದನ್ನು ಮಾರುವುದು ಅಥವಾ ಸಾಲದಾತರಿಂದ ಬಿಡಿಸಿಕೊಳ್ಳುವುದು ಹೆಚ್ಚಾಗಿ ಊಹೆ, ಗುಪ್ತ ಕಡಿತಗಳು ಮತ್ತು ದೀರ್ಘ ಕಾಯುವಿಕೆಯಿಂದ ಕೂಡಿರುತ್ತಿತ್ತು. ಆ ಕ್ಷಣವನ್ನು ನ್ಯಾಯಯುತ ಮತ್ತು ನೆಮ್ಮದಿಯದ್ದಾಗಿಸಲು ನಾವು ಮುಂದಾದೆವು.',
    story2:
      'ಇಂದು {legalName}, ಒಂದು ಸೀಮಿತ ಹೊಣೆಗಾರಿಕೆಯ ಪಾಲುದಾರಿಕೆ ಸಂಸ್ಥೆ, ತಮಿಳುನಾಡು ಮತ್ತು ಕರ್ನಾಟಕದಲ್ಲಿ ಚಿನ್ನ ಖರೀದಿಸುತ್ತದೆ. ಹಳೆಯ ಮತ್ತು ಬಳಸದ ಆಭರಣಗಳನ್ನು ಖರೀದಿಸಿ ಅವುಗಳಲ್ಲಿರುವ ಕಲ್ಲುಗಳಿಗೂ ಹಣ ನೀಡುತ್ತೇವೆ; ಬ್ಯಾಂಕ್‌ಗಳು, NBFC ಗಳು ಮತ್ತು ಗಿರವಿ ಅಂಗಡಿಗಳಲ್ಲಿ ಅಡವಿಟ್ಟ ಚಿನ್ನವನ್ನು ಬಿಡಿಸುತ್ತೇವೆ; ಹೆಚ್ಚಿನ ಸಾಲದ ಮೌಲ್ಯಕ್ಕಾಗಿ ಪಾಲುದಾರರ ಮೂಲಕ ಮರು ಅಡವಿನ ವ್ಯವಸ್ಥೆ ಮಾಡುತ್ತೇವೆ; ಮೌಲ್ಯಮಾಪನಕ್ಕಾಗಿ ನಿಮ್ಮ ಮನೆ ಬಾಗಿಲಿಗೇ ಬರುತ್ತೇವೆ.',
    visionTitle: 'ನಮ್ಮ ದೂರದೃಷ್ಟಿ',
    vision:
      'ಚಿನ್ನವನ್ನು ಹಣವಾಗಿಸುವಾಗ ದಕ್ಷಿಣ ಭಾರತದ ಕುಟುಂಬವೊಂದು ಮೊದಲು ನಂಬುವ ಹೆಸರಾಗುವುದು: ಯಾರು ಬೇಕಾದರೂ ಪರಿಶೀಲಿಸಬಹುದಾದ ದರ, ಯಾರು ಬೇಕಾದರೂ ನೋಡಬಹುದಾದ ಪರೀಕ್ಷೆ, ಯಾರನ್ನೂ ಕಾಯಿಸದ ಪಾವತಿ.',
    missionTitle: 'ನಮ್ಮ ಧ್ಯೇಯ',
    mission1: 'ಆ ದಿನದ ನೇರ ಮಾರುಕಟ್ಟೆ ದರವನ್ನು ನೀಡುವುದು, ಲೆಕ್ಕವನ್ನು ಸಾಲು ಸಾಲಾಗಿ ತೋರಿಸಿ.',
    mission2: 'ಮಾರಾಟಗಾರರ ಸಮ್ಮುಖದಲ್ಲಿ, BIS ಪ್ರಮಾಣೀಕೃತ ವಿಧಾನಗಳಿಂದ, ಆಭರಣಕ್ಕೆ ಹಾನಿಯಾಗದಂತೆ ಶುದ್ಧತೆಯನ್ನು ಪರೀಕ್ಷಿಸುವುದು.',
    mission3: 'ದರ ಒಪ್ಪಿದ ಕೂಡಲೇ ನಗದಾಗಿ ಅಥವಾ ಬ್ಯಾಂಕ್ ವರ್ಗಾವಣೆಯ ಮೂಲಕ ತಕ್ಷಣ ಪಾವತಿಸುವುದು.',
    mission4: 'ಸಾಲಗಾರರು ಅಡವಿಟ್ಟ ಚಿನ್ನವನ್ನು ಮರಳಿ ಪಡೆಯಲು ಮತ್ತು ಅದರಿಂದ ಹೆಚ್ಚಿನ ಮೌಲ್ಯ ಗಳಿಸಲು ನೆರವಾಗುವುದು.',
    mission5:
      'ಪ್ರಾಮಾಣಿಕ ಮಾರಾಟಗಾರರನ್ನು ರಕ್ಷಿಸಲು, ಕದ್ದ ಅಥವಾ ಅಕ್ರಮ ಚಿನ್ನವನ್ನು ನಿರಾಕರಿಸಿ, ಪ್ರತಿಯೊಂದು KYC ನಿಯಮವನ್ನೂ ಪಾಲಿಸುವುದು.',
  },
});
