import { fireEvent, waitFor } from '@testing-library/react';
import { ApiError, appStore, authApi, userApi, userAtom } from 'shared-sdk';
import { bad, idle, login, ok, open, setUpPopupTests, USER } from './popupTestKit';

setUpPopupTests();

describe('e-mail (spec 1 §4.2)', () => {
  async function emailStep(email: string) {
    const r = open();
    fireEvent.click(r.d.getByRole('button', { name: 'Continue with email' }));
    expect(r.d.getByRole('heading', { name: 'Enter your email' })).toBeTruthy();
    fireEvent.change(r.d.getByLabelText('Email'), { target: { value: email } });
    fireEvent.click(r.d.getByRole('button', { name: 'Continue' }));
    await idle();
    return r;
  }

  test('a bad address gets the spec message', async () => {
    const exists = jest.spyOn(authApi, 'emailExists');
    const { d } = await emailStep('nope');
    expect(d.getByRole('alert').textContent).toBe('Please enter a correct email address.');
    expect(exists).not.toHaveBeenCalled();
  });

  test('a second submit while the first call runs does nothing (no double request)', async () => {
    const exists = jest
      .spyOn(authApi, 'emailExists')
      .mockResolvedValue(ok({ status: 4, userId: 3 }));
    const { d } = open();
    fireEvent.click(d.getByRole('button', { name: 'Continue with email' }));
    fireEvent.change(d.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    const form = d.getByLabelText('Email').closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form); // Enter again before the answer
    expect(d.getByRole('button', { name: 'Please wait…' })).toBeTruthy();
    await idle();
    expect(exists).toHaveBeenCalledTimes(1);
  });

  test('status 0: code → password (button from 6 characters) → profile (register) → signed in', async () => {
    jest.spyOn(authApi, 'emailExists').mockResolvedValue(ok({ status: 0 }));
    const verify = jest.spyOn(authApi, 'sendVerifyEmail').mockResolvedValue(ok({ userId: 9 }));
    jest
      .spyOn(authApi, 'alreadyVerifyEmail')
      .mockResolvedValue(ok({ verified: true, threePartyId: 'mail-ticket' }));
    const setPw = jest.spyOn(authApi, 'setEmailPassword').mockResolvedValue(ok(null));
    const register = jest
      .spyOn(authApi, 'emailRegister')
      .mockResolvedValue(login({ register: true }));
    jest.spyOn(userApi, 'checkIfAddCoinForNew').mockResolvedValue(ok({ added: true, coins: 120 }));
    jest.spyOn(userApi, 'getUserInfo').mockResolvedValue(ok(USER));
    const { d } = await emailStep(' New@Example.test ');
    expect(verify).toHaveBeenCalledWith({ email: 'new@example.test', type: 'new' });
    expect(d.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    fireEvent.change(d.getByLabelText('Verification code'), { target: { value: '654321' } });
    await idle();
    expect(d.getByRole('heading', { name: 'Set a password' })).toBeTruthy();
    const pw = d.getByLabelText('New password');
    fireEvent.change(pw, { target: { value: 'abcde' } });
    expect((d.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(pw, { target: { value: 'abcdef' } });
    fireEvent.click(d.getByRole('button', { name: 'Continue' }));
    await idle();
    expect(setPw).toHaveBeenCalledWith({
      email: 'new@example.test',
      password: 'abcdef',
      userId: 9,
      threePartyId: 'mail-ticket',
    });
    fireEvent.change(d.getByLabelText('Nickname'), { target: { value: 'Mail Newcomer' } });
    fireEvent.click(d.getByRole('radio', { name: 'Male' }));
    fireEvent.click(d.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(appStore.get(userAtom)).toEqual(USER));
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({
        threePartyEmail: 'new@example.test',
        userName: 'Mail Newcomer',
        gender: 1,
        threePartyId: 'mail-ticket',
      }),
    );
    expect(appStore.get(userAtom)).toEqual(USER);
  });

  test('status 4: wrong password toast text; forgot → code → new password → signed in', async () => {
    jest.spyOn(authApi, 'emailExists').mockResolvedValue(ok({ status: 4, userId: 3 }));
    const mailLogin = jest
      .spyOn(authApi, 'emailLogin')
      .mockRejectedValueOnce(new ApiError(10006, 'Wrong email or password'))
      .mockResolvedValue(login());
    const forget = jest.spyOn(authApi, 'sendForgetEmail').mockResolvedValue(ok({ userId: 3 }));
    jest
      .spyOn(authApi, 'alreadyVerifyEmail')
      .mockResolvedValue(ok({ verified: true, threePartyId: 't' }));
    jest.spyOn(authApi, 'setEmailPassword').mockResolvedValue(ok(null));
    jest.spyOn(userApi, 'getUserInfo').mockResolvedValue(ok(USER));
    const { d } = await emailStep('old@example.test');
    expect(d.getByRole('heading', { name: 'Enter your password' })).toBeTruthy();
    fireEvent.change(d.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'wrong1' },
    });
    fireEvent.click(d.getByRole('button', { name: 'Continue' }));
    await idle();
    expect(d.getByRole('alert').textContent).toBe('Wrong password.');
    fireEvent.click(d.getByRole('button', { name: 'Forgot password?' }));
    await idle();
    expect(forget).toHaveBeenCalledWith('old@example.test');
    expect(d.getByRole('heading', { name: 'Check your email' })).toBeTruthy();
    fireEvent.change(d.getByLabelText('Verification code'), { target: { value: '111111' } });
    await idle();
    fireEvent.change(d.getByLabelText('New password'), { target: { value: 'Fresh#34' } });
    fireEvent.click(d.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(appStore.get(userAtom)).toEqual(USER));
    expect(mailLogin).toHaveBeenLastCalledWith(
      expect.objectContaining({ userAccount: 'old@example.test', password: 'Fresh#34' }),
    );
    expect(appStore.get(userAtom)).toEqual(USER);
  });

  test('status 5 offers to set a password through a code; a wrong code shows under the box', async () => {
    jest.spyOn(authApi, 'emailExists').mockResolvedValue(ok({ status: 5, userId: 3 }));
    jest.spyOn(authApi, 'sendForgetEmail').mockResolvedValue(ok({ userId: 3 }));
    jest.spyOn(authApi, 'alreadyVerifyEmail').mockResolvedValue(bad(25502, 'wrong'));
    const { d } = await emailStep('third@example.test');
    expect(d.getByRole('heading', { name: 'Set a password' })).toBeTruthy();
    expect(d.getByText(/has no password yet/)).toBeTruthy();
    fireEvent.click(d.getByRole('button', { name: 'Send me a code' }));
    await idle();
    fireEvent.change(d.getByLabelText('Verification code'), { target: { value: '000000' } });
    await idle();
    expect(d.getByRole('alert').textContent).toBe('The verification code is wrong.');
    fireEvent.click(d.getByRole('button', { name: /Back/ }));
    expect(d.getByText(/has no password yet/)).toBeTruthy(); // back to step 7
  });
});
