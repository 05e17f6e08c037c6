import { create } from '../state/createStore';
import { listPictureSets, type PictureSet } from '../../api/client/pictureSets';

interface PictureSetsState {
  /** null until loaded for the current account. */
  pictureSets: PictureSet[] | null;
  refresh: () => Promise<void>;
  clear: () => void;
}

/** The signed-in customer's picture sets, refreshed whenever a code adds one. */
export const usePictureSetsStore = create<PictureSetsState>((set) => ({
  pictureSets: null,
  refresh: async () => {
    const { pictureSets } = await listPictureSets();
    set({ pictureSets });
  },
  clear: () => set({ pictureSets: null }),
}));
