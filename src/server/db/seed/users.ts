import { demoUuid } from './ids';
import { pictureSetUuid } from './jobs';

export const CUSTOMER_UUID = demoUuid('user:kunde');
export const SUPPORT_UUID = demoUuid('user:support');

interface DemoAccount {
  uuid: string;
  email: string;
  password: string;
  description: string;
  name: string;
  mobile: string;
  role: 'customer' | 'support';
  address: { address: string; address2: string; postalCode: string; city: string; state: string };
  /** Picture sets already on the account (key, when it was added). */
  pictureSets: { key: string; addedAt: string }[];
}

const noAddress = { address: '', address2: '', postalCode: '', city: '', state: '' };

export const DEMO_USERS: DemoAccount[] = [
  {
    uuid: CUSTOMER_UUID,
    email: 'kunde@example.no',
    password: 'demo1234',
    description: 'Customer (owns EMMA2026)',
    name: 'Kari Nordmann',
    mobile: '41234567',
    role: 'customer',
    address: { address: 'Kalfarveien 31', address2: '', postalCode: '5018', city: 'Bergen', state: '' },
    pictureSets: [{ key: 'emma', addedAt: '2026-03-25T18:30:00Z' }],
  },
  {
    uuid: SUPPORT_UUID,
    email: 'support@example.no',
    password: 'support1234',
    description: 'Support (can simulate customers)',
    name: 'Silje Support',
    mobile: '',
    role: 'support',
    address: noAddress,
    pictureSets: [],
  },
];

/** Printed by the server at start so a visitor can try the shop. */
export const DEMO_ACCOUNTS = DEMO_USERS.map(({ email, password, description }) => ({ email, password, description }));

export const userPictureSetRows = DEMO_USERS.flatMap((u) =>
  u.pictureSets.map((s) => ({ email: u.email, pictureSetUuid: pictureSetUuid(s.key), addedAt: new Date(s.addedAt) })),
);
