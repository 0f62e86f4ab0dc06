import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { BizError } from '../../http/envelope';
import type { Services } from '../../services';
import { normalizeEmail } from './email';
import { checkNickname, checkProfile, completeProfile, type Profile } from './profile';
import { assertNotBanned, deviceOf, signIn } from './session';
import { providerOf, readStandinToken, type StandinClaims } from './standin/tokens';

const tokenInvalid = (why: string) =>
  new BizError(Codes.THIRD_PARTY_TOKEN_INVALID, `Sign-in failed: ${why}, please try again`);

/** The profile the provider supplied, when it is complete and valid; else null (→ 10042). */
function suppliedProfile(c: StandinClaims, now: number): Profile | null {
  if (!c.name || !c.gender || !c.birthday) return null;
  try {
    return checkProfile({ nickname: c.name, gender: c.gender, birthday: c.birthday }, now);
  } catch {
    return null;
  }
}

function safeName(name: string): string {
  try {
    return checkNickname(name);
  } catch {
    return '';
  }
}

/**
 * Third-party sign-in (docs/CONTRACTS.md "Third-party sign-in"): `loginToken { accessToken,
 * loginType, countryId?, pushToken? }`. Accepts the access tokens of the local stand-in
 * (signed by this backend, 10 minutes, single use). A real provider's token would be verified
 * with that provider here; this machine cannot reach one, so they are refused (10044).
 * Known identity → its account. An unknown identity whose e-mail already has an account is
 * refused (60003): it is never linked by address. Else a new account is made: complete when the
 * provider supplied name, gender and birthday, else 10042 + complementInfoKey.
 */
export function registerThirdPartyRoutes(
  app: FastifyInstance,
  s: Services,
  o: { standIn: boolean },
): void {
  const { auth, keys, now } = s;

  app.post<{
    Body: { accessToken: string; loginType: number | string; countryId?: number | string };
  }>(
    '/facade/api/user/exempt/login/token',
    {
      schema: {
        body: {
          type: 'object',
          required: ['accessToken', 'loginType'],
          properties: {
            accessToken: { type: 'string', minLength: 1, maxLength: 4000 },
            loginType: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 5 }] },
            countryId: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 10 }] },
            pushToken: { type: 'string', maxLength: 500 },
          },
        },
      },
    },
    async (req) => {
      const provider = providerOf(Number(req.body.loginType));
      if (!provider)
        throw new BizError(Codes.INVALID_INPUT, 'Invalid parameter: loginType must be 1, 2 or 3');
      // Stand-in tokens count only while the stand-in is served (AUTH_STANDIN).
      const c = o.standIn ? readStandinToken(keys, req.body.accessToken) : null;
      if (!c) throw tokenInvalid('the access token is not valid');
      if (c.provider !== provider) throw tokenInvalid('the access token is for another provider');
      if (c.exp <= now()) throw tokenInvalid('the access token has expired');
      if (!auth.store.claimTokenId(c.jti, c.exp))
        throw tokenInvalid('the access token was already used');

      const countryId = Number(req.body.countryId) || null;
      let userId = auth.store.identityUser(provider, c.sub);
      let register = false;
      if (userId === null) {
        const email = c.email ? normalizeEmail(c.email) : null;
        // Only a linked identity opens an existing account: an address alone proves
        // nothing here (the stand-in vouches for any address typed into it), so an account
        // made by phone, e-mail or another provider is never signed into by e-mail match.
        if (email && auth.store.byEmail(email))
          throw new BizError(
            Codes.EMAIL_ALREADY_USED,
            'This email has already been used: sign in the way you signed up',
          );
        assertNotBanned(s, null, deviceOf(req));
        userId = auth.store.createAccount({
          userName: safeName(c.name),
          complete: false,
          countryId,
          ...(email ? { email, emailVerified: true } : {}),
        });
        register = true;
        auth.store.link(provider, c.sub, userId, email);
      }
      if (!auth.store.isProfileComplete(userId)) {
        const profile = suppliedProfile(c, now());
        if (profile) {
          assertNotBanned(s, userId, deviceOf(req));
          completeProfile(s, userId, profile, countryId);
        }
        register = true;
      }
      return signIn(req, s, userId, { register, threePartyId: c.sub });
    },
  );
}
