import { call } from './call';
import { supportRoutes } from './routes.gen';

/** Support staff: act as a customer, and stop again. */
export const simulateUser = (email: string) => call(supportRoutes.simulateUser, { body: { email } });

export const stopSimulating = () => call(supportRoutes.stopSimulating);
