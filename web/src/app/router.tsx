import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { RouteAnnouncer } from './components/route-announcer.tsx';
import { SkipLink } from './components/skip-link.tsx';
import { loadChunk } from './load-chunk.ts';
import { RouteError } from './routes/route-error.tsx';

/** Each screen is its own chunk, loaded when its route is first matched. */
const load =
  <T,>(importer: () => Promise<T>) =>
  () =>
    loadChunk(importer);

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

/** `arrivedFrom`: the page the user just left before the router started (the sign-in page drawn without it). */
const appRoutes = (arrivedFrom: string | undefined): RouteObject[] => [
  {
    id: 'root',
    element: (
      <>
        <SkipLink />
        <Outlet />
        <RouteAnnouncer arrivedFrom={arrivedFrom} />
      </>
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      { path: '/', lazy: load(() => import('./routes/login.tsx')) },
      { path: '/privacy', lazy: load(() => import('./routes/privacy.tsx')) },
      // a notification email's footer link: public, like the one-click target it posts to
      { path: '/unsubscribe', lazy: load(() => import('./routes/unsubscribe.tsx')) },
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
          { path: '/daily_log/:projectId', lazy: load(() => import('./routes/daily-log.tsx')) },
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
          { path: '/recycle_bin/:projectId', lazy: load(() => import('./routes/recycle-bin.tsx')) },
          { path: '/issues/:projectId', lazy: load(() => import('./routes/issues.tsx')) },
          { path: '/view_file/:module?/:fileId?', lazy: load(() => import('./routes/view-file.tsx')) },
          { path: '/compare_file/:module?/:fileId?', lazy: load(() => import('./routes/compare-file.tsx')) },
        ],
      },
      { path: '*', lazy: load(() => import('./routes/not-found.tsx')) },
    ],
  },
];

/**
 * The router of every screen. It starts at the address the browser shows; `arrivedFrom` names the page drawn
 * before it without a router (docs/architecture.md#the-sign-in-page-paints-without-the-router), so the first
 * screen is announced as a new page.
 */
export function createAppRouter(arrivedFrom?: string) {
  return createBrowserRouter(appRoutes(arrivedFrom));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
