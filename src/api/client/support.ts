import * as contract from '../contract/support';
import { call } from './call';

/** Support staff: act as a customer, and stop again. */
export const simulateUser = (email: string) => call(contract.simulateUser, { body: { email } });

export const stopSimulating = () => call(contract.stopSimulating);
