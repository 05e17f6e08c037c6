import { use, type ComponentType } from 'react';
import type { LazyModule } from './lazyModule';

/**
 * A screen from a lazily loaded module, rendered at once when the module has loaded before (a
 * page that started loading it early), else suspending until it has, as React.lazy does. React.lazy
 * suspends on its first render even then, and React keeps a Suspense fallback up for at least
 * 300 ms once shown: that wait came on top of code that was already there.
 */
export function lazyScreen<T, P extends object>(module: LazyModule<T>, pick: (module: T) => ComponentType<P>): ComponentType<P> {
  function LazyScreen(props: P) {
    const Screen = pick(module.loaded() ?? use(module.load()));
    return <Screen {...props} />;
  }
  return LazyScreen;
}
