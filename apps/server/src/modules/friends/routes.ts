// HTTP for /api/friends/*: parse with core's schemas, call the friends service, reply with a declared shape.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptRequestResponse,
  friendIdParams,
  friendPreferencesBody,
  friendPreferencesResponse,
  friendsResponse,
  messageResponse,
  pendingRequestsResponse,
  referralCodeResponse,
  requestIdBody,
  sendFriendRequestResponse,
  sentRequestsResponse,
} from '@hangtime/core/friends/schemas';
import { sendFriendRequestBody } from '@hangtime/core/friends/send-request-body';
import type { FriendsService } from './service';

const tags = ['friends'];
const security = [{ bearer: [] }];

export function registerFriendsModule(app: FastifyInstance, friends: FriendsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Every friend call needs a session of an account whose email is verified.
  const guarded = { onRequest: app.authenticateVerified };

  routes.get(
    '/api/friends',
    { ...guarded, schema: { tags, security, response: { 200: friendsResponse } } },
    async (request) => friends.listFriends(request.userId),
  );

  routes.get(
    '/api/friends/pending',
    { ...guarded, schema: { tags, security, response: { 200: pendingRequestsResponse } } },
    async (request) => friends.listPendingRequests(request.userId),
  );

  routes.get(
    '/api/friends/sent-requests',
    { ...guarded, schema: { tags, security, response: { 200: sentRequestsResponse } } },
    async (request) => friends.listSentRequests(request.userId),
  );

  routes.get(
    '/api/friends/referral-code',
    { ...guarded, schema: { tags, security, response: { 200: referralCodeResponse } } },
    async (request) => friends.getReferralCode(request.userId),
  );

  routes.post(
    '/api/friends/send-request',
    {
      ...guarded,
      schema: { tags, security, body: sendFriendRequestBody, response: { 200: sendFriendRequestResponse } },
    },
    async (request) => friends.sendRequest(request.userId, request.body),
  );

  routes.put(
    '/api/friends/accept',
    { ...guarded, schema: { tags, security, body: requestIdBody, response: { 200: acceptRequestResponse } } },
    async (request) => friends.acceptRequest(request.userId, request.body.request_id),
  );

  // The spec sends request_id in the body of this DELETE; Fastify parses a JSON body on DELETE.
  routes.delete(
    '/api/friends/decline',
    { ...guarded, schema: { tags, security, body: requestIdBody, response: { 200: messageResponse } } },
    async (request) => friends.declineRequest(request.userId, request.body.request_id),
  );

  routes.delete(
    '/api/friends/:id',
    { ...guarded, schema: { tags, security, params: friendIdParams, response: { 200: messageResponse } } },
    async (request) => friends.removeFriendOrCancelRequest(request.userId, request.params.id),
  );

  routes.put(
    '/api/friends/:id/preferences',
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: friendIdParams,
        body: friendPreferencesBody,
        response: { 200: friendPreferencesResponse },
      },
    },
    async (request) => friends.updatePreferences(request.userId, request.params.id, request.body),
  );
}
