export { RemoteSlot, type RemoteSlotProps } from './components/RemoteSlot';
export { RetryCard } from './components/RetryCard';
export { SlotWidget, slotProps } from './components/SlotWidget';
export { RemoteLoaderContext, defaultRemoteLoader, type RemoteLoader } from './state/loaderContext';
export { registerAppRemotes, resetRemote, loadRemoteModule } from './state/registry';
