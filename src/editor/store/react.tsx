/** The store in React: one store per editor session, read with selectors. */
import { createContext, useContext, useState, type ReactNode } from 'react';
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

export function useEditorActions(): EditorActions {
  return useStore(useEditorStore(), (state) => state.actions);
}
