import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants.ts';
import { withTimeout } from '../lib/lazy.ts';
import { RouteAnnouncer } from './components/route-announcer.tsx';
import { SkipLink } from './components/skip-link.tsx';
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

/** The document areas' screens share one chunk (features/documents); each route names its component. */
type DocumentScreen = keyof typeof import('./routes/documents.tsx')['handles'];
const documents = (name: DocumentScreen) =>
  load(() => import('./routes/documents.tsx').then((m) => ({ Component: m[name], handle: m.handles[name] })));

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
    element: (
      <>
        <SkipLink />
        <Outlet />
        <RouteAnnouncer />
      </>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      { path: '/', lazy: load(() => import('./routes/login.tsx')) },
      { path: '/privacy', lazy: load(() => import('./routes/privacy.tsx')) },
      {
        // Every screen after sign-in: the session check and the frame once; each screen's module exports its guards as `handle`.
        id: 'signed-in',
        lazy: load(() => import('./layout/signed-in-layout.tsx')),
        children: [
          { path: '/app_home', lazy: load(() => import('./routes/home.tsx')) },
          { path: '/select_project', lazy: load(() => import('./routes/select-project.tsx')) },
          { path: '/site_select_project', lazy: load(() => import('./routes/site-select-project.tsx')) },
          { path: '/construction_page/:projectId', lazy: load(() => import('./routes/construction-page.tsx')) },
          { path: '/monitor/:projectId', lazy: load(() => import('./routes/monitor.tsx')) },
          { path: '/photos/:projectId', lazy: load(() => import('./routes/photos.tsx')) },
          { path: '/site_report/:taskId?', lazy: load(() => import('./routes/site-report.tsx')) },
          {
            path: '/construction_tasks_images/:taskId',
            lazy: load(() =>
              import('./routes/task-activity.tsx').then((m) => ({ Component: m.TaskImagesPage, handle: m.handle })),
            ),
          },
          {
            path: '/construction_tasks_notes/:taskId',
            lazy: load(() =>
              import('./routes/task-activity.tsx').then((m) => ({ Component: m.TaskNotesPage, handle: m.handle })),
            ),
          },
          { path: '/marketing_page', lazy: load(() => import('./routes/marketing-page.tsx')) },
          { path: '/planfile_page/:parentId?', lazy: documents('PlanBrowser') },
          { path: '/planfile_list/:folderId', lazy: documents('PlanContents') },
          { path: '/plan_edit_folder', lazy: documents('PlanEditFolders') },
          { path: '/plan_upload', lazy: documents('PlanUpload') },
          { path: '/marketing_folder', lazy: documents('MarketingBrowser') },
          { path: '/marketing_upload', lazy: documents('MarketingUpload') },
          { path: '/marketing_edit_folder', lazy: documents('MarketingEditFolders') },
          { path: '/marketingfile_list/:folderId', lazy: documents('MarketingContents') },
          { path: '/construction_files_folder', lazy: documents('ConstructionBrowser') },
          { path: '/construction_edit_folder', lazy: documents('ConstructionEditFolders') },
          { path: '/construction_upload', lazy: documents('ConstructionUpload') },
          { path: '/construction_files/:folderId', lazy: documents('ConstructionContents') },
          {
            path: '/activity/:projectId',
            lazy: load(() =>
              import('./routes/activity.tsx').then((m) => ({ Component: m.ProjectActivity, handle: m.projectHandle })),
            ),
          },
          {
            path: '/admin_activity',
            lazy: load(() =>
              import('./routes/activity.tsx').then((m) => ({ Component: m.AdminActivity, handle: m.adminHandle })),
            ),
          },
          { path: '/view_file/:module?/:fileId?', lazy: load(() => import('./routes/view-file.tsx')) },
        ],
      },
      { path: '*', lazy: load(() => import('./routes/not-found.tsx')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
