export { RemoteSlot, type RemoteSlotProps } from './components/RemoteSlot';
export { RetryCard, RETRY_CARD_TEXT } from './components/RetryCard';
export { RemoteLoaderContext, defaultRemoteLoader, type RemoteLoader } from './state/loaderContext';
export { registerAppRemotes, resetRemote, loadRemoteModule } from './state/registry';
