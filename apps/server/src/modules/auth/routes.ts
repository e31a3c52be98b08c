// HTTP for /api/auth/*: parse with core's schemas, call the auth service, reply with a declared shape.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authResponse,
  emailBody,
  emailCodeBody,
  loginBody,
  meResponse,
  messageResponse,
  promoCheckResponse,
  referralBody,
  referrerParams,
  referrerResponse,
  registerBody,
  resetPasswordBody,
  updateProfileBody,
  userTimezoneResponse,
} from '@hangtime/core/auth/schemas';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import { uncompressed } from '../../plugins/compression';
import { authRouteLimit } from '../../plugins/rate-limit';
import { knownDeviceSetCookie, readKnownDeviceCookie } from './known-devices';
import { promoCheckBody } from './promo';
import type { AuthService } from './service';

const tags = ['auth'];
const bearer = [{ bearer: [] }];
const ok = (message: string) => ({ success: true as const, message });

export function registerAuthModule(app: FastifyInstance, auth: AuthService, rateLimits: RateLimitSettings) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limited = { config: authRouteLimit(rateLimits) };

  routes.post(
    '/api/auth/register',
    {
      ...limited,
      ...uncompressed,
      // After the auth calls' bucket (onRequest), before the body is read: a refused attempt is
      // counted and answered 429 whatever it holds.
      preValidation: async (request) => auth.admitRegistration(request.ip),
      schema: { tags, body: registerBody, response: { 201: authResponse } },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  routes.post(
    '/api/auth/login',
    { ...limited, ...uncompressed, schema: { tags, body: loginBody, response: { 200: authResponse } } },
    async (request, reply) => {
      const { response, device } = await auth.login(request.body, readKnownDeviceCookie(request.headers.cookie));
      reply.header('set-cookie', knownDeviceSetCookie(device.token, device.isHttpsOnly));
      return response;
    },
  );

  routes.post(
    '/api/auth/logout',
    { onRequest: app.authenticate, schema: { tags, security: bearer, response: { 200: messageResponse } } },
    async (request) => ok((await auth.logout(request.sessionId)).message),
  );

  routes.get(
    '/api/auth/me',
    { onRequest: app.authenticate, schema: { tags, security: bearer, response: { 200: meResponse } } },
    async (request) => auth.getCurrentUser(request.userId),
  );

  routes.put(
    '/api/auth/me',
    {
      onRequest: app.authenticate,
      schema: { tags, security: bearer, body: updateProfileBody, response: { 200: meResponse } },
    },
    async (request) => auth.updateProfile(request.userId, request.body),
  );

  routes.get(
    '/api/calendar/user-timezone',
    { onRequest: app.authenticate, schema: { tags, security: bearer, response: { 200: userTimezoneResponse } } },
    async (request) => ({ success: true as const, data: { timezone: await auth.getTimezone(request.userId) } }),
  );

  routes.post(
    '/api/auth/process-referral-login',
    {
      onRequest: app.authenticate,
      schema: { tags, security: bearer, body: referralBody, response: { 200: messageResponse } },
    },
    async (request) => ok((await auth.useReferralCode(request.userId, request.body.referral_code)).message),
  );

  // Public, for the invitation banner: limited with the other public auth calls (codes are not
  // to be tried in bulk), and cached nowhere (the security plugin's no-store on /api).
  routes.get(
    '/api/referrals/:code',
    { ...limited, schema: { tags, params: referrerParams, response: { 200: referrerResponse } } },
    async (request) => auth.lookUpReferrer(request.params.code),
  );

  routes.post(
    '/api/auth/check-promo-code-required',
    { ...limited, schema: { tags, body: promoCheckBody, response: { 200: promoCheckResponse } } },
    async (request) => auth.checkPromoCodeRequired(request.body.email),
  );

  routes.post(
    '/api/auth/forgot-password',
    { ...limited, schema: { tags, body: emailBody, response: { 200: messageResponse } } },
    async (request) => ok((await auth.requestReset(request.body.email)).message),
  );

  routes.post(
    '/api/auth/verify-reset-code',
    { ...limited, schema: { tags, body: emailCodeBody, response: { 200: messageResponse } } },
    async (request) => ok((await auth.verifyResetCode(request.body.email, request.body.code)).message),
  );

  routes.post(
    '/api/auth/reset-password',
    { ...limited, schema: { tags, body: resetPasswordBody, response: { 200: messageResponse } } },
    async (request) => {
      const { email, code, new_password } = request.body;
      return ok((await auth.resetPassword(email, code, new_password)).message);
    },
  );

  routes.post(
    '/api/auth/send-email-verification',
    { ...limited, schema: { tags, body: emailBody, response: { 200: messageResponse } } },
    async (request) => ok((await auth.requestVerificationCode(request.body.email)).message),
  );

  routes.post(
    '/api/auth/verify-email',
    { ...limited, schema: { tags, body: emailCodeBody, response: { 200: messageResponse } } },
    async (request) => ok((await auth.verifyEmail(request.body.email, request.body.code)).message),
  );
}
