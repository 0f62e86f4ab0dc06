import { fireEvent, waitFor } from '@testing-library/react';
import {
  ApiError,
  appStore,
  authApi,
  configApi,
  readSession,
  toastsAtom,
  userApi,
  userAtom,
} from 'shared-sdk';
import {
  bad,
  idle,
  login,
  ok,
  open,
  phoneCfg,
  setUpPopupTests,
  USER,
  type Dialog,
} from './popupTestKit';
import { setLastCodeSend } from '../state/signInMemory';

setUpPopupTests();

describe('phone (spec 1 §4.1)', () => {
  const GB = { id: 44, ab: 'GB', phoneCode: '44', name: 'United Kingdom', flag: 'gb' };
  const US = { id: 1, ab: 'US', phoneCode: '1', name: 'United States', flag: 'us' };
  beforeEach(() => {
    jest.spyOn(configApi, 'getCountryList').mockResolvedValue(ok({ list: [GB, US] }));
    jest
      .spyOn(configApi, 'getCountryByIp')
      .mockResolvedValue(ok({ id: 44, ab: 'GB', ip: '1.2.3.4' }));
  });

  async function toPhoneStep() {
    const r = open();
    fireEvent.click(r.d.getByRole('button', { name: 'Continue with phone' }));
    expect(r.d.getByRole('heading', { name: 'Enter your phone number' })).toBeTruthy();
    // The country list and country by IP arrive.
    await waitFor(() =>
      expect(r.d.getByRole('button', { name: 'Country code' }).textContent).toContain('GB +44'),
    );
    return r;
  }
  const typeNumber = (d: Dialog, n: string) =>
    fireEvent.change(d.getByLabelText('Phone number'), { target: { value: n } });
  const submit = async (d: Dialog, name = 'Continue') => {
    fireEvent.click(d.getByRole('button', { name }));
    await idle();
  };

  test('the country picker searches by name, code and dial code', async () => {
    const { d } = await toPhoneStep();
    fireEvent.click(d.getByRole('button', { name: 'Country code' }));
    const search = d.getByLabelText('Search country');
    fireEvent.change(search, { target: { value: '+1' } });
    expect(d.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual([
      'United StatesUS +1',
    ]);
    fireEvent.change(search, { target: { value: 'kingdom' } });
    fireEvent.click(d.getByRole('button', { name: /^United Kingdom/ }));
    expect(d.queryByLabelText('Search country')).toBeNull();
  });

  test('a number that is not valid for the country gets the spec message, no call', async () => {
    const check = jest.spyOn(authApi, 'checkMobile');
    const { d } = await toPhoneStep();
    typeNumber(d, '7400');
    await submit(d);
    expect(d.getByRole('alert').textContent).toBe('Please enter a valid phone number.');
    expect(check).not.toHaveBeenCalled();
  });

  test('a new number: code (auto-submitted at the 6th digit) → password (hashed) → profile → home with the coin gift', async () => {
    jest.spyOn(authApi, 'checkMobile').mockResolvedValue(ok(phoneCfg()));
    const send = jest.spyOn(authApi, 'sendSmsCode').mockResolvedValue(ok(null));
    const checkCode = jest
      .spyOn(authApi, 'checkSmsCode')
      .mockResolvedValue(ok({ threePartyId: 'ticket-1' }));
    jest
      .spyOn(authApi, 'loginPhone')
      .mockResolvedValue(login({ complementInfoKey: 'ck', loginToken: 'in-progress' }));
    const setPw = jest.spyOn(authApi, 'updateMobilePassword').mockResolvedValue(ok(null));
    const complement = jest
      .spyOn(authApi, 'complementInfo')
      .mockResolvedValue(login({ register: true, loginToken: 'final' }));
    jest.spyOn(userApi, 'checkIfAddCoinForNew').mockResolvedValue(ok({ added: true, coins: 120 }));
    jest.spyOn(userApi, 'getUserInfo').mockResolvedValue(ok(USER));
    const { d, navigatedTo } = await toPhoneStep();
    typeNumber(d, '07400123456');
    await submit(d);
    expect(d.getByRole('heading', { name: 'Enter the code' })).toBeTruthy();
    expect(send).toHaveBeenCalledWith(
      { language: 'en', countryCode: '44', phoneNumber: '7400123456', channel: 'sms' },
      expect.any(String),
    );
    expect(d.getByText(/You can ask for a new code in 60 s/)).toBeTruthy();
    fireEvent.change(d.getByLabelText('Verification code'), { target: { value: '12345' } });
    expect(checkCode).not.toHaveBeenCalled();
    fireEvent.change(d.getByLabelText('Verification code'), { target: { value: '123456' } });
    await idle();
    expect(checkCode).toHaveBeenCalledWith({
      countryCode: '44',
      phoneNumber: '7400123456',
      verificationCode: '123456',
    });
    expect(d.getByRole('heading', { name: 'Set a password' })).toBeTruthy();
    expect(d.queryByRole('button', { name: 'Skip for now' })).toBeNull(); // a new user sets it
    fireEvent.change(d.getByLabelText('New password'), { target: { value: 'short' } });
    await submit(d);
    expect(d.getByRole('alert').textContent).toMatch(/must be 8 to 30/);
    fireEvent.change(d.getByLabelText('New password'), { target: { value: 'Secret#123' } });
    await submit(d);
    expect(setPw).toHaveBeenCalledWith(
      expect.objectContaining({
        loginToken: 'in-progress',
        password: expect.stringMatching(/^[0-9A-F]{64}$/),
        threePartyId: 'ticket-1',
      }),
    );
    expect(readSession()).toBeNull(); // the in-progress token never reaches the cookies
    expect(d.getByRole('heading', { name: 'Complete your profile' })).toBeTruthy();
    expect(d.queryByRole('button', { name: /Back/ })).toBeNull();
    fireEvent.change(d.getByLabelText('Nickname'), { target: { value: '  Phone Newcomer ' } });
    fireEvent.change(d.getByLabelText('Year'), { target: { value: '1995' } });
    fireEvent.click(d.getByRole('radio', { name: 'Female' }));
    await submit(d, 'Done');
    await waitFor(() => expect(appStore.get(userAtom)).toEqual(USER));
    expect(complement).toHaveBeenCalledWith(
      expect.objectContaining({ complementInfoKey: 'ck', nickname: 'Phone Newcomer', gender: 2 }),
    );
    expect(readSession()).toEqual({ userId: '7', loginToken: 'final' });
    expect(appStore.get(userAtom)).toEqual(USER);
    expect(appStore.get(toastsAtom).map((t) => t.text)).toContain(
      'Welcome! 120 free coins are in your account.',
    );
    expect(navigatedTo()).toEqual(['/']); // home (spec 1 §4.3)
  });

  test('a known number with a password: wrong password message, then signed in; forgot password prefills the number', async () => {
    jest
      .spyOn(authApi, 'checkMobile')
      .mockResolvedValue(ok(phoneCfg({ existent: true, userSetPassword: 1 })));
    const pwLogin = jest
      .spyOn(authApi, 'mobilePasswordLogin')
      .mockRejectedValueOnce(new ApiError(35501, 'Wrong password'))
      .mockResolvedValueOnce(login());
    jest.spyOn(userApi, 'getUserInfo').mockResolvedValue(ok(USER));
    const { d, navigatedTo } = await toPhoneStep();
    typeNumber(d, '7400123456');
    await submit(d);
    expect(d.getByRole('heading', { name: 'Enter your password' })).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Forgot password?' }));
    expect(d.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await idle();
    expect((d.getByLabelText('Phone number') as HTMLInputElement).value).toBe('7400123456');
    fireEvent.click(d.getByRole('button', { name: /Back/ })); // back to the password step
    fireEvent.change(d.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'Wrong#1234' },
    });
    await submit(d);
    expect(d.getByRole('alert').textContent).toBe('Wrong password.');
    fireEvent.change(d.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'Secret#123' },
    });
    await submit(d);
    await waitFor(() => expect(readSession()).toEqual({ userId: '7', loginToken: 'tok-7' }));
    expect(pwLogin).toHaveBeenLastCalledWith({
      mobileNo: '7400123456',
      countryCode: '44',
      password: expect.stringMatching(/^[0-9A-F]{64}$/),
    });
    expect(readSession()).toEqual({ userId: '7', loginToken: 'tok-7' });
    expect(navigatedTo()).toEqual(['/']);
  });

  test('registration off: "phone disabled" on step 1', async () => {
    jest.spyOn(authApi, 'checkMobile').mockResolvedValue(ok(phoneCfg({ mobileRegisterEnable: 0 })));
    const { d } = await toPhoneStep();
    typeNumber(d, '7400123456');
    await submit(d);
    expect(d.getByRole('button', { name: 'Continue with phone' })).toBeTruthy();
    expect(d.getByRole('alert').textContent).toBe(
      'Sign-up with a phone number is not available right now.',
    );
  });

  test('a network failure shows "update failed" and returns to step 1', async () => {
    jest.spyOn(authApi, 'checkMobile').mockResolvedValue(bad(-1, 'network'));
    const { d } = await toPhoneStep();
    typeNumber(d, '7400123456');
    await submit(d);
    expect(d.getByRole('button', { name: 'Continue with phone' })).toBeTruthy();
    expect(d.getByRole('alert').textContent).toBe(
      'The connection failed. Check your network and try again.',
    );
  });

  test('a banned account (10115) closes the popup: the host shows the ban screen', async () => {
    jest
      .spyOn(authApi, 'checkMobile')
      .mockResolvedValue(ok(phoneCfg({ existent: true, userSetPassword: 1 })));
    jest.spyOn(authApi, 'mobilePasswordLogin').mockRejectedValue(new ApiError(10115, 'blocked'));
    const { d, onClose } = await toPhoneStep();
    typeNumber(d, '7400123456');
    await submit(d);
    fireEvent.change(d.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'Secret#123' },
    });
    await submit(d);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  test('within 60 s of the last code to this number none is sent again (after a reload too); the wait shows', async () => {
    setLastCodeSend('sms', '+447400123456', Date.now() - 20_000);
    jest
      .spyOn(authApi, 'checkMobile')
      .mockResolvedValue(ok(phoneCfg({ existent: true, sendWhatsapp: 1 })));
    const send = jest.spyOn(authApi, 'sendSmsCode').mockResolvedValue(ok(null));
    const { d } = await toPhoneStep();
    typeNumber(d, '7400123456');
    await submit(d);
    expect(d.getByRole('heading', { name: 'Enter the code' })).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(d.getByText(/You can ask for a new code in (40|41) s/)).toBeTruthy();
    expect(d.queryByRole('button', { name: 'Send by WhatsApp' })).toBeNull();
  });

  test('after the wait: resend by SMS or by the messaging app, per the config', async () => {
    setLastCodeSend('sms', '+447400123456', Date.now() - 61_000);
    jest
      .spyOn(authApi, 'checkMobile')
      .mockResolvedValue(ok(phoneCfg({ existent: true, sendSms: 0, sendWhatsapp: 1 })));
    const send = jest.spyOn(authApi, 'sendSmsCode').mockResolvedValue(ok(null));
    const { d } = await toPhoneStep();
    typeNumber(d, '7400123456');
    await submit(d);
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ channel: 'whatsapp' }),
      expect.any(String),
    );
    expect(d.getByText(/by WhatsApp/)).toBeTruthy();
  });
});
