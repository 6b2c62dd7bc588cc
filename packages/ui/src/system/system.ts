import {
  createSystemInSteps,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  accordionSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** The system's faces, in the order the pages ask for them; the generic family comes last. */
const SYSTEM_FONTS = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Noto Sans"'];

/**
 * The pages' font stack, with `scriptFamily` (a face of a script the system's faces may lack)
 * after the system's, so that Latin letters and digits keep the system's faces.
 */
export function fontStack(scriptFamily?: string): string {
  return [...SYSTEM_FONTS, ...(scriptFamily ? [`"${scriptFamily}"`] : []), 'sans-serif'].join(', ');
}

/** The prefix of the system's CSS variables. */
const CSS_VARS_PREFIX = 'chakra';

/** CSS declarations that give the body's and the headings' text the font stack `stack`. */
export const fontDeclarations = (stack: string): string =>
  `--${CSS_VARS_PREFIX}-fonts-body:${stack};--${CSS_VARS_PREFIX}-fonts-heading:${stack}`;

// No page names these palettes. Each brings 11 colours and 7 semantic tokens, which every
// prerendered page would carry as CSS variables: about 3.5 KB of each page's HTML for the four.
const unusedPalettes = new Set(['teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(
    Object.entries(colors).filter(([name]) => !unusedPalettes.has(name)),
  ) as T;
}

// Only the recipes the site uses: the full default system costs ~30 KB gzip more on every page.
const siteTheme = defineConfig({
  preflight: true,
  cssVarsRoot: ':where(:root, :host)',
  cssVarsPrefix: CSS_VARS_PREFIX,
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, fontFamily: 'body', color: 'fg', bg: 'bg' },
  },
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      // The home rates' flip. Here, once, with the global styles: nested in a component's styles,
      // it was written again with each class that used it.
      rateFlip: {
        from: { transform: 'rotateX(-90deg)', opacity: 0 },
        to: { transform: 'rotateX(0deg)', opacity: 1 },
      },
    },
    tokens: {
      ...tokens,
      colors: {
        ...withoutUnusedPalettes(tokens.colors),
        brand: {
          50: { value: '#fdf8e7' },
          100: { value: '#f8ebbd' },
          300: { value: '#e6c45c' },
          500: { value: '#b8860b' },
          600: { value: '#946c09' },
          700: { value: '#6f5107' },
          900: { value: '#3a2a03' },
        },
      },
      fonts: {
        heading: { value: fontStack() },
        body: { value: fontStack() },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    },
    // The heading, accordion and card recipes size their text through these text styles.
    textStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

let system: SystemContext | undefined;
let steps: Generator<void, SystemContext, void> | undefined;

/** Takes the next step of making the system; true once it is made. */
function systemStep(): boolean {
  if (system) return true;
  steps ??= createSystemInSteps(defaultBaseConfig, siteTheme);
  const step = steps.next();
  if (step.done) system = step.value;
  return step.done === true;
}

/**
 * The site's Chakra system: base preset, brand gold, and the recipes in use. Made on first use,
 * not when this module loads: it costs about 100 ms on a slow phone, which the shell spends in
 * tasks of its own (see {@link prepareUi}) rather than in the one that loads the app's code.
 */
export function siteSystem(): SystemContext {
  while (!systemStep());
  return system as SystemContext;
}

let systemWithoutGlobalStyles: SystemContext | undefined;

/**
 * The site's system for a page whose HTML holds its global styles already (reset, base and
 * token CSS and the order of the layers, a prerendered page): the same system, with no global
 * styles to insert. Chakra computes them only when asked (see patches/), so such a page never
 * pays for them. The layers' order is marked off for the provider alone, which would otherwise
 * insert it once more for each root (the shell's and the page's).
 */
export function siteSystemWithoutGlobalStyles(): SystemContext {
  const site = siteSystem();
  systemWithoutGlobalStyles ??= Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(site),
      _global: { value: [] },
      _config: { value: { ...site._config, disableLayers: true } },
    },
  ) as SystemContext;
  return systemWithoutGlobalStyles;
}

/**
 * Makes the site's Chakra system ahead of the first render, awaiting `pause` between its fourteen
 * steps (three of the config merge, seven of the token dictionary, four of the rest; patches/).
 * In one piece it was the boot's longest task, 19-43 ms on this machine and so 80-170 ms at the
 * speed of Lighthouse's phone. In six steps, three still took 13-34 ms in a cold Chromium here,
 * each a long task on that phone (docs/performance.md).
 */
export async function prepareUi(pause: () => Promise<void>): Promise<void> {
  while (!systemStep()) await pause();
}
