import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { XSRF_COOKIE, serverMessages, type CalculatorRequest } from '@gold/contracts';
import { quoteView } from '@gold/page-data';
import { CALCULATOR_POST_HREF } from '@gold/routes';
import { ClientError } from '../platform/http/clientError';
import { TokenSigner } from '../platform/security/signedToken';
import { calculatorPost, type PageAnswer } from './calculatorPost';
import { CAPTCHA_PROOF_TTL_MS, proveCaptcha } from './captchaProof';

const request: CalculatorRequest = {
  name: 'Meena',
  mobileNumber: '9876543210',
  emailId: 'meena@example.com',
  city: 'Chennai',
  goldGrams: '10',
  goldCarat: '22',
};
const result = {
  PerGramPrice: 7150,
  lastUpdateTime: '2026-12-02T04:30:00.000Z',
  totalPrice: 71500,
};
const token = 'a'.repeat(32);
const signer = new TokenSigner('k'.repeat(32));
/** What the page load's form posts beside its fields: the captcha typed, the server's proof of the one drawn. */
const captchaOf = (entered: string, drawn = entered, proof = proveCaptcha(signer, drawn)) => ({
  captcha: entered,
  captchaProof: proof,
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The route with `price`, its page answered as the JSON of what it would draw in the page. */
async function routeWith(price: (request: CalculatorRequest) => Promise<typeof result>) {
  const priced = vi.fn(price);
  app = Fastify();
  await app.register(fastifyCookie);
  calculatorPost(app, {
    price: priced,
    signer,
    sendPage: async (_request, reply, answer?: PageAnswer) =>
      reply.code(answer?.status ?? 200).send(answer),
  });
  await app.ready();
  const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    (app as FastifyInstance).inject({
      method: 'POST',
      url: CALCULATOR_POST_HREF,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${XSRF_COOKIE}=${token}`,
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      payload: new URLSearchParams(body).toString(),
    });
  return { priced, post };
}

describe('the calculator page, posted its form before the code came', () => {
  it('prices it as the API does and answers the page with the price drawn in it', async () => {
    const { priced, post } = await routeWith(async () => result);
    const answer = await post({ ...request, ...captchaOf('aB3xY9') });
    expect(answer.statusCode).toBe(200);
    expect(priced).toHaveBeenCalledWith(request);
    expect(answer.json()).toEqual({ data: { quote: quoteView(request, result) } });
  });

  it('sends back a form the schema refuses, as posted, its captcha kept, without pricing it', async () => {
    const { priced, post } = await routeWith(async () => result);
    const answer = await post({ ...request, mobileNumber: '98765x3210', ...captchaOf('aB3xY9') });
    expect(answer.statusCode).toBe(400);
    expect(priced).not.toHaveBeenCalled();
    const { sentBack, data } = answer.json() as PageAnswer;
    expect(sentBack).toEqual({
      action: CALCULATOR_POST_HREF,
      values: { ...request, mobileNumber: '98765x3210', captcha: 'aB3xY9' },
    });
    expect(data?.captcha).toBe('aB3xY9');
    // Its new proof stands for the same captcha: the form sent back posts again as it is.
    const again = await post({
      ...request,
      captcha: 'aB3xY9',
      captchaProof: data?.captchaProof ?? '',
    });
    expect(again.statusCode).toBe(200);
  });

  it("sends back a form it could not price, with the refusal's status, nothing lost", async () => {
    const { post } = await routeWith(async () => {
      throw new ClientError(503, serverMessages.ratesNotSet);
    });
    const answer = await post({ ...request, ...captchaOf('aB3xY9') });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().sentBack.values).toEqual({ ...request, captcha: 'aB3xY9' });
  });

  it.each([
    ['its captcha entry is not the captcha drawn (case counts)', captchaOf('ab3xy9', 'aB3xY9')],
    ['its proof was not signed by this server', captchaOf('aB3xY9', 'aB3xY9', 'forged.proof')],
    [
      'its proof has run out',
      captchaOf(
        'aB3xY9',
        'aB3xY9',
        proveCaptcha(signer, 'aB3xY9', Date.now() - CAPTCHA_PROOF_TTL_MS - 1),
      ),
    ],
    ['it has no proof', { captcha: 'aB3xY9' }],
  ])('prices nothing where %s: sent back as typed, with a new captcha', async (_case, captcha) => {
    const { priced, post } = await routeWith(async () => result);
    const answer = await post({ ...request, ...captcha });
    expect(answer.statusCode).toBe(400);
    expect(priced).not.toHaveBeenCalled();
    const { sentBack, data } = answer.json() as PageAnswer;
    expect(sentBack?.values).toEqual({ ...request, captcha: captcha.captcha });
    expect(data).toBeUndefined();
  });

  it("takes only the form's fields: anything else posted is neither priced nor sent back", async () => {
    const { priced, post } = await routeWith(async () => result);
    await post({ ...request, totalPrice: '1', ...captchaOf('aB3xY9') });
    expect(priced).toHaveBeenCalledWith(request);
  });

  it.each([
    ['another site sent it', { 'sec-fetch-site': 'cross-site' }],
    ['it names another origin', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
    ['it carries no token cookie', { cookie: '' }],
  ])('refuses it with 403, nothing priced, where %s', async (_case, headers) => {
    const { priced, post } = await routeWith(async () => result);
    const answer = await post({ ...request, ...captchaOf('aB3xY9') }, headers);
    expect(answer.statusCode).toBe(403);
    expect(priced).not.toHaveBeenCalled();
  });

  it('refuses a body that is not a form with 415, and one too large with 413, never 500', async () => {
    const { post } = await routeWith(async () => result);
    expect((await post({ name: 'x' }, { 'content-type': 'text/plain' })).statusCode).toBe(415);
    const huge = await post({ name: 'a'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
  });
});
