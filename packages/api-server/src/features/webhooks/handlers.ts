import type { FastifyRequest } from 'fastify';
import { mayReadPersonalData, signedInUser, userIdOf } from '../../auth/signed-in-user.ts';
import type { FeatureHandlers } from '../../contract/handler-types.ts';
import { forbidden } from '../../errors.ts';
import { queueRedelivery, queueWebhookTestEvent, selectWebhookDeliveryPage } from './deliveries.ts';
import {
  deleteWebhookEndpoint,
  insertWebhookEndpoint,
  rotateWebhookSecret,
  selectWebhookEndpoint,
  selectWebhookEndpointPage,
  updateWebhookEndpoint,
} from './endpoints.ts';

/*
 * addWebhookEndpoint takes no Idempotency-Key: its answer carries the signing secret, which a
 * replay store would have to keep (a retried add makes a second endpoint, which can be deleted).
 */
/**
 * An endpoint sends candidates' personal data only when whoever sets it up could read them:
 * through an API token, only one with the `personalData` scope (403 otherwise).
 */
function requirePersonalDataForEndpoint(request: FastifyRequest, includePersonalData: boolean) {
  if (includePersonalData && !mayReadPersonalData(signedInUser(request))) {
    throw forbidden('an endpoint with personal data needs a token with the personalData scope');
  }
}

export const handlers = {
  async listWebhookEndpoints(request) {
    const { page = 1, pageSize = 20 } = request.query;
    return selectWebhookEndpointPage(request.server.db, { page, pageSize });
  },
  async addWebhookEndpoint(request, reply) {
    requirePersonalDataForEndpoint(request, request.body.includePersonalData);
    const created = await insertWebhookEndpoint(
      request.server.db,
      userIdOf(request),
      request.body,
      request.server.config.webhooksAllowLocalAddresses,
    );
    return reply.code(201).send(created);
  },
  async getWebhookEndpoint(request) {
    return selectWebhookEndpoint(request.server.db, request.params.id);
  },
  async editWebhookEndpoint(request) {
    requirePersonalDataForEndpoint(request, request.body.includePersonalData);
    return updateWebhookEndpoint(
      request.server.db,
      userIdOf(request),
      request.params.id,
      request.body,
      request.server.config.webhooksAllowLocalAddresses,
    );
  },
  async deleteWebhookEndpoint(request, reply) {
    await deleteWebhookEndpoint(request.server.db, userIdOf(request), request.params.id);
    return reply.code(204).send();
  },
  async rotateWebhookSecret(request) {
    return rotateWebhookSecret(request.server.db, userIdOf(request), request.params.id);
  },
  async sendWebhookTestEvent(request, reply) {
    const queued = await queueWebhookTestEvent(request.server.db, request.params.id);
    request.server.webhookDelivery.poke();
    return reply.code(202).send(queued);
  },
  async listWebhookDeliveries(request) {
    const { page = 1, pageSize = 20 } = request.query;
    return selectWebhookDeliveryPage(request.server.db, request.params.id, { page, pageSize });
  },
  async redeliverWebhookDelivery(request, reply) {
    const queued = await queueRedelivery(
      request.server.db,
      request.params.id,
      request.params.deliveryId,
    );
    request.server.webhookDelivery.poke();
    return reply.code(202).send(queued);
  },
} satisfies FeatureHandlers;
