import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

// As @gold/ui builds the site's system: the base preset and only the recipes this app renders
// (the whole default system would add about 30 KB gzip). Its own system, not the site's: the
// console needs tables and alerts, which the visitors' shared singleton should not carry.
const consoleTheme = defineConfig({
  preflight: true,
  cssVarsRoot: ':where(:root, :host)',
  cssVarsPrefix: 'chakra',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

let system: SystemContext | undefined;

/** The console's Chakra system, made on first use. */
export function consoleSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, consoleTheme);
  return system;
}
