import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { appStore, ToastHost } from 'shared-sdk';
import { ConsentSlot } from '../features/consent/components/ConsentSlot';
import { CallLayerSlot } from '../features/layout/components/CallLayerSlot';
import { LiveLayerSlot } from '../features/layout/components/LiveLayerSlot';
import { MessagingLayerSlot } from '../features/layout/components/MessagingLayerSlot';
import { useLayoutObserver } from '../features/layout/hooks/useLayoutObserver';
import { AppRoutes } from '../features/routing/components/AppRoutes';
import { LoginPopupSlot } from '../features/routing/components/LoginPopupSlot';
import { NavigatorBridge } from '../features/routing/components/NavigatorBridge';
import { usePlayWays } from '../features/routing/hooks/usePlayWays';
import { SeoHead } from '../features/seo/components/SeoHead';
import { I18nBridge } from '../features/i18n/I18nBridge';
import { PwaAfterLoad } from '../features/pwa/components/AfterLoad';
import { BanScreen } from '../features/session/components/BanScreen';
import { SettingsPopupSlot } from '../features/settings/components/SettingsPopupSlot';
import { FirstRenderMark } from './FirstRenderMark';

function Effects() {
  useLayoutObserver();
  usePlayWays();
  return null;
}

/** The host: one jotai Provider (the SDK's appStore), the router, the global popups. */
export function App({ helpCentreUrl }: { helpCentreUrl?: string } = {}) {
  return (
    <Provider store={appStore}>
      <I18nBridge>
        <Effects />
        <BrowserRouter>
          <NavigatorBridge />
          <SeoHead />
          <AppRoutes />
          <LoginPopupSlot />
          <CallLayerSlot />
          <MessagingLayerSlot />
          <LiveLayerSlot />
          <PwaAfterLoad />
          <SettingsPopupSlot helpCentreUrl={helpCentreUrl} />
          <ConsentSlot />
        </BrowserRouter>
        <ToastHost />
        <BanScreen />
        <FirstRenderMark />
      </I18nBridge>
    </Provider>
  );
}
