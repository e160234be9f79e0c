/**
 * Safer gambling for staff (`/staff/v1/safer/...`, `/staff/v1/players/:id/safer|interactions`),
 * registered under the `/staff/v1` prefix. Compliance and admin see and review the queue and set
 * the skins' thresholds (thresholds: admin and compliance only); support may see markers and log
 * interactions. Every change is audited with its before and after.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '@croupier/contract/common';
import {
  interactionBody,
  interactionListResponse,
  interactionResponse,
  playerSaferResponse,
  reviewMarkerBody,
  saferMarkerListResponse,
  saferMarkerParams,
  saferMarkerResponse,
  saferMarkersQuery,
  saferPlayerParams,
  saferSummaryResponse,
  saferThresholdParams,
  saferThresholdsQuery,
  thresholdBody,
  thresholdListResponse,
  thresholdResponse,
} from '@croupier/contract/safer';
import { requireStaff, staffOf } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import type { SaferService } from './service.ts';

const STAFF_SECURITY = [{ staff: [] }];
const refusals = { 404: errorBody, 422: validationErrorBody };

export const saferStaffRoutes =
  (safer: SaferService, staff: StaffService): FastifyPluginAsyncZod =>
  async (app) => {
    const view = { onRequest: requireStaff(staff, ['admin', 'compliance', 'support']) };
    const review = { onRequest: requireStaff(staff, ['admin', 'compliance']) };
    const tags = ['staff', 'safer'];

    const audit = (
      req: FastifyRequest,
      action: string,
      target: { type: string; id: number },
      details: Record<string, unknown>,
    ) =>
      staff.audit({
        staffId: staffOf(req).staff.id,
        action,
        targetType: target.type,
        targetId: target.id,
        details,
        ip: req.ip,
      });
    const actor = (req: FastifyRequest) => ({ staffId: staffOf(req).staff.id });

    app.get(
      '/safer/summary',
      {
        ...view,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description: 'Open markers, in all and by rule (the menu badges).',
          response: { 200: saferSummaryResponse },
        },
      },
      async () => ({ data: await safer.summary() }),
    );

    app.get(
      '/safer/markers',
      {
        ...view,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description:
            'The queue of markers, oldest first (status `open` unless given), with the ' +
            'evidence behind each; meta.open_by_marker counts the open markers by rule.',
          querystring: saferMarkersQuery,
          response: { 200: saferMarkerListResponse, 422: validationErrorBody },
        },
      },
      async (req) => safer.listMarkers(req.query),
    );

    app.patch(
      '/safer/markers/:id',
      {
        ...review,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description: 'Reviews a marker: `reviewed` (handled or found fine) or `dismissed`.',
          params: saferMarkerParams,
          body: reviewMarkerBody,
          response: { 200: saferMarkerResponse, ...refusals },
        },
      },
      async (req) => {
        const { before, after } = await safer.reviewMarker(req.params.id, req.body, actor(req));
        await audit(
          req,
          'safer.marker_reviewed',
          { type: 'harm_marker', id: after.id },
          {
            player_id: after.player_id,
            marker: after.marker,
            before: { status: before.status, review_note: before.review_note },
            after: { status: after.status, review_note: after.review_note },
          },
        );
        return { data: after };
      },
    );

    app.get(
      '/players/:id/safer',
      {
        ...view,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description: "A player's markers (newest first) and interactions.",
          params: saferPlayerParams,
          response: { 200: playerSaferResponse, ...refusals },
        },
      },
      async (req) => ({ data: await safer.playerView(req.params.id) }),
    );

    app.get(
      '/players/:id/interactions',
      {
        ...view,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: saferPlayerParams,
          response: { 200: interactionListResponse, ...refusals },
        },
      },
      async (req) => ({ data: await safer.listInteractions(req.params.id) }),
    );

    app.post(
      '/players/:id/interactions',
      {
        ...view,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description:
            'Logs a customer interaction (contact made, limit suggested, account restricted). ' +
            "With `marker_id` (one of the player's markers) an open marker becomes reviewed.",
          params: saferPlayerParams,
          body: interactionBody,
          response: { 201: interactionResponse, ...refusals },
        },
      },
      async (req, reply) => {
        const { interaction, markerChange } = await safer.addInteraction(
          req.params.id,
          req.body,
          actor(req),
        );
        await audit(
          req,
          'safer.interaction_logged',
          { type: 'player', id: req.params.id },
          {
            interaction_id: interaction.id,
            before: null,
            after: {
              kind: interaction.kind,
              channel: interaction.channel,
              note: interaction.note,
              marker_id: interaction.marker_id,
            },
          },
        );
        if (markerChange) {
          await audit(
            req,
            'safer.marker_reviewed',
            { type: 'harm_marker', id: markerChange.after.id },
            {
              player_id: req.params.id,
              marker: markerChange.after.marker,
              interaction_id: interaction.id,
              before: { status: markerChange.before.status },
              after: { status: markerChange.after.status },
            },
          );
        }
        return reply.status(201).send({ data: interaction });
      },
    );

    app.get(
      '/safer/thresholds',
      {
        ...review,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description:
            "Each rule on the skin: its statement, parameters (the skin's or the defaults).",
          querystring: saferThresholdsQuery,
          response: { 200: thresholdListResponse, ...refusals },
        },
      },
      async (req) => ({
        data: await safer.thresholds(req.query.skin_id),
        meta: { skin_id: req.query.skin_id },
      }),
    );

    app.put(
      '/safer/thresholds/:marker',
      {
        ...review,
        schema: {
          tags,
          security: STAFF_SECURITY,
          description:
            'Sets a rule on a skin: enabled, and every parameter of the rule (integers within ' +
            'the bounds the GET answers).',
          params: saferThresholdParams,
          body: thresholdBody,
          response: { 200: thresholdResponse, ...refusals },
        },
      },
      async (req) => {
        const { before, after } = await safer.setThreshold(req.params.marker, req.body, actor(req));
        await audit(
          req,
          'safer.threshold_updated',
          { type: 'skin', id: req.body.skin_id },
          {
            marker: after.marker,
            before: {
              enabled: before.enabled,
              params: before.params,
              overridden: before.overridden,
            },
            after: { enabled: after.enabled, params: after.params },
          },
        );
        return { data: after };
      },
    );
  };
