import { useEffect, useId, useState } from 'react';
import { Island } from '@gold/ui/island';

/** How many times a {@link Counter} was mounted: once per root that drew it. */
export const counterMounts = { count: 0 };

/** An island: a button that counts its clicks, named by its own id. */
export function Counter({ label }: { label: string }) {
  const id = useId();
  const [count, setCount] = useState(0);
  useEffect(() => {
    counterMounts.count += 1;
  }, []);
  return (
    <button type="button" id={id} onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/** A static page with one island, a {@link Counter} labelled "Clicked". */
export function PageWithIsland() {
  return (
    <section>
      <h1>About</h1>
      <Island module="./CounterIsland" component={Counter} props={{ label: 'Clicked' }} />
    </section>
  );
}
