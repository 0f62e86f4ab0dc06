/**
 * Profile editing paths (spec 1 §7 "Update profile"; spec 3 §7 "User"): thin — they read the
 * request, call the profile service (service.ts) and shape the answer with the SDK's types.
 */
import type { FastifyInstance } from 'fastify';
import type { ProfileDetail, UserInfo } from 'shared-sdk/node';
import { storedImagePath } from '../../http/assets';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { callerId } from '../accounts/routes';
import { userInfoView } from '../accounts/view';
import { intLike } from '../auth/profile';
import type { ProfileChange } from './service';

/** Bounded ids: more than the rule's maximum gets its own readable refusal from the service. */
const idList = { type: 'array', maxItems: 50, items: { type: 'integer', minimum: 1 } };

export function registerProfileRoutes(app: FastifyInstance, s: Services): void {
  const { db, now, profile } = s;

  app.get('/facade/api/user/profile/detail', async (req) => {
    const me = callerId(req);
    const d = profile.detail(me);
    const user: UserInfo = userInfoView(req, db, d.row, me, now());
    const answer: ProfileDetail = {
      user,
      interestIds: d.interestIds,
      languageIds: d.languageIds,
      birthdayChangesLeft: d.birthdayChangesLeft,
      genderFixed: d.genderFixed,
      email: d.email,
      phone: d.phone,
    };
    return ok(answer);
  });

  app.post<{ Body: ProfileChange }>(
    '/facade/api/user/update',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            userName: { type: 'string', maxLength: 200 },
            nickname: { type: 'string', maxLength: 200 },
            birthday: { type: 'string', maxLength: 20 },
            gender: intLike,
            headImg: { type: 'string', maxLength: 500 },
            headImgSmall: { type: 'string', maxLength: 500 },
            countryId: { type: 'integer', minimum: 0 },
            interestIds: idList,
            languageIds: idList,
            interfaceLanguage: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (req) => {
      const me = callerId(req);
      profile.update(me, req.body, (raw) => storedImagePath(req, raw));
      const info: UserInfo = userInfoView(req, db, s.accounts.getUser(me)!, me, now());
      return ok(info);
    },
  );
}
