import { defineWords } from '@gold/i18n';
import { REMOTE_LANGUAGES } from '../../languages';

/**
 * The branches page's words: its hero, the holiday notice, the search and its status, and the
 * branch cards' labels and maps. The branches' own names, people, numbers, timings and addresses
 * show as the data has them.
 */
export const branchesWords = defineWords(REMOTE_LANGUAGES, {
  en: {
    title: 'Our Branches',
    intro: 'Visit the branch nearest to you, or call the person in charge before you come.',
    holidays: 'Holidays',
    holidayNotice: 'Our offices are closed on all official bank holidays and public holidays.',
    listFailed: 'The branch list could not be loaded.',
    tryAgain: 'Try again',
    searchLabel: 'Find a branch by city, area or name',
    loading: 'Loading branches…',
    noMatch: 'No branch matches “{query}”',
    showing: 'Showing {shown} of {total} branches',
    inCharge: 'In charge',
    mobile: 'Mobile',
    timings: 'Timings',
    address: 'Address',
    mapOf: 'Map of {branch}',
    mapFailed: 'The map of {branch} could not be loaded.',
    openInMaps: 'Open in Maps',
    opensInNewTab: '(opens in a new tab)',
  },
  ta: {
    title: 'எங்கள் கிளைகள்',
    intro:
      'உங்களுக்கு அருகிலுள்ள எங்கள் கிளைக்கு நேரில் வாருங்கள்; வருவதற்கு முன் கிளைப் பொறுப்பாளரைத் தொலைபேசியில் அழைத்தும் பேசலாம்.',
    holidays: 'விடுமுறை நாட்கள்',
    holidayNotice:
      'அனைத்து அதிகாரப்பூர்வ வங்கி விடுமுறை நாட்களிலும் பொது விடுமுறை நாட்களிலும் எங்கள் அலுவலகங்கள் மூடப்பட்டிருக்கும்.',
    listFailed: 'கிளைகளின் பட்டியலைக் காட்ட இயலவில்லை.',
    tryAgain: 'மீண்டும் முயலவும்',
    searchLabel: 'நகரம், பகுதி அல்லது பெயரைக் கொண்டு கிளையைத் தேடுங்கள்',
    loading: 'கிளைகளின் விவரங்கள் ஏற்றப்படுகின்றன…',
    noMatch: '“{query}” என்ற தேடலுக்குப் பொருந்தும் கிளை எதுவும் இல்லை',
    showing: 'பொருந்தும் கிளைகள்: மொத்தம் {total}-இல் {shown}',
    inCharge: 'பொறுப்பாளர்',
    mobile: 'கைபேசி',
    timings: 'வேலை நேரம்',
    address: 'முகவரி',
    mapOf: '{branch} கிளையின் வரைபடம்',
    mapFailed: '{branch} கிளையின் வரைபடத்தைக் காட்ட இயலவில்லை.',
    openInMaps: 'வரைபடத்தில் திறக்கவும்',
    opensInNewTab: '(புதிய தாவலில் திறக்கும்)',
  },
  kn: {
    title: 'ನಮ್ಮ ಶಾಖೆಗಳು',
    intro: 'ನಿಮಗೆ ಹತ್ತಿರದಲ್ಲಿರುವ ನಮ್ಮ ಶಾಖೆಗೆ ಭೇಟಿ ನೀಡಿ, ಅಥವಾ ಬರುವ ಮುನ್ನ ಶಾಖೆಯ ಉಸ್ತುವಾರಿಯವರಿಗೆ ಕರೆ ಮಾಡಿ.',
    holidays: 'ರಜಾ ದಿನಗಳು',
    holidayNotice: 'ಎಲ್ಲಾ ಅಧಿಕೃತ ಬ್ಯಾಂಕ್ ರಜಾ ದಿನಗಳು ಮತ್ತು ಸಾರ್ವಜನಿಕ ರಜಾ ದಿನಗಳಂದು ನಮ್ಮ ಕಚೇರಿಗಳು ಮುಚ್ಚಿರುತ್ತವೆ.',
    listFailed: 'ಶಾಖೆಗಳ ಪಟ್ಟಿಯನ್ನು ತೋರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
    tryAgain: 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
    searchLabel: 'ನಗರ, ಪ್ರದೇಶ ಅಥವಾ ಹೆಸರಿನ ಮೂಲಕ ಶಾಖೆಯನ್ನು ಹುಡುಕಿ',
    loading: 'ಶಾಖೆಗಳ ವಿವರಗಳನ್ನು ಲೋಡ್ ಮಾಡಲಾಗುತ್ತಿದೆ…',
    noMatch: '“{query}” ಹುಡುಕಾಟಕ್ಕೆ ಹೊಂದುವ ಯಾವುದೇ ಶಾಖೆ ಇಲ್ಲ',
    showing: 'ಒಟ್ಟು {total} ಶಾಖೆಗಳಲ್ಲಿ {shown} ತೋರಿಸಲಾಗುತ್ತಿದೆ',
    inCharge: 'ಉಸ್ತುವಾರಿಯವರು',
    mobile: 'ಮೊಬೈಲ್',
    timings: 'ಕೆಲಸದ ಸಮಯ',
    address: 'ವಿಳಾಸ',
    mapOf: '{branch} ಶಾಖೆಯ ನಕ್ಷೆ',
    mapFailed: '{branch} ಶಾಖೆಯ ನಕ್ಷೆಯನ್ನು ತೋರಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
    openInMaps: 'ನಕ್ಷೆಯಲ್ಲಿ ತೆರೆಯಿರಿ',
    opensInNewTab: '(ಹೊಸ ಟ್ಯಾಬ್‌ನಲ್ಲಿ ತೆರೆಯುತ್ತದೆ)',
  },
});
