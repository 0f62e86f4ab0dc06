// Exposed as './CoinPayPage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { ProviderPage } from '../features/checkout/components/ProviderPage';

/** Route CoinPayPage (/pay/coin?provider=…): the chosen provider's page. */
export default function CoinPayPage() {
  return <ProviderPage />;
}
