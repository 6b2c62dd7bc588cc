import { defineWords, type Language, type WordsLike } from '@gold/i18n';
import { siteRoutes, type SiteRoute } from './siteRoutes';

/** The languages the route table's words carry. */
export const ROUTE_LANGUAGES = ['en', 'ta', 'kn'] as const;

type RouteWordKey = `${string}.${'label' | 'title' | 'description'}`;

/** The route table's English words, keyed `<path>.label`, `.title` and `.description`. */
const english: Record<RouteWordKey, string> = Object.fromEntries(
  siteRoutes.flatMap((route) => [
    [`${route.path}.label`, route.label],
    [`${route.path}.title`, route.title],
    [`${route.path}.description`, route.description],
  ]),
);

const tamil: WordsLike<typeof english> = {
  'home.label': 'முகப்பு',
  'home.title': 'சந்தையின் சிறந்த விலையில் தங்கம் விற்கவும்',
  'home.description':
    'இன்றைய 18K, 22K, 24K தங்க விலைகள், உடனடிப் பணம், இலவச வீட்டு வருகை, தங்கத்தைச் சேதப்படுத்தாத சோதனை: தமிழ்நாடு மற்றும் கர்நாடகாவில்.',
  'aboutUs.label': 'எங்களைப் பற்றி',
  'aboutUs.title': 'எங்களைப் பற்றி',
  'aboutUs.description':
    'நாங்கள் யார்: வெளிப்படையான மதிப்பீடு, நேரலைச் சந்தை விலை, உடனடிப் பணத்துடன் தென்னிந்தியாவுக்குச் சேவை செய்யும் தங்கம் வாங்கும் கூட்டு நிறுவனம்.',
  'services.label': 'சேவைகள்',
  'services.title': 'எங்கள் சேவைகள்',
  'services.description':
    'பழைய தங்கத்தை விற்கலாம், அடகுத் தங்கத்தை மீட்கலாம், சிறந்த கடனுக்காக மறு அடகு வைக்கலாம், அல்லது இலவச வீட்டு வருகையைப் பதிவு செய்யலாம். நேரலைச் சந்தை விலை, உங்கள் முன்னிலையில் சோதனை, உடனடிப் பணம்.',
  'branches.label': 'கிளைகள்',
  'branches.title': 'கிளைகள்',
  'branches.description':
    'உங்கள் அருகிலுள்ள கிளையைக் கண்டறியுங்கள்: தமிழ்நாடு மற்றும் கர்நாடகாவின் ஒவ்வொரு கிளையின் முகவரி, நேரம், பொறுப்பாளர், தொலைபேசி, வரைபடம்.',
  'Calculator.label': 'கணிப்பான்',
  'Calculator.title': 'தங்க மதிப்புக் கணிப்பான்',
  'Calculator.description':
    'உங்கள் தங்கத்தின் எடையையும் காரட்டையும் உள்ளிட்டு, இன்றைய சந்தை விலையில் உடனடி மதிப்பைப் பெறுங்கள்; விலையின் தேதியும் காட்டப்படும்.',
  'partner.label': 'கூட்டாளர்',
  'partner.title': 'ஃபிரான்சைஸ் விசாரணை',
  'partner.description':
    'எங்கள் ஃபிரான்சைஸ் கூட்டாளராகுங்கள்: உங்கள் அனுபவத்தையும் முதலீடு செய்யக்கூடிய நிதியையும் தெரிவியுங்கள்; எங்கள் அலுவலர் 24 மணி நேரத்திற்குள் உங்களை அழைப்பார்.',
  'FAQs.label': 'கேள்விகள்',
  'FAQs.title': 'அடிக்கடி கேட்கப்படும் கேள்விகள்',
  'FAQs.description':
    'தங்கம் விற்பது பற்றிய பொதுவான கேள்விகளுக்கு விடைகள்: விலை எப்படி நிர்ணயிக்கப்படுகிறது, சோதனை, ஆவணங்கள், பணம், வீட்டு வருகை, அடகுத் தங்கம், யார் எங்களிடம் விற்கலாம்.',
  'termsandconditions.label': 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
  'termsandconditions.title': 'விதிமுறைகள் மற்றும் நிபந்தனைகள்',
  'termsandconditions.description':
    'தங்கம் விற்பது, அடகுத் தங்கத்தை மீட்பது அல்லது மறு அடகு வைப்பது, பணம் செலுத்துதல், வீட்டு வருகை ஆகியவற்றுக்கான விதிமுறைகள்: வயது விதிகள், அடையாளச் சரிபார்ப்பு, சேவை மறுக்கப்படும் சூழல்கள் உட்பட.',
  'privacyPolicies.label': 'தனியுரிமைக் கொள்கை',
  'privacyPolicies.title': 'தனியுரிமைக் கொள்கை',
  'privacyPolicies.description':
    'நீங்கள் தங்கம் விற்கும்போதோ எங்களைத் தொடர்புகொள்ளும்போதோ உங்கள் தனிப்பட்ட தரவை நாங்கள் எப்படிச் சேகரிக்கிறோம், பயன்படுத்துகிறோம், பாதுகாக்கிறோம், பகிர்கிறோம்; உங்கள் உரிமைகள்; எங்கள் தரவுப் பாதுகாப்பு அலுவலரைத் தொடர்புகொள்வது எப்படி.',
  'securityPolicies.label': 'பாதுகாப்புக் கொள்கைகள்',
  'securityPolicies.title': 'பாதுகாப்புக் கொள்கைகள்',
  'securityPolicies.description':
    'உங்களையும் உங்கள் தங்கத்தையும் நாங்கள் எப்படிப் பாதுகாக்கிறோம், தூய்மையும் விலையும் எப்படிக் கணக்கிடப்படுகின்றன, எங்கள் KYC மற்றும் பணமோசடித் தடுப்புச் சோதனைகள், குறுகியகாலத் தங்கக் கடனின் நிபந்தனைகள்.',
  'refundPolicies.label': 'பணத்திரும்பல் கொள்கை',
  'refundPolicies.title': 'பணத்திரும்பல் மற்றும் ரத்துக் கொள்கை',
  'refundPolicies.description':
    'ஒரு விற்பனையையோ வீட்டு வருகையையோ எப்போது ரத்து செய்யலாம், பணம் செலுத்திய பின் என்ன நடக்கும், பணம் தொடர்பான சிக்கலை 72 மணி நேரத்திற்குள் எப்படித் தெரிவிப்பது, அடகு மீட்பு எப்படி நடக்கிறது.',
  'compliance.label': 'இணக்கம்',
  'compliance.title': 'இணக்கம்',
  'compliance.description':
    'KYC, பணமோசடித் தடுப்பு, சோதனை, வயது விதிகள் குறித்த எங்கள் உறுதிமொழி; இந்தத் தளத்தின் விலைகள், கணிப்பான் முடிவுகள், தகவல்கள் குறித்த தெளிவான பொறுப்புத் துறப்பு.',
};

const kannada: WordsLike<typeof english> = {
  'home.label': 'ಮುಖಪುಟ',
  'home.title': 'ಮಾರುಕಟ್ಟೆಯ ಉತ್ತಮ ದರದಲ್ಲಿ ಚಿನ್ನ ಮಾರಿ',
  'home.description':
    'ಇಂದಿನ 18K, 22K ಮತ್ತು 24K ಚಿನ್ನದ ದರಗಳು, ತಕ್ಷಣ ಹಣ, ಉಚಿತ ಮನೆ ಭೇಟಿ ಮತ್ತು ಚಿನ್ನಕ್ಕೆ ಹಾನಿ ಮಾಡದ ಪರೀಕ್ಷೆ: ತಮಿಳುನಾಡು ಮತ್ತು ಕರ್ನಾಟಕದಲ್ಲಿ.',
  'aboutUs.label': 'ನಮ್ಮ ಬಗ್ಗೆ',
  'aboutUs.title': 'ನಮ್ಮ ಬಗ್ಗೆ',
  'aboutUs.description':
    'ನಾವು ಯಾರು: ಪಾರದರ್ಶಕ ಮೌಲ್ಯಮಾಪನ, ನೇರ ಮಾರುಕಟ್ಟೆ ದರ ಮತ್ತು ತಕ್ಷಣ ಹಣದೊಂದಿಗೆ ದಕ್ಷಿಣ ಭಾರತಕ್ಕೆ ಸೇವೆ ಸಲ್ಲಿಸುವ ಚಿನ್ನ ಖರೀದಿಸುವ ಪಾಲುದಾರಿಕೆ ಸಂಸ್ಥೆ.',
  'services.label': 'ಸೇವೆಗಳು',
  'services.title': 'ನಮ್ಮ ಸೇವೆಗಳು',
  'services.description':
    'ಹಳೆಯ ಚಿನ್ನ ಮಾರಿ, ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸಿಕೊಳ್ಳಿ, ಉತ್ತಮ ಸಾಲಕ್ಕಾಗಿ ಮರು ಅಡವಿಡಿ, ಅಥವಾ ಉಚಿತ ಮನೆ ಭೇಟಿಯನ್ನು ಕಾಯ್ದಿರಿಸಿ. ನೇರ ಮಾರುಕಟ್ಟೆ ದರ, ನಿಮ್ಮ ಎದುರೇ ಪರೀಕ್ಷೆ, ತಕ್ಷಣ ಹಣ.',
  'branches.label': 'ಶಾಖೆಗಳು',
  'branches.title': 'ಶಾಖೆಗಳು',
  'branches.description':
    'ನಿಮ್ಮ ಹತ್ತಿರದ ಶಾಖೆಯನ್ನು ಹುಡುಕಿ: ತಮಿಳುನಾಡು ಮತ್ತು ಕರ್ನಾಟಕದ ಪ್ರತಿಯೊಂದು ಶಾಖೆಯ ವಿಳಾಸ, ಸಮಯ, ಉಸ್ತುವಾರಿ ವ್ಯಕ್ತಿ, ದೂರವಾಣಿ ಮತ್ತು ನಕ್ಷೆ.',
  'Calculator.label': 'ಲೆಕ್ಕಾಚಾರ',
  'Calculator.title': 'ಚಿನ್ನದ ಮೌಲ್ಯ ಲೆಕ್ಕಾಚಾರ',
  'Calculator.description':
    'ನಿಮ್ಮ ಚಿನ್ನದ ತೂಕ ಮತ್ತು ಕ್ಯಾರಟ್ ನಮೂದಿಸಿ, ಇಂದಿನ ಮಾರುಕಟ್ಟೆ ದರದಲ್ಲಿ ತಕ್ಷಣ ಬೆಲೆ ಪಡೆಯಿರಿ; ದರದ ದಿನಾಂಕವನ್ನೂ ತೋರಿಸಲಾಗುತ್ತದೆ.',
  'partner.label': 'ಪಾಲುದಾರರಾಗಿ',
  'partner.title': 'ಫ್ರಾಂಚೈಸಿ ವಿಚಾರಣೆ',
  'partner.description':
    'ನಮ್ಮ ಫ್ರಾಂಚೈಸಿ ಪಾಲುದಾರರಾಗಿ: ನಿಮ್ಮ ಅನುಭವ ಮತ್ತು ಹೂಡಬಹುದಾದ ಹಣದ ಬಗ್ಗೆ ತಿಳಿಸಿ; ನಮ್ಮ ಪ್ರತಿನಿಧಿ 24 ಗಂಟೆಗಳೊಳಗೆ ನಿಮಗೆ ಕರೆ ಮಾಡುತ್ತಾರೆ.',
  'FAQs.label': 'ಪ್ರಶ್ನೋತ್ತರ',
  'FAQs.title': 'ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು',
  'FAQs.description':
    'ಚಿನ್ನ ಮಾರುವ ಬಗ್ಗೆ ಸಾಮಾನ್ಯ ಪ್ರಶ್ನೆಗಳಿಗೆ ಉತ್ತರಗಳು: ಬೆಲೆ ಹೇಗೆ ನಿಗದಿಯಾಗುತ್ತದೆ, ಪರೀಕ್ಷೆ, ದಾಖಲೆಗಳು, ಹಣ ಪಾವತಿ, ಮನೆ ಭೇಟಿ, ಅಡವಿಟ್ಟ ಚಿನ್ನ ಮತ್ತು ನಮ್ಮಲ್ಲಿ ಯಾರು ಮಾರಬಹುದು.',
  'termsandconditions.label': 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು',
  'termsandconditions.title': 'ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು',
  'termsandconditions.description':
    'ಚಿನ್ನ ಮಾರಾಟ, ಅಡವಿಟ್ಟ ಚಿನ್ನ ಬಿಡಿಸುವುದು ಅಥವಾ ಮರು ಅಡವಿಡುವುದು, ಹಣ ಪಾವತಿ ಮತ್ತು ಮನೆ ಭೇಟಿಗಳ ನಿಯಮಗಳು: ವಯಸ್ಸಿನ ನಿಯಮಗಳು, ಗುರುತಿನ ಪರಿಶೀಲನೆ ಮತ್ತು ಸೇವೆ ನಿರಾಕರಿಸುವ ಸಂದರ್ಭಗಳು ಸೇರಿದಂತೆ.',
  'privacyPolicies.label': 'ಗೌಪ್ಯತಾ ನೀತಿ',
  'privacyPolicies.title': 'ಗೌಪ್ಯತಾ ನೀತಿ',
  'privacyPolicies.description':
    'ನೀವು ಚಿನ್ನ ಮಾರುವಾಗ ಅಥವಾ ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುವಾಗ ನಿಮ್ಮ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿಯನ್ನು ನಾವು ಹೇಗೆ ಸಂಗ್ರಹಿಸುತ್ತೇವೆ, ಬಳಸುತ್ತೇವೆ, ರಕ್ಷಿಸುತ್ತೇವೆ ಮತ್ತು ಹಂಚಿಕೊಳ್ಳುತ್ತೇವೆ; ನಿಮ್ಮ ಹಕ್ಕುಗಳು; ನಮ್ಮ ಡೇಟಾ ಸಂರಕ್ಷಣಾ ಅಧಿಕಾರಿಯನ್ನು ಹೇಗೆ ಸಂಪರ್ಕಿಸುವುದು.',
  'securityPolicies.label': 'ಭದ್ರತಾ ನೀತಿಗಳು',
  'securityPolicies.title': 'ಭದ್ರತಾ ನೀತಿಗಳು',
  'securityPolicies.description':
    'ನಿಮ್ಮನ್ನು ಮತ್ತು ನಿಮ್ಮ ಚಿನ್ನವನ್ನು ನಾವು ಹೇಗೆ ಸುರಕ್ಷಿತವಾಗಿಡುತ್ತೇವೆ, ಶುದ್ಧತೆ ಮತ್ತು ಬೆಲೆಯನ್ನು ಹೇಗೆ ಲೆಕ್ಕ ಹಾಕಲಾಗುತ್ತದೆ, ನಮ್ಮ KYC ಮತ್ತು ಅಕ್ರಮ ಹಣ ವರ್ಗಾವಣೆ ತಡೆ ಪರಿಶೀಲನೆಗಳು, ಮತ್ತು ಅಲ್ಪಾವಧಿ ಚಿನ್ನದ ಸಾಲದ ಷರತ್ತುಗಳು.',
  'refundPolicies.label': 'ಮರುಪಾವತಿ ನೀತಿ',
  'refundPolicies.title': 'ಮರುಪಾವತಿ ಮತ್ತು ರದ್ದತಿ ನೀತಿ',
  'refundPolicies.description':
    'ಮಾರಾಟ ಅಥವಾ ಮನೆ ಭೇಟಿಯನ್ನು ಯಾವಾಗ ರದ್ದುಗೊಳಿಸಬಹುದು, ಹಣ ಪಾವತಿಯ ನಂತರ ಏನಾಗುತ್ತದೆ, ಪಾವತಿ ಸಮಸ್ಯೆಯನ್ನು 72 ಗಂಟೆಗಳೊಳಗೆ ಹೇಗೆ ತಿಳಿಸುವುದು, ಮತ್ತು ಅಡವು ಬಿಡಿಸುವಿಕೆ ಹೇಗೆ ನಡೆಯುತ್ತದೆ.',
  'compliance.label': 'ಅನುಸರಣೆ',
  'compliance.title': 'ಅನುಸರಣೆ',
  'compliance.description':
    'KYC, ಅಕ್ರಮ ಹಣ ವರ್ಗಾವಣೆ ತಡೆ, ಪರೀಕ್ಷೆ ಮತ್ತು ವಯಸ್ಸಿನ ನಿಯಮಗಳ ಕುರಿತು ನಮ್ಮ ಘೋಷಣೆ, ಮತ್ತು ಈ ಸೈಟ್‌ನ ದರಗಳು, ಲೆಕ್ಕಾಚಾರದ ಫಲಿತಾಂಶಗಳು ಮತ್ತು ಮಾಹಿತಿಯ ಕುರಿತು ಸ್ಪಷ್ಟ ಹಕ್ಕು ನಿರಾಕರಣೆ.',
};

/** The words of every route: its link text, title and description, in each language. */
export const routeWords = defineWords(ROUTE_LANGUAGES, {
  en: english,
  ta: tamil,
  kn: kannada,
});

/**
 * A route's link text, title and description in `language`; throws where one is missing, so a
 * build that would show a key or English in its place fails (routeWords.test.ts finds it first).
 */
export function routeIn(
  route: SiteRoute,
  language: Language,
): Pick<SiteRoute, 'label' | 'title' | 'description'> {
  const words = routeWords.in(language);
  const word = (part: 'label' | 'title' | 'description') => {
    const text = words[`${route.path}.${part}`];
    if (text === undefined) throw new Error(`route ${route.path} has no ${part} in ${language}`);
    return text;
  };
  return { label: word('label'), title: word('title'), description: word('description') };
}

/** The head of the not-found page, in each language: the shell's page and the server's head agree. */
export const notFoundWords = defineWords(ROUTE_LANGUAGES, {
  en: { title: 'Page not found', description: 'The page you asked for does not exist.' },
  ta: { title: 'பக்கம் கிடைக்கவில்லை', description: 'நீங்கள் தேடிய பக்கம் இல்லை.' },
  kn: { title: 'ಪುಟ ಸಿಗಲಿಲ್ಲ', description: 'ನೀವು ಕೇಳಿದ ಪುಟ ಅಸ್ತಿತ್ವದಲ್ಲಿಲ್ಲ.' },
});
