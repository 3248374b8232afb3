import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAdmin, type Role } from '#shared/roles.ts';
import { SideNavButton } from '../../components/layouts/side-nav.tsx';
import { ConfirmLogoutDialog } from '../../features/auth/components/confirm-logout-dialog.tsx';
import { EditProfileDialog } from '../../features/profile/components/edit-profile-dialog.tsx';
import { useProjects } from '../../features/projects/api/get-projects.ts';
import { ProjectsDialog } from '../../features/projects/components/projects-dialog.tsx';
import { UserManagementDialog } from '../../features/users/components/user-management-dialog.tsx';
import { withReason } from '../../lib/api-client.ts';
import { signOut } from '../../lib/sign-out.ts';

type Open = 'profile' | 'users' | 'projects' | 'logout' | null;

/** User Management needs every project for its Allowed Projects list; the projects feature fetches them. */
function UserManagement({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const projects = useProjects(userId);
  return (
    <UserManagementDialog
      onClose={onClose}
      projectChoices={{
        projects: projects.data ?? [],
        loading: projects.isPending,
        error: projects.isError ? withReason('Failed to fetch projects', projects.error) : null,
      }}
    />
  );
}

/** The bottom of the side navigation on the home page: Profile, Users and Projects (admin), Logout. */
export function HomeActions({ role, userId }: { role: Role; userId: string | null }) {
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const close = () => setOpen(null);
  const leave = async (everywhere: boolean) => {
    await signOut({ everywhere });
    queryClient.clear();
    navigate('/', { replace: true });
  };

  return (
    <>
      <SideNavButton icon="profile" label="Profile" onClick={() => setOpen('profile')} />
      {isAdmin(role) ? <SideNavButton icon="users" label="Users" onClick={() => setOpen('users')} /> : null}
      {isAdmin(role) ? <SideNavButton icon="buildings" label="Projects" onClick={() => setOpen('projects')} /> : null}
      {isAdmin(role) ? (
        <SideNavButton icon="activity" label="Activity" onClick={() => navigate('/admin_activity')} />
      ) : null}
      <SideNavButton icon="logout" label="Logout" onClick={() => setOpen('logout')} />

      {open === 'profile' ? <EditProfileDialog onClose={close} onSignOutEverywhere={() => leave(true)} /> : null}
      {open === 'users' ? <UserManagement userId={userId} onClose={close} /> : null}
      {open === 'projects' ? <ProjectsDialog userId={userId} onClose={close} /> : null}
      {open === 'logout' ? <ConfirmLogoutDialog onCancel={close} onLogout={() => leave(false)} /> : null}
    </>
  );
}
