import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithApp } from 'shared-sdk/testing';
import errorsEn from '../../../../../shared-sdk/src/i18n/locales/en/errors.json';
import { ProfileCompletion } from './ProfileCompletion';

beforeAll(() => i18next.addResourceBundle('en', 'errors', errorsEn, true, true));
afterEach(() => jest.useRealTimers());

function render(serverError: { text: string; field?: 'nickname' } | null = null) {
  const onSubmit = jest.fn();
  const onEdit = jest.fn();
  renderWithApp(
    <ProfileCompletion
      busy={false}
      serverError={serverError}
      onEdit={onEdit}
      onSubmit={onSubmit}
    />,
  );
  const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
  const options = (name: string) => Array.from(select(name).options, (o) => Number(o.value));
  return { onSubmit, onEdit, select, options };
}
const done = () => fireEvent.click(screen.getByRole('button', { name: 'Done' }));

test('the birthday starts 20 years ago; years run from now−18 down to 1930; months 1–12', () => {
  jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
  const { select, options } = render();
  expect([select('Year').value, select('Month').value, select('Day').value]).toEqual([
    '2006',
    '11',
    '22',
  ]);
  const years = options('Year');
  expect([years[0], years[years.length - 1], years.length]).toEqual([2008, 1930, 79]);
  expect(options('Month')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
});

test('the day snaps to the last day when the month (or a leap year) shortens it', () => {
  jest.useFakeTimers({ now: new Date(2026, 0, 31, 12) });
  const { select, options } = render();
  expect(select('Day').value).toBe('31');
  fireEvent.change(select('Year'), { target: { value: '2000' } });
  fireEvent.change(select('Month'), { target: { value: '2' } });
  expect(select('Day').value).toBe('29'); // 2000 is a leap year
  expect(options('Day')).toHaveLength(29);
  fireEvent.change(select('Year'), { target: { value: '2001' } });
  expect(select('Day').value).toBe('28');
  fireEvent.change(select('Month'), { target: { value: '4' } });
  expect(select('Day').value).toBe('28'); // a longer month keeps the day
  expect(options('Day')).toHaveLength(30);
});

test('all three are required; gender says it cannot change later', () => {
  const { onSubmit } = render();
  expect(screen.getByText('Gender cannot be changed later.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Sam' } });
  done();
  expect(screen.getByRole('alert').textContent).toBe(
    'Please fill in your nickname, birthday and gender.',
  );
  expect(onSubmit).not.toHaveBeenCalled();
});

test('18+: exactly 18 today passes, one day short does not (message under the birthday)', () => {
  jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) });
  const { onSubmit, select } = render();
  fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'Sam' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
  fireEvent.change(select('Year'), { target: { value: '2008' } });
  fireEvent.change(select('Day'), { target: { value: '23' } });
  done();
  expect(screen.getByRole('alert').textContent).toBe(
    'You must be 18 or older to use this service.',
  );
  expect(select('Day').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  fireEvent.change(select('Day'), { target: { value: '22' } });
  expect(screen.queryByRole('alert')).toBeNull();
  done();
  expect(onSubmit).toHaveBeenCalledWith({ nickname: 'Sam', birthday: '2008-11-22', gender: 1 });
});

test('nickname: 30 characters pass, 31 and forbidden characters do not', () => {
  const { onSubmit } = render();
  fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
  const nick = screen.getByLabelText('Nickname');
  fireEvent.change(nick, { target: { value: 'x'.repeat(31) } });
  done();
  expect(screen.getByRole('alert').textContent).toBe('A nickname can have at most 30 characters.');
  fireEvent.change(nick, { target: { value: 'a<b' } });
  done();
  expect(screen.getByRole('alert').textContent).toBe(
    'The nickname contains forbidden characters or words.',
  );
  fireEvent.change(nick, { target: { value: 'x'.repeat(30) } });
  expect(screen.getByText('30/30 characters')).toBeTruthy();
  done();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test("the server's 10001 / 20101 show under the nickname", () => {
  render({ text: 'nickname sensitive', field: 'nickname' });
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toBe('nickname sensitive');
  expect(screen.getByLabelText('Nickname').getAttribute('aria-describedby')).toBe(alert.id);
});
