import { z } from 'zod';
import { endpoint, ok } from './endpoint';
import { user } from './user';

/** Support staff act as a customer to see exactly what they see. */
export const simulateUser = endpoint({
  method: 'POST',
  path: '/api/webshop/support/simulate',
  body: z.object({ email: z.string().trim().min(1).max(254) }),
  response: z.object({ user }),
});

export const stopSimulating = endpoint({
  method: 'POST',
  path: '/api/webshop/support/stop-simulating',
  response: ok,
});
