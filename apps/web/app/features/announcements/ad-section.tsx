/** The region the home page's ad slots sit in: one column on phones, two side by side wider. */
import type { ReactNode } from 'react';

export function AdSection({ children }: { children: ReactNode }) {
  return (
    <section aria-label="Ads" className="mt-10 grid items-stretch gap-4 tablet:grid-cols-2">
      {children}
    </section>
  );
}
