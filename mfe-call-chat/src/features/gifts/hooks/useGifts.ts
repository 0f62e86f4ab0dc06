import { useCallback, useEffect, useState } from 'react';
import { type BackpackGift, type Gift } from 'shared-sdk';
import { backpackApi } from 'shared-sdk/chat';
import { giftCatalogue } from '../state/catalogue';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; list: T[] }
  | { status: 'error'; msg: string };

/** The gift catalogue (cached 5 days), with a retry. */
export function useGiftCatalogue(): Loaded<Gift> & { retry(): void } {
  const [state, setState] = useState<Loaded<Gift>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void giftCatalogue().then((list) => {
      if (live) setState(list ? { status: 'ready', list } : { status: 'error', msg: '' });
    });
    return () => void (live = false);
  }, [tick]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setTick((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/** Gifts held in the backpack (`which`: the panel's list, or everything for the Backpack page). */
export function useBackpack(
  which: 'backpackGiftList' | 'backpackList',
  enabled = true,
): Loaded<BackpackGift> & { retry(): void } {
  const [state, setState] = useState<Loaded<BackpackGift>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void backpackApi[which]().then((r) => {
      if (!live) return;
      setState(r.ok && r.data ? { status: 'ready', list: r.data.list } : { status: 'error', msg: r.msg });
    });
    return () => void (live = false);
  }, [which, enabled, tick]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setTick((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/** One gift of the catalogue (the gift messages show its picture); null until known. */
export function useGiftById(giftId: number | undefined): Gift | null {
  const [gift, setGift] = useState<Gift | null>(null);
  useEffect(() => {
    if (!giftId) return;
    let live = true;
    void giftCatalogue().then((list) => {
      if (live) setGift(list?.find((g) => g.id === giftId || g.giftId === giftId) ?? null);
    });
    return () => void (live = false);
  }, [giftId]);
  return gift;
}
