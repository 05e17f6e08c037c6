/**
 * The session store's switch of the current picture set (spec 2 §2.1 'Change picture set' Ok):
 * the server's answer becomes the session; a refusal rejects and leaves the session as it was.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../../src/api/client/call';
import type { Session } from '../../../../src/api/client/auth';

const client = vi.hoisted(() => ({ setCurrentPictureSet: vi.fn(), listPictureSets: vi.fn(), getPictureSet: vi.fn() }));
vi.mock('../../../../src/api/client/pictureSets', () => client);

const { useSessionStore } = await import('../../../../src/shop/session/sessionStore');
const { switchPictureSet } = await import('../../../../src/shop/pictures/currentPictureSet');

const session = (currentPictureSetUuid: string | null): Session => ({
  user: {
    uuid: 'u-1',
    name: 'Kari',
    emailAddress: 'kari@example.no',
    mobilePhone: '',
    acceptMail: false,
    lang: 'en',
    isAnonymousUser: false,
    isSimulated: false,
    isSupport: false,
    address: { address: '', address2: '', postalCode: '', city: '', state: '' },
  },
  simulatedBy: null,
  currentPictureSetUuid,
  referrer: null,
});

beforeEach(() => {
  client.setCurrentPictureSet.mockReset();
  useSessionStore.setState({ session: session('set-class') });
});

describe('switching the current picture set', () => {
  it('asks the server by the set’s subject and takes the session it answers', async () => {
    client.setCurrentPictureSet.mockResolvedValue(session('set-emma'));
    await switchPictureSet({ subject: { uuid: 'subject-emma', name: 'Emma', group: false } });
    expect(client.setCurrentPictureSet).toHaveBeenCalledWith('subject-emma');
    expect(useSessionStore.getState().session?.currentPictureSetUuid).toBe('set-emma');
  });

  it('rejects with the server’s reason and keeps the current set when refused', async () => {
    client.setCurrentPictureSet.mockRejectedValue(new ApiCallError(404, 'The picture set was not found.'));
    await expect(switchPictureSet({ subject: { uuid: 'subject-noah', name: 'Noah', group: false } })).rejects.toThrow('The picture set was not found.');
    expect(useSessionStore.getState().session?.currentPictureSetUuid).toBe('set-class');
  });
});
