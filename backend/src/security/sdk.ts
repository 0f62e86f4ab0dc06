/**
 * The SDK's own signing and crypto code (shared-sdk/src/api/signing.ts and crypto.ts), the
 * one implementation the browser also runs, so client and server cannot drift. Nothing here
 * re-implements them; this file only narrows what the backend uses.
 */
import * as ns from 'shared-sdk/node';

type Sdk = typeof ns;
// shared-sdk has no `"type": "module"`, so under tsx (ESM) Node loads it as CommonJS and its
// exports sit on `default`; under jest (CommonJS) the namespace is the exports object itself.
const sdk = ((ns as unknown as { default?: Sdk }).default ?? ns) as Sdk;

export const signRequest: Sdk['signRequest'] = sdk.signRequest;
export const signaturesEqual: Sdk['signaturesEqual'] = sdk.signaturesEqual;
export const signingString: Sdk['signingString'] = sdk.signingString;
export const decryptRequestEnvelope: Sdk['decryptRequestEnvelope'] = sdk.decryptRequestEnvelope;
export const encryptResponseBody: Sdk['encryptResponseBody'] = sdk.encryptResponseBody;
/** spec 2 §3 interest tags: one list for the seed and the web app. */
export const INTEREST_TAGS: Sdk['INTEREST_TAGS'] = sdk.INTEREST_TAGS;
