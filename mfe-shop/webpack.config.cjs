// mfe_shop: coin shop, offers, orders and payment pages (docs/CONTRACTS.md).
module.exports = require('build-tools').createConfig({
  dir: __dirname,
  name: 'mfe_shop',
  port: 3004,
  title: 'mfe_shop · standalone',
  exposes: {
    './CoinPage': './src/expose/CoinPage.tsx',
    './CoinsPayPage': './src/expose/CoinsPayPage.tsx',
    './CoinPayPage': './src/expose/CoinPayPage.tsx',
    './PayOrderList': './src/expose/PayOrderList.tsx',
    './PayRefund': './src/expose/PayRefund.tsx',
    './RefundBack': './src/expose/RefundBack.tsx',
    './PaymentInfoAdd': './src/expose/PaymentInfoAdd.tsx',
    './CardList': './src/expose/CardList.tsx',
    './PaymentMethodsList': './src/expose/PaymentMethodsList.tsx',
    './PayResult': './src/expose/PayResult.tsx',
    './ApplePay': './src/expose/ApplePay.tsx',
    './Pagsmile': './src/expose/Pagsmile.tsx',
    // Widgets mounted by the host in its shell (sidebar balance, offer bubble, coin popup).
    './BalanceEntry': './src/expose/BalanceEntry.tsx',
    './OfferBubble': './src/expose/OfferBubble.tsx',
    './CoinOfferPopup': './src/expose/CoinOfferPopup.tsx',
  },
});
