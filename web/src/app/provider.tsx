import { type QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ToastProvider } from '../components/ui/toast.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { useSession } from '../lib/session.ts';

/** Cached answers belong to one user: drop them when the user signs out or another one signs in. */
function ForgetOtherUsersData() {
  const queryClient = useQueryClient();
  const { userId, token } = useSession();
  const owner = token ? userId : null;
  const previous = useRef(owner);
  useEffect(() => {
    if (previous.current !== owner) queryClient.clear();
    previous.current = owner;
  }, [owner, queryClient]);
  return null;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ForgetOtherUsersData />
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
