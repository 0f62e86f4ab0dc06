/**
 * The SDK's shop constants and rules (shared-sdk/node: constants/shop.ts, shop/*), the same code
 * the web app runs. Loaded like src/security/sdk.ts: under tsx the CommonJS SDK sits on
 * `default`, under jest the namespace is the module itself.
 */
import * as ns from 'shared-sdk/node';

type Sdk = typeof ns;
export const shop = ((ns as unknown as { default?: Sdk }).default ?? ns) as Sdk;
