/** The store in React: one store per editor session, read with selectors. */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { EditorStore } from './createEditorStore';
import type { EditorActions, EditorState } from './types';

const EditorStoreContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  // The first store given stays for the session: a new object would drop the history.
  const [kept] = useState(store);
  return <EditorStoreContext.Provider value={kept}>{children}</EditorStoreContext.Provider>;
}

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('Editor views need an EditorStoreProvider around them');
  return store;
}

/** A slice of the editor state; the component renders again only when the slice changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}

/**
 * A slice that follows the store at the priority of the change that moved it: a change made
 * inside startTransition (a gesture's crop reaching the document after its lift was drawn)
 * renders this component in the background, in slices between frames, while a change from a tap
 * or a key renders at once. useEditor cannot: React renders a store read through
 * useSyncExternalStore at once, whatever the change's priority. For a costly part whose screen
 * already shows the change. `selector` must be stable.
 */
export function useEditorSlice<T>(selector: (state: EditorState) => T): T {
  const store = useEditorStore();
  const [slice, setSlice] = useState(() => selector(store.getState()));
  useEffect(() => {
    // A change between this render and the subscription is taken here.
    setSlice(() => selector(store.getState()));
    return store.subscribe((state) => setSlice(() => selector(state)));
  }, [store, selector]);
  return slice;
}

export function useEditorActions(): EditorActions {
  return useStore(useEditorStore(), (state) => state.actions);
}
