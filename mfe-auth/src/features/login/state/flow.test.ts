import { canGoBack, INITIAL, reduce, type FlowEvent, type FlowState } from './flow';
import { createFlowStore } from './store';
import { loginResult, phoneCfg } from './testFixtures';

const cfg = phoneCfg;
const result = loginResult;
const phone = { country: 'GB', dial: '44', national: '7400123456' };
const needsProfile = result({ complementInfoKey: 'key-1', register: true });

/** Runs events from step 1 and returns every state. */
function run(...events: FlowEvent[]): FlowState[] {
  const out: FlowState[] = [];
  let s = INITIAL;
  for (const e of events) out.push((s = reduce(s, e)));
  return out;
}
const last = (states: FlowState[]) => states[states.length - 1]!;
const steps = (states: FlowState[]) => states.map((s) => s.view.step);

describe('phone (spec 1 §4.1)', () => {
  test('known number with a password: step 2 → 3 → signed in (step 0)', () => {
    const s = run(
      { type: 'choosePhone' },
      { type: 'phoneChecked', phone, config: cfg({ existent: true, userSetPassword: 1 }) },
      { type: 'loggedIn', result: result() },
    );
    expect(steps(s)).toEqual(['phone', 'phonePassword', 'connecting']);
    expect(s[1]!.view).toMatchObject({ mode: 'login', skippable: false });
    expect(last(s).pending?.loginToken).toBe('tok-7');
  });

  test('known number without a password: code, then signed in directly', () => {
    const s = run(
      { type: 'choosePhone' },
      { type: 'phoneChecked', phone, config: cfg({ existent: true }) },
      { type: 'codeSent', channel: 'sms', at: 5 },
      { type: 'phoneVerified', ticket: 't', result: result() },
    );
    expect(steps(s)).toEqual(['phone', 'code', 'code', 'connecting']);
    expect(s[2]!.codeSentAt).toBe(5);
  });

  test('known user with userLoginSetPassword: code → set a password (skippable) → skip → signed in', () => {
    const s = run(
      { type: 'choosePhone' },
      { type: 'phoneChecked', phone, config: cfg({ existent: true, userLoginSetPassword: 1 }) },
      { type: 'phoneVerified', ticket: 't', result: result() },
      { type: 'skipPassword' },
    );
    expect(steps(s)).toEqual(['phone', 'code', 'phonePassword', 'connecting']);
    expect(s[2]!.view).toMatchObject({ mode: 'set', skippable: true });
    expect(s[2]!.ticket).toBe('t');
  });

  test('new number, set-up on: code → password (not skippable) → profile → signed in', () => {
    const s = run(
      { type: 'choosePhone' },
      { type: 'phoneChecked', phone, config: cfg() },
      { type: 'phoneVerified', ticket: 't', result: needsProfile },
      { type: 'skipPassword' }, // not offered to a new user: ignored
      { type: 'passwordSaved' },
      { type: 'loggedIn', result: result({ register: true }) },
    );
    expect(steps(s)).toEqual([
      'phone',
      'code',
      'phonePassword',
      'phonePassword',
      'profile',
      'connecting',
    ]);
    expect(s[2]!.view).toMatchObject({ mode: 'set', skippable: false });
    expect(s[4]!.view).toEqual({ step: 'profile', via: 'complement', complementInfoKey: 'key-1' });
    expect(last(s).pending?.register).toBe(true);
  });

  test('new number, set-up off: from the code straight to the profile popup', () => {
    const s = run(
      { type: 'choosePhone' },
      { type: 'phoneChecked', phone, config: cfg({ mobileRegisterSetPassword: 0 }) },
      { type: 'phoneVerified', ticket: 't', result: needsProfile },
    );
    expect(steps(s)).toEqual(['phone', 'code', 'profile']);
  });

  test("new number, registration off: 'phone disabled' on step 1", () => {
    const s = last(
      run(
        { type: 'choosePhone' },
        { type: 'phoneChecked', phone, config: cfg({ mobileRegisterEnable: 0 }) },
      ),
    );
    expect(s.view).toEqual({ step: 'choose' });
    expect(s.error).toEqual({ key: 'errors:phone_disabled' });
    expect(s.history).toEqual([]);
  });

  test('forgot password, 3 steps: number (prefilled) → code → new password → signed in', () => {
    const s = run(
      { type: 'choosePhone' },
      { type: 'phoneChecked', phone, config: cfg({ existent: true, userSetPassword: 1 }) },
      { type: 'forgotPassword' },
      { type: 'phoneChecked', phone, config: cfg({ existent: true, userSetPassword: 1 }) },
      { type: 'phoneVerified', ticket: 't', result: result() },
      { type: 'passwordSaved' },
    );
    expect(steps(s)).toEqual([
      'phone',
      'phonePassword',
      'phone',
      'code',
      'phonePassword',
      'connecting',
    ]);
    expect(s[2]!.view).toEqual({ step: 'phone', reset: true, prefill: phone });
    expect(s[3]!.view).toMatchObject({ step: 'code', reset: true });
    expect(s[4]!.view).toMatchObject({ mode: 'reset', skippable: false });
  });

  test('Back returns to the step each flow came from (reset flow included)', () => {
    let s = last(
      run(
        { type: 'choosePhone' },
        { type: 'phoneChecked', phone, config: cfg({ existent: true, userSetPassword: 1 }) },
        { type: 'forgotPassword' },
        { type: 'phoneChecked', phone, config: cfg({ existent: true, userSetPassword: 1 }) },
        { type: 'failed', error: { key: 'errors:error.25502', field: 'code' } },
      ),
    );
    const back: string[] = [];
    while (canGoBack(s)) {
      s = reduce(s, { type: 'back' });
      back.push(`${s.view.step}${'reset' in s.view && s.view.reset ? '(reset)' : ''}`);
      expect(s.error).toBeNull();
    }
    expect(back).toEqual(['phone(reset)', 'phonePassword', 'phone', 'choose']);
    expect(reduce(s, { type: 'back' })).toBe(s); // nothing before step 1
  });

  test('a resend updates the channel and the countdown start', () => {
    const s = last(
      run(
        { type: 'choosePhone' },
        { type: 'phoneChecked', phone, config: cfg({ sendWhatsapp: 1 }) },
        { type: 'request', busy: 'whatsapp' },
        { type: 'codeSent', channel: 'whatsapp', at: 99 },
      ),
    );
    expect(s.view).toMatchObject({ step: 'code', channel: 'whatsapp' });
    expect(s).toMatchObject({ busy: null, codeSentAt: 99 });
  });
});

describe('e-mail (spec 1 §4.2)', () => {
  const email = 'a@b.co';
  test('status 0: code (step 6) → set password (7) → profile → register → signed in', () => {
    const s = run(
      { type: 'chooseEmail' },
      { type: 'request', busy: 'submit' },
      { type: 'emailChecked', email, result: { status: 0 } },
      { type: 'emailCodeSent', email, userId: 9, reset: false, at: 1 },
      { type: 'emailVerified', ticket: 'tk' },
      { type: 'passwordSaved' },
      { type: 'loggedIn', result: result({ register: true }) },
    );
    expect(steps(s)).toEqual([
      'email',
      'email',
      'email',
      'emailCode',
      'emailPassword',
      'profile',
      'connecting',
    ]);
    expect(s[2]!.busy).toBe('submit'); // still sending the code
    expect(s[4]!.view).toMatchObject({ mode: 'set', userId: 9, reset: false });
    expect(s[4]!.ticket).toBe('tk');
    expect(s[5]!.view).toEqual({ step: 'profile', via: 'emailRegister', email });
  });

  test('status 1 also goes through a code', () => {
    const s = last(
      run(
        { type: 'chooseEmail' },
        { type: 'emailChecked', email, result: { status: 1, userId: 3 } },
      ),
    );
    expect(s.view).toEqual({ step: 'email' });
  });

  test('status 4: password (step 7) → signed in; an incomplete profile (10042) → profile popup', () => {
    const s = run(
      { type: 'chooseEmail' },
      { type: 'emailChecked', email, result: { status: 4, userId: 3 } },
      { type: 'loggedIn', result: needsProfile },
    );
    expect(steps(s)).toEqual(['email', 'emailPassword', 'profile']);
    expect(s[1]!.view).toMatchObject({ mode: 'login', userId: 3 });
  });

  test('status 4 forgot password: resetPW code → new password → signed in with it', () => {
    const s = run(
      { type: 'chooseEmail' },
      { type: 'emailChecked', email, result: { status: 4, userId: 3 } },
      { type: 'emailCodeSent', email, userId: 3, reset: true, at: 1 },
      { type: 'emailVerified', ticket: 'tk' },
      { type: 'passwordSaved' }, // the action now signs in with the new password
      { type: 'loggedIn', result: result() },
    );
    expect(steps(s)).toEqual([
      'email',
      'emailPassword',
      'emailCode',
      'emailPassword',
      'emailPassword',
      'connecting',
    ]);
    expect(s[2]!.view).toMatchObject({ reset: true });
    expect(s[3]!.view).toMatchObject({ mode: 'set', reset: true });
  });

  test('status 5: no password yet → code → set one', () => {
    const s = run(
      { type: 'chooseEmail' },
      { type: 'emailChecked', email, result: { status: 5, userId: 3 } },
      { type: 'emailCodeSent', email, userId: 3, reset: true, at: 1 },
      { type: 'emailVerified', ticket: 'tk' },
    );
    expect(steps(s)).toEqual(['email', 'emailPassword', 'emailCode', 'emailPassword']);
    expect(s[1]!.view).toMatchObject({ mode: 'noPassword' });
    expect(s[3]!.view).toMatchObject({ mode: 'set', reset: true });
  });

  test('a resend on step 6 restarts the countdown without moving', () => {
    const s = run(
      { type: 'chooseEmail' },
      { type: 'emailCodeSent', email, userId: 3, reset: false, at: 1 },
      { type: 'emailCodeSent', email, userId: 3, reset: false, at: 61_000 },
    );
    expect(steps(s)).toEqual(['email', 'emailCode', 'emailCode']);
    expect(last(s).codeSentAt).toBe(61_000);
    expect(last(s).history).toHaveLength(2);
  });
});

describe('results, errors, busy (spec 1 §4.3, §8)', () => {
  test('step 0 replaces the step: Back does not return into a finished sign-in; profile has no Back', () => {
    const s = run(
      { type: 'chooseEmail' },
      { type: 'emailChecked', email: 'a@b.co', result: { status: 4 } },
      { type: 'loggedIn', result: result() },
    );
    expect(last(s).history.map((v) => v.step)).toEqual(['choose', 'email']);
    expect(canGoBack(last(s))).toBe(false);
    const p = last(
      run(
        { type: 'chooseEmail' },
        { type: 'emailChecked', email: 'a@b.co', result: { status: 4 } },
        { type: 'loggedIn', result: needsProfile },
      ),
    );
    expect(canGoBack(p)).toBe(false);
    expect(reduce(p, { type: 'back' })).toBe(p);
  });

  test('a second login answer while step 0 runs is ignored; done ends the flow', () => {
    const s = last(
      run(
        { type: 'chooseEmail' },
        { type: 'emailChecked', email: 'a@b.co', result: { status: 4 } },
        { type: 'loggedIn', result: result() },
      ),
    );
    expect(reduce(s, { type: 'loggedIn', result: needsProfile })).toBe(s);
    expect(reduce(s, { type: 'done' })).toMatchObject({ done: true, busy: null });
  });

  test('request / failed / edit / settled; Back waits for the call', () => {
    const [, busy, failed, edited] = run(
      { type: 'choosePhone' },
      { type: 'request', busy: 'submit' },
      { type: 'failed', error: { key: 'errors:phone_num_hint', field: 'phone' } },
      { type: 'edit' },
    );
    expect(busy!.busy).toBe('submit');
    expect(reduce(busy!, { type: 'back' })).toBe(busy); // no Back while a call runs
    expect(failed).toMatchObject({
      busy: null,
      error: { key: 'errors:phone_num_hint', field: 'phone' },
    });
    expect(edited!.error).toBeNull();
    expect(reduce(edited!, { type: 'edit' })).toBe(edited);
    expect(reduce({ ...edited!, busy: 'google' }, { type: 'settled' }).busy).toBeNull();
  });

  test('restart: step 1 with its message, nothing kept', () => {
    const s = reduce(
      last(run({ type: 'choosePhone' }, { type: 'phoneChecked', phone, config: cfg() })),
      {
        type: 'restart',
        error: { key: 'errors:error.network' },
      },
    );
    expect(s).toEqual({ ...INITIAL, error: { key: 'errors:error.network' } });
  });

  test('events that do not belong to the current step change nothing', () => {
    for (const e of [
      { type: 'phoneChecked', phone, config: cfg() },
      { type: 'codeSent', channel: 'sms', at: 1 },
      { type: 'phoneVerified', ticket: 't', result: result() },
      { type: 'emailVerified', ticket: 't' },
      { type: 'emailChecked', email: 'a@b.co', result: { status: 0 } },
      { type: 'forgotPassword' },
      { type: 'passwordSaved' },
      { type: 'skipPassword' },
    ] as FlowEvent[])
      expect(reduce(INITIAL, e)).toBe(INITIAL);
  });

  test('the store notifies on change only', () => {
    const store = createFlowStore();
    const fn = jest.fn();
    store.subscribe(fn);
    store.dispatch({ type: 'edit' }); // no error: same state
    expect(fn).not.toHaveBeenCalled();
    store.dispatch({ type: 'choosePhone' });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().view.step).toBe('phone');
  });
});
