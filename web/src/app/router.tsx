import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants.ts';
import { withTimeout } from '../lib/lazy.ts';
import { RouteError } from './routes/route-error.tsx';

/** Each screen is its own chunk; a chunk that does not arrive in time is an error, not an endless wait. */
const load =
  <T,>(importer: () => Promise<T>) =>
  () =>
    withTimeout(
      importer(),
      CHUNK_LOAD_TIMEOUT_MS,
      'Loading this page took too long. Please check your connection and reload.',
    );

const comingSoon = load(() => import('./routes/coming-soon.tsx'));

/**
 * TEMPORARY — screens of later issues. Each shows "This section is coming soon" until it is built;
 * the navigation already links to them. Remove an entry when its real route is added above.
 */
export const FUTURE_ROUTES: readonly { path: string; title: string }[] = [
  { path: '/construction_page/:projectId', title: 'Construction Schedule' },
  { path: '/monitor/:projectId', title: 'Project Schedule' },
  { path: '/site_report/:taskId?', title: 'Site Report' },
  { path: '/construction_tasks_images/:taskId', title: 'Task Images' },
  { path: '/construction_tasks_notes/:taskId', title: 'Task Notes' },
  { path: '/planfile_page/:parentId?', title: 'Plan Files' },
  { path: '/planfile_list/:folderId', title: 'Plan Folder' },
  { path: '/plan_edit_folder', title: 'Edit Plan Folders' },
  { path: '/plan_upload', title: 'Upload Plan File' },
  { path: '/marketing_page', title: 'Marketing Schedule' },
  { path: '/marketing_folder', title: 'Marketing Folders' },
  { path: '/marketing_upload', title: 'Upload Marketing File' },
  { path: '/marketing_edit_folder', title: 'Edit Marketing Folders' },
  { path: '/marketingfile_list/:folderId', title: 'Marketing Folder' },
  { path: '/construction_files_folder', title: 'Construction Drawings' },
  { path: '/construction_edit_folder', title: 'Edit Construction Folders' },
  { path: '/construction_upload', title: 'Upload Construction File' },
  { path: '/construction_files/:folderId', title: 'Construction Folder' },
  { path: '/view_file/:module/:fileId', title: 'File Viewer' },
];

function AppLoading() {
  return (
    <div className="app-loading" role="status">
      Loading...
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      { path: '/', lazy: load(() => import('./routes/login.tsx')) },
      { path: '/privacy', lazy: load(() => import('./routes/privacy.tsx')) },
      { path: '/app_home', lazy: load(() => import('./routes/home.tsx')) },
      { path: '/select_project', lazy: load(() => import('./routes/select-project.tsx')) },
      { path: '/site_select_project', lazy: load(() => import('./routes/site-select-project.tsx')) },
      ...FUTURE_ROUTES.map(({ path, title }) => ({ path, handle: { title }, lazy: comingSoon })),
      { path: '*', lazy: load(() => import('./routes/not-found.tsx')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
