import { useEffect, useRef } from 'react';

/**
 * A script the shop owner placed on the page (e.g. a booking widget). Scripts set through
 * innerHTML never run, so it is inserted as a real script element where the module stands.
 */
export function ScriptSnippetModule({ script }: { script: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement('script');
    element.text = script;
    host.current?.appendChild(element);
    return () => element.remove();
  }, [script]);
  return <div ref={host} data-script-snippet="" />;
}
