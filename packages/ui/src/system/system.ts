import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
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

// Only the recipes the site uses: the full default system costs ~30 KB gzip more on every page.
const siteTheme = defineConfig({
  preflight: true,
  cssVarsRoot: ':where(:root, :host)',
  cssVarsPrefix: 'chakra',
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, fontFamily: 'body', color: 'fg', bg: 'bg' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: {
        ...tokens.colors,
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
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
      },
    },
    semanticTokens,
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

/** The site's Chakra system: base preset, brand gold, and the recipes in use. */
export const siteSystem = createSystem(defaultBaseConfig, siteTheme);
