import type { LoginMutation } from '../../gql/graphql';

export type SignInOutcome = NonNullable<LoginMutation['login']>;

/**
 * Where the dialog stands: the password (and a new one for a temporary password), a two-factor
 * code, enrolment that the account's role requires, or the recovery codes of that enrolment,
 * shown before the back office opens.
 */
export type Stage =
  | { kind: 'password' }
  | { kind: 'new-password'; challenge: string | null }
  | { kind: 'code'; challenge: string }
  | { kind: 'setup'; challenge: string; secret?: { secret: string; qrCodeDataUrl: string } }
  | { kind: 'recovery-codes'; outcome: SignInOutcome };

/** What the person types across the steps. */
export interface SignInFields {
  email: string;
  password: string;
  newPassword: string;
  /** The app's code, or a recovery code. */
  code: string;
  /** The code e-mailed to the account when its role makes it enrol during sign-in. */
  emailCode: string;
}

export interface SignInState {
  stage: Stage;
  fields: SignInFields;
  /** A request is under way: the button spins. */
  loading: boolean;
  /** The line under the form, red when `isError`. */
  message: string;
  isError: boolean;
  /** The code step takes a recovery code instead of the app's code. */
  useRecoveryCode: boolean;
}

export type SignInAction =
  | { type: 'edit'; field: keyof SignInFields; value: string }
  /** Between the app's code and a recovery code; what was typed goes. */
  | { type: 'switch-code-kind' }
  /** A request leaves: the line clears and the button spins. */
  | { type: 'send' }
  /** The request failed or was refused: its message in red. */
  | { type: 'refused'; message: string }
  /** The server asks for another step: the codes typed so far go. */
  | { type: 'next-step'; stage: Stage; message: string; isError?: boolean }
  /** Signed in (the app moves on), or answered without a session: the message says so. */
  | { type: 'answered'; message?: string };

export const INITIAL_SIGN_IN: SignInState = {
  stage: { kind: 'password' },
  fields: { email: '', password: '', newPassword: '', code: '', emailCode: '' },
  loading: false,
  message: '',
  isError: false,
  useRecoveryCode: false,
};

/** The sign-in dialog's one state: every step and its line, changed only by these actions. */
export function signInReducer(state: SignInState, action: SignInAction): SignInState {
  switch (action.type) {
    case 'edit':
      return { ...state, fields: { ...state.fields, [action.field]: action.value } };
    case 'switch-code-kind':
      return { ...state, useRecoveryCode: !state.useRecoveryCode, fields: { ...state.fields, code: '' } };
    case 'send':
      return { ...state, loading: true, message: '', isError: false };
    case 'refused':
      return { ...state, loading: false, message: action.message, isError: true };
    case 'next-step':
      return {
        ...state,
        stage: action.stage,
        loading: false,
        message: action.message,
        isError: action.isError ?? false,
        fields: { ...state.fields, code: '', emailCode: '' },
      };
    case 'answered':
      return { ...state, loading: false, isError: false, message: action.message ?? state.message };
  }
}
