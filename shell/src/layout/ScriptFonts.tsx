import kannada400 from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2';
import tamil400 from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2';
import { languageFacts, pageLanguage, type Language } from '@gold/i18n';
import { fontDeclarations, fontStack } from '@gold/ui';

/**
 * A script's faces: the device's own where it has them, else our regular face (Noto, subset to
 * the script), preloaded, and bold drawn from it. One file, there at the first layout, so text is
 * never laid out again when a face comes (decision 0057).
 */
interface ScriptFont {
  /** The family the pages ask for; ours, so that it never names a face of the device by chance. */
  family: string;
  /** The names of the device's own faces, regular then bold. */
  local: { regular: string[]; bold: string[] };
  /** Our regular face's file. */
  file: string;
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
    file: tamil400,
    unicodeRange: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC',
  },
  kn: {
    family: 'Site Kannada',
    local: {
      regular: ['Noto Sans Kannada', 'Noto Sans Kannada Regular', 'NotoSansKannada-Regular'],
      bold: ['Noto Sans Kannada Bold', 'NotoSansKannada-Bold'],
    },
    file: kannada400,
    unicodeRange:
      'U+0951-0952,U+0964-0965,U+0C80-0CF3,U+1CD0,U+1CD2-1CD3,U+1CDA,U+1CF2,U+1CF4,U+200C-200D,U+20B9,U+25CC,U+A830-A835',
  },
};

const fontFace = (font: ScriptFont, weight: 400 | 700, sources: string[]) =>
  `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${weight};` +
  // Optional: drawn in a face only where it is there by the first layout (the device's own, or
  // ours preloaded), else in the fallback for the whole page load, so text never moves.
  `font-display:optional;src:${sources.join(',')};unicode-range:${font.unicodeRange}}`;

const local = (names: string[]) => names.map((name) => `local("${name}")`);

/**
 * The style that gives `language`'s pages its script's faces, or none for a language the system's
 * faces draw (English): an English page names no web font, so it fetches none.
 */
export function scriptFontCss(language: Language): string | undefined {
  const font = SCRIPT_FONTS[language];
  if (!font) return undefined;
  const tag = languageFacts[language].tag.split('-')[0];
  return [
    fontFace(font, 400, [...local(font.local.regular), `url("${font.file}") format("woff2")`]),
    // The device's bold, else bold drawn from the regular face: no second file to wait for.
    fontFace(font, 700, local(font.local.bold)),
    `html[lang|="${tag}"]{${fontDeclarations(fontStack(font.family))}}`,
  ].join('');
}

/** The font files `language`'s pages preload (the head is the server's): none for English. */
export function scriptFontFiles(language: Language): string[] {
  const font = SCRIPT_FONTS[language];
  return font ? [font.file] : [];
}

/** The script's faces of the page's language, in the layout: nothing on an English page. */
export function ScriptFonts() {
  const css = scriptFontCss(pageLanguage());
  return css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
