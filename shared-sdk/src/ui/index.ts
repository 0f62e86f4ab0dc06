// Small shared UI primitives (toast, dialog, popup host, layout). Owned by the host engineer.
export * from './layout';
export * from './popupVisibility';
export * from './toast';
export * from './dialog';
export * from './modal';
export * from './icon';
export * from './page';
