/** The root layout: a server component, as Next.js's app router makes it. */
import type { ReactNode } from 'react';

export const metadata = { title: 'Reversi' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
