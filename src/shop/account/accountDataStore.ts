import { create } from '../state/createStore';
import { getAccountData, type PackageForInspectionSubject } from '../../api/client/account';

interface AccountDataState {
  /** null until loaded (the menu leaves out 'Cancel picture packages' until then). */
  packageForInspectionSubjects: PackageForInspectionSubject[] | null;
  load: () => Promise<void>;
  /** Takes the list a cancel call answered. */
  setPackageSubjects: (subjects: PackageForInspectionSubject[]) => void;
}

/** The account's data the menu and the cancel screen share (spec 3 get_account_data). */
export const useAccountDataStore = create<AccountDataState>((set) => ({
  packageForInspectionSubjects: null,
  load: async () => {
    const { packageForInspectionSubjects } = await getAccountData();
    set({ packageForInspectionSubjects });
  },
  setPackageSubjects: (packageForInspectionSubjects) => set({ packageForInspectionSubjects }),
}));

/** The server, after a render: the next customer's page starts from nothing. */
export const emptyAccountDataStore = (): void => useAccountDataStore.setState({ packageForInspectionSubjects: null });
