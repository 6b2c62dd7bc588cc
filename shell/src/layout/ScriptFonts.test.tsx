import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptFonts, scriptFontCss, scriptFontFiles } from './ScriptFonts';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en-IN';
});

/** What <ScriptFonts /> draws on a page whose `<html lang>` is `tag`. */
function drawnIn(tag: string): string {
  document.documentElement.lang = tag;
  return render(<ScriptFonts />).container.innerHTML;
}

describe("the script's faces of the page's language", () => {
  it('are none on an English page: it names no web font, so it fetches none', () => {
    expect(scriptFontCss('en')).toBeUndefined();
    expect(scriptFontFiles('en')).toEqual([]);
    expect(drawnIn('en-IN')).toBe('');
  });

  it.each([
    ['ta', 'ta-IN', 'Site Tamil', 'Noto Sans Tamil', /U\+0B82-0BFA/],
    ['kn', 'kn-IN', 'Site Kannada', 'Noto Sans Kannada', /U\+0C80-0CF3/],
  ] as const)(
    'in %s: the device’s own faces first, else our regular one (the file preloaded) with bold drawn from it, for the script’s characters only, never swapped in once text is drawn',
    (language, tag, family, local, range) => {
      const css = scriptFontCss(language) ?? '';
      const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
      expect(faces).toHaveLength(2);
      const [file, ...more] = scriptFontFiles(language);
      expect(more).toEqual([]);
      for (const [face, weight] of faces.map((drawn, i) => [drawn, i === 0 ? 400 : 700] as const)) {
        expect(face).toContain(`font-family:"${family}"`);
        expect(face).toContain(`font-weight:${weight}`);
        expect(face).toContain('font-display:optional');
        expect(face).toMatch(new RegExp(`src:local\\("${local}[^"]*"\\)`));
        expect(face).toMatch(range);
      }
      expect(faces[0]).toContain(`url("${file}") format("woff2")`);
      expect(faces[1]).not.toContain('url(');
      // The page's text asks for the system's faces first, then the script's, for body and headings.
      const stack = `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "${family}", sans-serif`;
      expect(css).toContain(
        `html[lang|="${language}"]{--chakra-fonts-body:${stack};--chakra-fonts-heading:${stack}}`,
      );
      expect(drawnIn(tag)).toBe(`<style>${css}</style>`);
    },
  );
});
