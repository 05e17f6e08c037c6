import { use, type ComponentType, type FunctionComponent } from 'react';
import { lazyModule, type LazyModule } from './lazyModule';

/** A screen whose code loads on demand; `load` starts loading it (loadRouteCode). */
export interface LazyScreen<P extends object = object> extends FunctionComponent<P> {
  load(): Promise<unknown>;
}

/**
 * A screen from a lazily loaded module, rendered at once when the module has loaded before (a
 * page that started loading it early), else suspending until it has, as React.lazy does. React.lazy
 * suspends on its first render even then: a server-rendered page's part then waited for another
 * hydration pass, and React keeps a Suspense fallback up for at least 300 ms once shown, on top of
 * code that was already there.
 */
export function lazyScreen<T extends object, P extends object>(code: LazyModule<T> | (() => Promise<T>), pick: (module: T) => ComponentType<P>): LazyScreen<P> {
  const module = typeof code === 'function' ? lazyModule(code) : code;
  function Screen(props: P) {
    const Loaded = pick(module.loaded() ?? use(module.load()));
    return <Loaded {...props} />;
  }
  return Object.assign(Screen, { load: module.load });
}

export const isLazyScreen = (type: unknown): type is LazyScreen => typeof type === 'function' && typeof (type as Partial<LazyScreen>).load === 'function';
