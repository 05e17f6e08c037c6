import type { Problem } from '../validation';

/**
 * The checkout forms' problems: the shared ones (required, e-mail, mobile) plus a name that
 * cannot be a name and the personal-number checks. The UI turns each key into a message.
 */
export type CheckoutProblem = Problem | 'invalidName' | 'invalidPersonNumber' | 'underAge';
