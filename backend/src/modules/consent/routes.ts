import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { PROTOCOL_TYPE_CONSENT } from '../../constants';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { callerId } from '../accounts/routes';
import { countryOfRequest } from '../catalog/country';
import { CONSENT_FIELD_MAX, CONSENT_STRING_MAX } from '../../sdk';

const intLike = { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\d{1,15}$' }] };
/** The saved choice: 1 accepted, 0 refused. */
const agree = {
  anyOf: [
    { type: 'integer', enum: [0, 1] },
    { type: 'string', enum: ['0', '1'] },
  ],
};
const text = (max: number) => ({ type: 'string', maxLength: max });

interface SaveBody {
  agreeButton: number | string;
  protocolType: number | string;
  userId?: number | string;
  consentString?: string;
  cmpVersion?: string;
  eventName?: string;
}

/** Consent (spec 3 §4, §7 "User, consent, country"): the popup's status and the saved record. */
export function registerConsentRoutes(app: FastifyInstance, s: Services): void {
  app.get<{ Querystring: { protocolType?: number } }>(
    '/facade/api/user/protocol/status',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { protocolType: { type: 'integer', minimum: 0, maximum: 1000 } },
        },
      },
    },
    async (req) =>
      ok(
        s.consent.status(
          callerId(req),
          req.query.protocolType ?? PROTOCOL_TYPE_CONSENT,
          countryOfRequest(s.db, req).ab,
        ),
      ),
  );

  app.post<{ Body: SaveBody }>(
    '/facade/api/user/save/protocol',
    {
      schema: {
        body: {
          type: 'object',
          required: ['agreeButton', 'protocolType'],
          properties: {
            agreeButton: agree,
            protocolType: intLike,
            userId: intLike,
            consentString: text(CONSENT_STRING_MAX),
            cmpVersion: text(CONSENT_FIELD_MAX),
            eventName: text(CONSENT_FIELD_MAX),
          },
        },
      },
    },
    async (req) => {
      const me = callerId(req);
      const b = req.body;
      if (b.userId !== undefined && Number(b.userId) !== me)
        throw new BizError(
          Codes.INVALID_INPUT,
          'Invalid parameter: userId does not match the caller',
        );
      return ok(
        s.consent.save(
          me,
          {
            protocolType: Number(b.protocolType),
            agreeButton: Number(b.agreeButton),
            ...(b.consentString !== undefined ? { consentString: b.consentString } : {}),
            ...(b.cmpVersion !== undefined ? { cmpVersion: b.cmpVersion } : {}),
            ...(b.eventName !== undefined ? { eventName: b.eventName } : {}),
          },
          countryOfRequest(s.db, req).ab,
        ),
      );
    },
  );
}
