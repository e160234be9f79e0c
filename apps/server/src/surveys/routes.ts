import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/surveys';
import { currentPlayer, type PlayerAuth } from '../auth/player-auth.ts';
import type { SurveyService } from './service.ts';

/** The player's calls (`/v1`, skin authorization and `user-token`). */
export const surveyRoutes =
  (surveys: SurveyService, playerAuth: PlayerAuth): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['surveys'];
    app.get(
      '/me/survey/last',
      {
        preHandler: playerAuth.session(),
        schema: { tags, querystring: c.surveyLastQuery, response: { 200: c.surveyResponse } },
      },
      async (req) => ({
        data: await surveys.last(currentPlayer(req).id, {
          type: req.query.type,
          language: req.query.language,
        }),
      }),
    );
    app.post(
      '/me/survey/:surveyId/answers/:language',
      {
        bodyLimit: 65_536,
        preHandler: playerAuth.session(),
        schema: {
          tags,
          params: c.surveyAnswerParams,
          body: c.surveyAnswersBody,
          response: { 201: c.surveyResponse, 404: errorBody, 422: validationErrorBody },
        },
      },
      async (req, reply) => {
        const data = await surveys.answer(
          currentPlayer(req).id,
          req.params.surveyId,
          req.params.language,
          req.body,
        );
        return reply.status(201).send({ data });
      },
    );
  };
