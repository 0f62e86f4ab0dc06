import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { providerFor, type ProviderPlugin } from '../state/registry';

/**
 * What the method list and a provider page call a provider, in the interface language: a
 * brand alone ("PayerMax", "iDEAL") stays as it is; a label with words of its own ("Rapyd bank
 * transfer") is translated, the brand kept.
 */
export function useProviderLabel(): (plugin: ProviderPlugin) => string {
  const { t } = useTranslation(NS);
  const worded: Partial<Record<ProviderPlugin['name'], () => string>> = {
    checkout: () => t('provider.checkout', 'Credit / debit card'),
    livpay: () => t('provider.livpay', 'LivPay wallet'),
    rapyd: () => t('provider.rapyd', 'Rapyd bank transfer'),
    pingpong: () => t('provider.pingpong', 'PingPong card'),
    stripe: () => t('provider.stripe', 'Card (Stripe)'),
    thunes: () => t('provider.thunes', 'Thunes mobile wallet'),
    onerway: () => t('provider.onerway', 'Onerway card'),
  };
  return (plugin) => worded[plugin.name]?.() ?? plugin.label;
}

/**
 * A payment method the server names (a channel of the method list, an order's channel): the
 * provider's label above when its id is one the client knows, else the server's name.
 */
export function useChannelLabel(): (providerId: string, serverName: string) => string {
  const providerLabel = useProviderLabel();
  return (providerId, serverName) => {
    const plugin = providerFor(providerId);
    return plugin ? providerLabel(plugin) : serverName;
  };
}
