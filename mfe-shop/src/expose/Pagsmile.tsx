// Exposed as './Pagsmile' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { ProviderPage } from '../features/checkout/components/ProviderPage';

/** Route Pagsmile (/pagsmile): the Pagsmile provider page. */
export default function Pagsmile() {
  return <ProviderPage fixed="pagsmile" />;
}
