/**
 * The SDK's constants this module uses (shared-sdk/node: the same values the web app checks),
 * loaded the way src/security/sdk.ts loads the SDK under tsx (ESM) and jest (CommonJS).
 */
import * as ns from 'shared-sdk/node';

type Sdk = typeof ns;
export const sdk = ((ns as unknown as { default?: Sdk }).default ?? ns) as Sdk;
