// State helpers every part uses: the one snapshot store behind useSyncExternalStore.
export * from './snapshotStore';
export * from './useSnapshotStore';
