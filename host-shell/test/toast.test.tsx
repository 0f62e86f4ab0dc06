import { act, render, screen } from '@testing-library/react';
import { showToast, ToastHost } from 'shared-sdk';
import { TOAST_MS } from 'shared-sdk/constants';

describe('toast (spec 3 §9: default 3000 ms)', () => {
  afterEach(() => jest.useRealTimers());
  it('shows a toast for 3000 ms by default', () => {
    jest.useFakeTimers();
    render(<ToastHost />);
    act(() => void showToast('Saved'));
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(TOAST_MS).toBe(3000);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
