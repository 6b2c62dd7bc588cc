import { Box, PageHero, Text } from '@gold/ui';
import { Island } from '@gold/ui/island';
import { calculatorWords } from './calculatorWords';
import { CalculatorForm } from './CalculatorForm';
import { QuoteAnswer } from './QuoteAnswer';

/**
 * Gold Calculator (/website/Calculator): an instant price for the visitor's gold. The form is
 * its island, and so is the price the server draws for a form posted before its code came: the
 * rest is sent as HTML and never hydrated.
 */
export function CalculatorPage() {
  const words = calculatorWords.now();
  return (
    <>
      <PageHero title={words.title}>
        <Text>{words.intro}</Text>
      </PageHero>
      <Box maxW="4xl" px={{ base: 4, md: 8 }} py={{ base: 6, md: 10 }}>
        <Island
          module="./CalculatorFormIsland"
          component={CalculatorForm}
          props={{}}
          essential
          serverData={['captcha', 'captchaProof']}
        />
        <Island
          module="./QuoteAnswerIsland"
          component={QuoteAnswer}
          props={{}}
          serverData={['quote']}
        />
      </Box>
    </>
  );
}
