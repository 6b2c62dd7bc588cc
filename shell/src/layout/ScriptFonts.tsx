import kannada400 from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2';
import kannada700 from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff2';
import tamil400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2';
import tamil700 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2';
import { languageFacts, pageLanguage, type Language } from '@gold/i18n';
import { fontDeclarations, fontStack } from '@gold/ui';

/** A script's faces: the device's own where it has one, else ours (Noto, subset to the script). */
interface ScriptFont {
  /** The family the pages ask for; ours, so that it never names a face of the device by chance. */
  family: string;
  /** The names of the device's own faces, regular then bold. */
  local: { regular: string[]; bold: string[] };
  /** Our faces' files, regular and bold. */
  files: { regular: string; bold: string };
  /** The characters of the script (Fontsource's subset): a face is fetched only for them. */
  unicodeRange: string;
}

/** The scripts the system's faces may lack: Tamil and Kannada. */
export const SCRIPT_FONTS: Partial<Record<Language, ScriptFont>> = {
  ta: {
    family: 'Site Tamil',
    local: {
      regular: ['Noto Sans Tamil', 'Noto Sans Tamil Regular', 'NotoSansTamil-Regular'],
      bold: ['Noto Sans Tamil Bold', 'NotoSansTamil-Bold'],
    },
    files: { regular: tamil400, bold: tamil700 },
    unicodeRange: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC',
  },
  kn: {
    family: 'Site Kannada',
    local: {
      regular: ['Noto Sans Kannada', 'Noto Sans Kannada Regular', 'NotoSansKannada-Regular'],
      bold: ['Noto Sans Kannada Bold', 'NotoSansKannada-Bold'],
    },
    files: { regular: kannada400, bold: kannada700 },
    unicodeRange:
      'U+0951-0952,U+0964-0965,U+0C80-0CF3,U+1CD0,U+1CD2-1CD3,U+1CDA,U+1CF2,U+1CF4,U+200C-200D,U+20B9,U+25CC,U+A830-A835',
  },
};

const fontFace = (font: ScriptFont, weight: 400 | 700, local: string[], file: string) =>
  `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};` +
  // Optional: drawn in our face only where it is there at once (cached, or the device's own),
  // else in the fallback for the whole page load, so that text never moves when it comes.
  `font-display:optional;src:${local.map((name) => `local("${name}")`).join(',')},url("${file}") format("woff2");` +
  `unicode-range:${font.unicodeRange}}`;

/**
 * The style that gives `language`'s pages its script's faces, or none for a language the system's
 * faces draw (English): an English page names no web font, so it fetches none.
 */
export function scriptFontCss(language: Language): string | undefined {
  const font = SCRIPT_FONTS[language];
  if (!font) return undefined;
  const tag = languageFacts[language].tag.split('-')[0];
  return [
    fontFace(font, 400, font.local.regular, font.files.regular),
    fontFace(font, 700, font.local.bold, font.files.bold),
    `html[lang|="${tag}"]{${fontDeclarations(fontStack(font.family))}}`,
  ].join('');
}

/** The script's faces of the page's language, in the layout: nothing on an English page. */
export function ScriptFonts() {
  const css = scriptFontCss(pageLanguage());
  return css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
