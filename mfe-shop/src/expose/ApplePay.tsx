// Exposed as './ApplePay' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { ProviderPage } from '../features/checkout/components/ProviderPage';

/** Route ApplePay (/appplePay): Apple Pay through the card provider that takes it. */
export default function ApplePay() {
  return <ProviderPage fixed="stripe" wallet="applePay" />;
}
