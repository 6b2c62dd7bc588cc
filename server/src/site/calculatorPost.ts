import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calculatorRequestSchema } from '@gold/contracts';
import { CAPTCHA_ENTRY_NAME, CAPTCHA_PROOF_NAME } from '@gold/page-scripts/formPost';
import { quoteView, type ServerData } from '@gold/page-data';
import { CALCULATOR_POST_HREF } from '@gold/routes';
import type { PriceCalculation } from '../api/goldRateCalculate';
import { postedFromOurPage, XSRF_REFUSED_MESSAGE } from '../api/xsrf';
import { ClientError } from '../platform/http/clientError';
import { isDatabaseUnavailable } from '../platform/database/databaseUnavailable';
import type { TokenSigner } from '../platform/security/signedToken';
import { proveCaptcha, provenCaptcha } from './captchaProof';
import type { SentForm } from './sentBack';

/** What the server answers a form posted to a page with, beside the page itself. */
export interface PageAnswer {
  /** Server data only this answer has (the price). */
  data?: Partial<ServerData>;
  /** The form as it was posted, sent back to be submitted again once its code is live. */
  sentBack?: SentForm;
  status?: number;
}

/** Sends the page of the request's URL, with `answer` in it. */
export type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer?: PageAnswer,
) => Promise<FastifyReply>;

/** A calculator form's fields are a few hundred bytes. */
const FORM_BODY_LIMIT = 16 * 1024;

const fields = Object.keys(calculatorRequestSchema.shape);

/** What the plain post works with. */
export interface CalculatorPostDeps {
  price: PriceCalculation;
  /** Signs and checks the proofs of the captchas the server draws. */
  signer: TokenSigner;
  sendPage: SendPage;
}

/** The status a failed pricing is answered with: the refusal's own, else 503 or 500. */
function failureStatus(error: unknown): number {
  if (error instanceof ClientError) return error.statusCode;
  return isDatabaseUnavailable(error) ? 503 : 500;
}

/**
 * The calculator page's plain post: the form as a visitor submits it before its code came
 * (`@gold/page-scripts/formPost`), checked with the schema goldRate/calculate/add uses and priced
 * the same way, after its captcha: the one the server drew for the page load, as its signed proof
 * says. Answered with the calculator page: the price drawn in it, or, where it cannot be given,
 * the form as it was sent, which its code submits again once live and so says what was wrong (the
 * captcha's warning, a field's hint, the spec's popups).
 */
export function calculatorPost(
  app: FastifyInstance,
  { price, signer, sendPage }: CalculatorPostDeps,
) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.setErrorHandler((error: Partial<ClientError>, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'a calculator post failed');
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(status < 500 ? error.message : 'Something went wrong try again later !!');
    });
    scope.post(CALCULATOR_POST_HREF, async (request, reply) => {
      if (!postedFromOurPage(request)) throw new ClientError(403, XSRF_REFUSED_MESSAGE);
      if (!(request.body instanceof URLSearchParams))
        throw new ClientError(415, 'Content-Type must be application/x-www-form-urlencoded');
      const body = request.body;
      const values = Object.fromEntries(fields.map((field) => [field, body.get(field) ?? '']));
      const entered = body.get(CAPTCHA_ENTRY_NAME) ?? '';
      const drawn = provenCaptcha(signer, body.get(CAPTCHA_PROOF_NAME));
      const matched = drawn !== undefined && drawn === entered;
      // Sent back with what was typed; the captcha it matched stays with it, else a new one comes.
      const back = (status: number): PageAnswer => ({
        sentBack: {
          action: CALCULATOR_POST_HREF,
          values: { ...values, [CAPTCHA_ENTRY_NAME]: entered },
        },
        ...(matched && { data: { captcha: drawn, captchaProof: proveCaptcha(signer, drawn) } }),
        status,
      });
      if (!matched) return sendPage(request, reply, back(400));
      const parsed = calculatorRequestSchema.safeParse(values);
      if (!parsed.success) return sendPage(request, reply, back(400));
      try {
        const result = await price(parsed.data);
        return await sendPage(request, reply, { data: { quote: quoteView(parsed.data, result) } });
      } catch (error) {
        const status = failureStatus(error);
        if (status >= 500) request.log.error({ err: error }, 'a calculator post was not priced');
        return sendPage(request, reply, back(status));
      }
    });
  });
}
