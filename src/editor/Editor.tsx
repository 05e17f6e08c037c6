/**
 * The personalisation editor (spec 2 §2.4-§2.15): the session's store and media around the
 * editor's shell. The page gives the store and what happens on leaving and buying (EditorProps).
 */
import { EditorMediaProvider } from './canvas/EditorMedia';
import type { EditorHandle, EditorProps } from './EditorProps';
import { EditorStoreProvider } from './store';
import { EditorShell } from './shell/EditorShell';

export type { EditorHandle, EditorProps };

export function Editor(props: EditorProps) {
  // The picture set and uploads the editor opened with are known at once; the image view teaches the rest.
  const { pictureSet, placedUploads } = props.store.getState().context;
  return (
    <EditorStoreProvider store={props.store}>
      <EditorMediaProvider pictures={pictureSet.pictures} uploads={placedUploads}>
        <EditorShell ref={props.ref} banner={props.banner} preview={props.preview} onLeave={props.onLeave} onAddToCart={props.onAddToCart} onUpdateCart={props.onUpdateCart} />
      </EditorMediaProvider>
    </EditorStoreProvider>
  );
}
