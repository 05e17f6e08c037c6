import { z } from 'zod/mini';
import { endpoint, ok } from './endpoint';
import { user } from './user';

/** Support staff act as a customer to see exactly what they see. */
export const simulateUser = endpoint({
  method: 'POST',
  path: '/api/webshop/support/simulate',
  body: z.object({ email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) }),
  response: z.object({ user }),
});

export const stopSimulating = endpoint({
  method: 'POST',
  path: '/api/webshop/support/stop-simulating',
  response: ok,
});
