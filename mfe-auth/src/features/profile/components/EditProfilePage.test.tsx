/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import {
  appStore,
  authApi,
  configApi,
  userApi,
  userAtom,
  type ProfileDetail,
  type UserInfo,
} from 'shared-sdk';
import { albumApi } from 'shared-sdk/chat';
import { PROFILE_CODE } from 'shared-sdk/constants';
import { renderWithApp, TEST_USER } from 'shared-sdk/testing';
import errorsEn from '../../../../../shared-sdk/src/i18n/locales/en/errors.json';
import { EditProfilePage } from './EditProfilePage';

// The SDK's English errors pack, as the host loads it (spec 1 §8 texts).
beforeAll(() => i18next.addResourceBundle('en', 'errors', errorsEn, true, true));

const ok = <T,>(data: T) => ({ ok: true as const, code: 200, msg: 'success', data });
const no = (code: number, msg = '', details?: unknown) => ({
  ok: false as const,
  code,
  msg,
  data: null,
  ...(details ? { details } : {}),
});

const user: UserInfo = {
  ...TEST_USER,
  gender: 1,
  birthday: '1990-01-01',
  headImg: 'http://api/assets/users/default-male.svg',
};
const detail = (p: Partial<ProfileDetail> = {}): ProfileDetail => ({
  user,
  interestIds: [1],
  languageIds: [],
  birthdayChangesLeft: 1,
  genderFixed: true,
  email: { value: null, changeableAt: null },
  phone: { value: '+447400123456', changeableAt: Date.UTC(2030, 0, 2, 10, 0) },
  ...p,
});

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest
    .spyOn(configApi, 'getInterestList')
    .mockResolvedValue(
      ok({ list: [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Interest ${id}` })), max: 5 }),
    );
  jest.spyOn(configApi, 'getLanguageList').mockResolvedValue(
    ok({
      list: [1, 3, 4, 5].map((id) => ({ id, code: `l${id}`, name: `Language ${id}` })),
      max: 3,
    }),
  );
  jest.spyOn(albumApi, 'getAlbumPics').mockResolvedValue(ok({ list: [] }));
});

async function renderPage(d: ProfileDetail = detail()) {
  jest.spyOn(userApi, 'getProfileDetail').mockResolvedValue(ok(d));
  renderWithApp(<EditProfilePage />, { loggedIn: true });
  appStore.set(userAtom, { ...TEST_USER, gender: 1, headImg: user.headImg });
  await screen.findByRole('heading', { name: 'About you' });
}

test('shows the profile: ID with Copy, gender not offered for change, the linked phone locked for 7 days', async () => {
  await renderPage();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit profile');
  expect(screen.getByText(String(TEST_USER.id))).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Copy your ID' })).toBeTruthy();
  expect(screen.getByText('Gender cannot be changed once it is set.')).toBeTruthy();
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.getByText('+447400123456')).toBeTruthy();
  expect(screen.getByText(/^Your phone number was changed less than 7 days ago/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Change phone number' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Add email' })).toBeTruthy();
});

test('a 6th interest and a 4th language are not taken, with the reason', async () => {
  await renderPage(detail({ interestIds: [1, 2, 3, 4, 5], languageIds: [1, 3, 4] }));
  fireEvent.click(screen.getByRole('button', { name: 'Interest 6' }));
  expect(screen.getByRole('alert').textContent).toBe('You can choose at most 5 interests.');
  expect(screen.getByRole('button', { name: 'Interest 6' }).getAttribute('aria-pressed')).toBe(
    'false',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Language 5' }));
  expect(screen.getByText('You can choose at most 3 languages.')).toBeTruthy();
});

test('save sends only what changed; the server refusal shows under its field; a saved name reaches the session user', async () => {
  await renderPage();
  const update = jest
    .spyOn(userApi, 'update')
    .mockResolvedValueOnce(no(20101, 'sensitive'))
    .mockResolvedValueOnce(ok({ ...user, userName: 'Renamed' }));
  const name = screen.getByLabelText('Nickname');
  fireEvent.change(name, { target: { value: 'Admin' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText('This nickname is not allowed. Please choose another one.'),
  ).toBeTruthy();
  expect(update).toHaveBeenLastCalledWith({ userName: 'Admin' });
  jest
    .spyOn(userApi, 'getProfileDetail')
    .mockResolvedValue(ok(detail({ user: { ...user, userName: 'Renamed' } })));
  fireEvent.change(name, { target: { value: ' Renamed ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your profile is saved.')).toBeTruthy();
  expect(update).toHaveBeenLastCalledWith({ userName: 'Renamed' });
  expect(appStore.get(userAtom)?.userName).toBe('Renamed');
});

test('birthday: under 18 refused by the server under the field; after the one change it is shown as fixed', async () => {
  await renderPage();
  jest.spyOn(userApi, 'update').mockResolvedValueOnce(no(PROFILE_CODE.tooYoung, 'age too young'));
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('You must be 18 or older.')).toBeTruthy();
  await act(async () => undefined);
  screen.getByText('You must be 18 or older. You can change your birthday only once.');
});

test('birthday already changed: no picker, the reason instead', async () => {
  await renderPage(detail({ birthdayChangesLeft: 0 }));
  expect(screen.queryByLabelText('Year')).toBeNull();
  expect(
    screen.getByText('You have already changed your birthday once. It cannot be changed again.'),
  ).toBeTruthy();
});

test('e-mail: an address of another account is refused when the code is asked for', async () => {
  await renderPage();
  jest.spyOn(authApi, 'sendVerifyEmail').mockResolvedValue(no(10025, 'taken', { reason: 'taken' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add email' }));
  fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'x@example.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('This email is already used by another account.')).toBeTruthy();
});

test('a failed load says so and Retry loads again', async () => {
  const get = jest
    .spyOn(userApi, 'getProfileDetail')
    .mockResolvedValueOnce(no(-1, 'network'))
    .mockResolvedValueOnce(ok(detail()));
  renderWithApp(<EditProfilePage />, { loggedIn: true });
  expect(await screen.findByText(/Your profile could not be loaded/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('heading', { name: 'About you' })).toBeTruthy();
});
