import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RemoteSlot } from '../src/features/remotes/components/RemoteSlot';
import { forgetResolved } from '../src/features/remotes/hooks/useRemoteComponent';
import { RemoteLoadError } from '../src/features/remotes/runtime/fallback';
import {
  RemoteLoaderContext,
  type RemoteLoader,
} from '../src/features/remotes/state/loaderContext';
import { EnglishTexts } from './setup';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null }));

beforeEach(() => {
  forgetResolved();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function withLoader(loader: RemoteLoader, ui: React.ReactNode) {
  return render(<RemoteLoaderContext.Provider value={loader}>{ui}</RemoteLoaderContext.Provider>, {
    wrapper: EnglishTexts,
  });
}

describe('RemoteSlot', () => {
  it('shows the loading state, then the remote component with its props', async () => {
    let resolve!: (m: Record<string, unknown>) => void;
    const loader: RemoteLoader = {
      load: () => new Promise((r) => (resolve = r)),
      reset: jest.fn(),
    };
    withLoader(loader, <RemoteSlot id="mfe_shop/CoinPage" props={{ title: 'Coin shop' }} />);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => resolve({ default: ({ title }: { title: string }) => <h1>{title}</h1> }));
    expect(screen.getByRole('heading', { name: 'Coin shop' })).toBeTruthy();
  });

  it('a throwing remote shows the retry card, and Retry re-mounts it', async () => {
    let shouldThrow = true;
    let mounts = 0;
    function Flaky() {
      useState(() => {
        mounts += 1;
      });
      if (shouldThrow) throw new Error('render failed');
      return <h1>Recovered</h1>;
    }
    const loader: RemoteLoader = {
      load: jest.fn(async () => ({ default: Flaky })),
      reset: jest.fn(),
    };
    withLoader(loader, <RemoteSlot id="mfe_live/GoddessWall" />);
    const card = await screen.findByRole('alert');
    // The part in words, not the federation name.
    expect(card.textContent).toContain('Live could not load.');
    expect(card.textContent).not.toContain('mfe_live');
    const before = mounts;
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeTruthy();
    expect(mounts).toBeGreaterThan(before);
    expect(screen.queryByRole('alert')).toBeNull();
    // A render throw is not a load failure: the runtime's cache is left alone.
    expect(loader.reset).not.toHaveBeenCalled();
  });

  it('a quiet widget with a fallback shows it while loading and when the remote fails', async () => {
    let fail!: (e: Error) => void;
    const loader: RemoteLoader = {
      load: () => new Promise((_r, rej) => (fail = rej)),
      reset: jest.fn(),
    };
    withLoader(
      loader,
      <RemoteSlot
        id="mfe_shop/BalanceEntry"
        variant="widget"
        quiet
        fallback={<a href="/shop">Coin balance: 5</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Coin balance: 5' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await act(async () => fail(new RemoteLoadError('mfe_shop/BalanceEntry', new Error('down'))));
    expect(screen.getByRole('link', { name: 'Coin balance: 5' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a load failure shows the card; Retry resets the remote and loads again', async () => {
    let up = false;
    const loader: RemoteLoader = {
      load: jest.fn(async (id: string) => {
        if (!up) throw new RemoteLoadError(id, new Error('ECONNREFUSED'));
        return { default: () => <h1>Coin shop</h1> };
      }),
      reset: jest.fn(),
    };
    withLoader(loader, <RemoteSlot id="mfe_shop/CoinPage" />);
    await screen.findByRole('alert');
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Coin shop' })).toBeTruthy();
    expect(loader.reset).toHaveBeenCalledWith('mfe_shop');
    expect(loader.load).toHaveBeenCalledTimes(2);
  });

  it('the fallback module of errorLoadRemote throws into the boundary (card, not a crash)', async () => {
    const { createFallbackModule } = await import('../src/features/remotes/runtime/fallback');
    const fallback = createFallbackModule('mfe_tasks/TaskList', new Error('RUNTIME-003'));
    const loader: RemoteLoader = {
      load: async () => ({ default: fallback.default }),
      reset: jest.fn(),
    };
    withLoader(loader, <RemoteSlot id="mfe_tasks/TaskList" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Tasks could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('alert');
    expect(loader.reset).toHaveBeenCalledWith('mfe_tasks');
  });

  it('a remote refused for needing a newer SDK asks for a reload, not a retry', async () => {
    const { createFallbackModule } = await import('../src/features/remotes/runtime/fallback');
    // The MF runtime's message under strictVersion (seen in e2e remote-sdk-version).
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from host of shared singleton module shared-sdk does not satisfy the requirement of mfe_shop which needs ^1.99.0)',
    );
    const fallback = createFallbackModule('mfe_shop/CoinPage', refusal);
    const loader: RemoteLoader = {
      load: async () => ({ default: fallback.default }),
      reset: jest.fn(),
    };
    withLoader(loader, <RemoteSlot id="mfe_shop/CoinPage" />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The shop was updated and needs a newer version of the app',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('a load failure of another kind keeps the plain card (not the update message)', async () => {
    const loader: RemoteLoader = {
      load: async (id) => Promise.reject(new RemoteLoadError(id, new Error('RUNTIME-003'))),
      reset: jest.fn(),
    };
    withLoader(loader, <RemoteSlot id="mfe_shop/CoinPage" />);
    expect((await screen.findByRole('alert')).textContent).toContain('The shop could not load.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a quiet widget collapses instead of showing a card', async () => {
    const loader: RemoteLoader = {
      load: async (id) => Promise.reject(new RemoteLoadError(id)),
      reset: jest.fn(),
    };
    const { container } = withLoader(
      loader,
      <RemoteSlot id="mfe_tasks/TaskEntry" variant="widget" quiet />,
    );
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('one failing slot does not affect its neighbour', async () => {
    const loader: RemoteLoader = {
      load: async (id) => {
        if (id.startsWith('mfe_shop')) throw new RemoteLoadError(id);
        return { default: () => <h1>Discover wall</h1> };
      },
      reset: jest.fn(),
    };
    withLoader(
      loader,
      <>
        <RemoteSlot id="mfe_shop/CoinPage" />
        <RemoteSlot id="mfe_live/GoddessWall" />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Discover wall' })).toBeTruthy();
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
  });
});
