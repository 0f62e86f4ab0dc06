/**
 * The sign-in choices of login step 1 (spec 1 §1, §2.2): phone, email and three third-party
 * accounts (a search-company account, a device-maker account, a social-network account).
 */
export const LOGIN_METHODS = ['phone', 'email', 'google', 'apple', 'facebook'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Where the popup is: the choice (step 1), or the step a chosen method leads to. */
export type LoginView = { step: 'choose' } | { step: 'method'; method: LoginMethod };

export const CHOOSE: LoginView = { step: 'choose' };
