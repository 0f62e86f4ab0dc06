import type { DevEntry } from 'shared-sdk/dev';
import ApplePay from '../expose/ApplePay';
import BalanceEntry from '../expose/BalanceEntry';
import CoinOfferPopup from '../expose/CoinOfferPopup';
import OfferBubble from '../expose/OfferBubble';
import CardList from '../expose/CardList';
import CoinPage from '../expose/CoinPage';
import CoinPayPage from '../expose/CoinPayPage';
import CoinsPayPage from '../expose/CoinsPayPage';
import Pagsmile from '../expose/Pagsmile';
import PaymentInfoAdd from '../expose/PaymentInfoAdd';
import PaymentMethodsList from '../expose/PaymentMethodsList';
import PayOrderList from '../expose/PayOrderList';
import PayRefund from '../expose/PayRefund';
import PayResult from '../expose/PayResult';
import RefundBack from '../expose/RefundBack';

/** Every exposed module of mfe_shop, on its route. */
export const entries: DevEntry[] = [
  { expose: './CoinPage', route: 'CoinPage', Component: CoinPage },
  { expose: './CoinsPayPage', route: 'CoinsPayPage', Component: CoinsPayPage },
  { expose: './CoinPayPage', route: 'CoinPayPage', Component: CoinPayPage },
  { expose: './PayOrderList', route: 'PayOrderList', Component: PayOrderList },
  { expose: './PayRefund', route: 'PayRefund', Component: PayRefund },
  { expose: './RefundBack', route: 'RefundBack', Component: RefundBack },
  { expose: './PaymentInfoAdd', route: 'paymentInfoAdd', Component: PaymentInfoAdd },
  { expose: './CardList', route: 'cardList', Component: CardList },
  { expose: './PaymentMethodsList', route: 'paymentMethodsList', Component: PaymentMethodsList },
  { expose: './PayResult', route: 'CallbackPage', Component: PayResult },
  { expose: './ApplePay', route: 'ApplePay', Component: ApplePay },
  { expose: './Pagsmile', route: 'Pagsmile', Component: Pagsmile },
  { expose: './BalanceEntry', Component: BalanceEntry },
  { expose: './OfferBubble', Component: () => <OfferBubble routeName="LivCam" /> },
  { expose: './CoinOfferPopup', Component: () => <CoinOfferPopup routeName="LivCam" /> },
];
