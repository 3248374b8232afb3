import { PageHeader } from '../../components/layouts/app-layout.tsx';
import { HomeTiles } from '../../features/home/components/home-tiles.tsx';
import { HomeActions } from '../components/home-actions.tsx';
import type { SignedInSession } from '../components/require-session.tsx';
import { type ScreenHandle, useSignedInSession } from '../layout/screen-handle.ts';

/** The side navigation's bottom actions appear only here. */
export const handle: ScreenHandle = {
  NavBottom: ({ session }: { session: SignedInSession }) => <HomeActions role={session.role} userId={session.userId} />,
};

/** /app_home: the section tiles. */
export function Component() {
  const session = useSignedInSession();
  return (
    <>
      <PageHeader title={session.name ? `Welcome, ${session.name}` : 'Welcome'} subtitle="Choose a section to start." />
      <HomeTiles role={session.role} />
    </>
  );
}
