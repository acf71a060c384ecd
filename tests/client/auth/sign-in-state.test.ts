import {
  INITIAL_SIGN_IN,
  type SignInAction,
  signInReducer,
  type SignInState,
} from '../../../client/src/features/auth/sign-in-state';

const run = (actions: SignInAction[], from: SignInState = INITIAL_SIGN_IN) => actions.reduce(signInReducer, from);

describe('the sign-in dialog’s state', () => {
  it('keeps what was typed, spins while sending, and shows a refusal in red', () => {
    const typed = run([
      { type: 'edit', field: 'email', value: 'ines@example.com' },
      { type: 'edit', field: 'password', value: 'secret words' },
    ]);
    expect(typed.fields).toMatchObject({ email: 'ines@example.com', password: 'secret words' });
    const sending = signInReducer({ ...typed, message: 'Old line', isError: true }, { type: 'send' });
    expect(sending).toMatchObject({ loading: true, message: '', isError: false });
    expect(signInReducer(sending, { type: 'refused', message: 'Invalid email or password' })).toMatchObject({
      loading: false,
      message: 'Invalid email or password',
      isError: true,
      fields: typed.fields,
    });
  });

  it('moves to the step the server asks for, dropping the codes typed for the last one', () => {
    const atCode = run([
      { type: 'send' },
      { type: 'next-step', stage: { kind: 'code', challenge: 'c1' }, message: 'Enter the code from your app.' },
      { type: 'edit', field: 'code', value: '123456' },
      { type: 'edit', field: 'emailCode', value: '12345678' },
      { type: 'send' },
    ]);
    const atSetup = signInReducer(atCode, {
      type: 'next-step',
      stage: { kind: 'setup', challenge: 'c2' },
      message: 'Set up two-factor sign-in.',
    });
    expect(atSetup).toMatchObject({
      stage: { kind: 'setup', challenge: 'c2' },
      loading: false,
      message: 'Set up two-factor sign-in.',
      isError: false,
    });
    expect(atSetup.fields).toMatchObject({ code: '', emailCode: '' });
    // A temporary password's step says why in red.
    expect(
      signInReducer(atCode, {
        type: 'next-step',
        stage: { kind: 'new-password', challenge: null },
        message: 'Choose a new password.',
        isError: true,
      }),
    ).toMatchObject({ stage: { kind: 'new-password' }, isError: true });
  });

  it('switches between the app’s code and a recovery code, emptying the field', () => {
    const typed = run([{ type: 'edit', field: 'code', value: '123456' }, { type: 'switch-code-kind' }]);
    expect(typed).toMatchObject({ useRecoveryCode: true, fields: expect.objectContaining({ code: '' }) });
    expect(signInReducer(typed, { type: 'switch-code-kind' }).useRecoveryCode).toBe(false);
  });

  it('stops spinning when answered, keeping the line unless a new one comes', () => {
    const sending = run([{ type: 'send' }]);
    expect(signInReducer(sending, { type: 'answered', message: 'Login successful!' })).toMatchObject({
      loading: false,
      message: 'Login successful!',
      isError: false,
    });
    expect(signInReducer({ ...sending, message: 'Kept' }, { type: 'answered' }).message).toBe('Kept');
  });
});
