import { act, fireEvent, screen, within } from '@testing-library/react';
import { configureAuth, LOGIN_COUNTER_BASE } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { LoginPopup } from './LoginPopup';

const count = () => Number(screen.getByTestId('people-count').textContent!.replace(/\D/g, ''));

function open(onClose = jest.fn()) {
  renderWithApp(<LoginPopup source="login_btn" onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Sign in' }), onClose };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('the people counter starts at the base and grows by 1 to 10 every second', () => {
  jest.useFakeTimers();
  open();
  expect(count()).toBe(LOGIN_COUNTER_BASE);
  let last = count();
  for (let second = 0; second < 30; second += 1) {
    act(() => jest.advanceTimersByTime(1000));
    const step = count() - last;
    expect(step).toBeGreaterThanOrEqual(1);
    expect(step).toBeLessThanOrEqual(10);
    last = count();
  }
  expect(last).toBeGreaterThan(LOGIN_COUNTER_BASE);
});

test('the counter step covers both ends of 1 to 10 and does not tick faster than each second', () => {
  jest.useFakeTimers();
  const random = jest.spyOn(Math, 'random').mockReturnValue(0);
  open();
  act(() => jest.advanceTimersByTime(999));
  expect(count()).toBe(LOGIN_COUNTER_BASE);
  act(() => jest.advanceTimersByTime(1));
  expect(count()).toBe(LOGIN_COUNTER_BASE + 1);
  random.mockReturnValue(0.9999);
  act(() => jest.advanceTimersByTime(1000));
  expect(count()).toBe(LOGIN_COUNTER_BASE + 11);
});

test('step 1 shows the terms links, the 120-coin banner and the five sign-in choices', () => {
  configureAuth({ facebookAppId: 'x' });
  const { dialog } = open();
  const d = within(dialog);
  expect(d.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
    '/terms-of-service.html',
  );
  expect(d.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
    '/privacy-policy.html',
  );
  expect(d.getByText('Sign up now and get 120 free coins')).toBeTruthy();
  for (const name of ['phone', 'email', 'Google', 'Apple', 'Facebook']) {
    expect(d.getByRole('button', { name: `Continue with ${name}` })).toBeTruthy();
  }
  configureAuth({});
});

test('Close calls onClose, and so does Escape', () => {
  const { dialog, onClose } = open();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('choosing phone opens the phone step; no country list → Retry; Back returns to the choice', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { dialog } = open();
  const d = within(dialog);
  fireEvent.click(d.getByRole('button', { name: 'Continue with phone' }));
  expect(d.getByRole('heading', { name: 'Enter your phone number' })).toBeTruthy();
  expect(d.getByLabelText('Phone number')).toBeTruthy();
  // No backend in this test: the country list fails and says so, with Retry.
  expect(await d.findByText('The country list could not be loaded.')).toBeTruthy();
  expect(d.getByRole('button', { name: 'Retry' })).toBeTruthy();
  expect(d.queryByRole('button', { name: 'Continue with phone' })).toBeNull();
  fireEvent.click(d.getByRole('button', { name: /Back/ }));
  expect(d.getByRole('button', { name: 'Continue with phone' })).toBeTruthy();
});

test('choosing email opens the e-mail step; a bad address gets the spec message', async () => {
  const { dialog } = open();
  const d = within(dialog);
  fireEvent.click(d.getByRole('button', { name: 'Continue with email' }));
  expect(d.getByRole('heading', { name: 'Enter your email' })).toBeTruthy();
  fireEvent.change(d.getByLabelText('Email'), { target: { value: 'nope' } });
  await act(async () => {
    fireEvent.click(d.getByRole('button', { name: 'Continue' }));
  });
  // The errors pack is not loaded in jsdom: the key stands in for 'Please enter the correct email'.
  expect(d.getByRole('alert').textContent).toMatch(/auth_email_send_err_4|Please enter the correct email/);
});

test('Facebook shows only with its app id; an unconfigured provider says sign-in did not work', async () => {
  configureAuth({});
  const { dialog } = open();
  const d = within(dialog);
  expect(d.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  await act(async () => {
    fireEvent.click(d.getByRole('button', { name: 'Continue with Google' }));
  });
  expect(d.getByRole('alert')).toBeTruthy();
});

test('with the app id configured Facebook is offered; in an in-app browser it is blocked', async () => {
  configureAuth({ facebookAppId: 'x', providers: { facebook: { mode: 'standin', authorizeUrl: 'http://127.0.0.1:1/a' } } });
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 [FBAN/FBIOS;FBAV/400.0]');
  const { dialog } = open();
  const d = within(dialog);
  await act(async () => {
    fireEvent.click(d.getByRole('button', { name: 'Continue with Facebook' }));
  });
  expect(d.getByRole('alert').textContent).toMatch(/in_app_browser_social|browser/);
  configureAuth({});
});
