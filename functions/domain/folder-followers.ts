/**
 * A new file or a new version in a folder tells the people who follow that folder or one above it
 * (docs/requirements.md#email-notifications): one event per file, and one email per folder and person
 * however many files came (the sendNotifications job groups a subject's events). A file at the area root
 * tells nobody: only folders can be followed.
 */
import { type Module, sectionOfModule } from '#shared/roles.ts';
import type { Caller } from '../commons/auth/authenticate.ts';
import { log, recordEvent } from '../commons/observability.ts';
import type { FileRecord } from '../data/files.ts';
import type { FolderRecord } from '../data/folders.ts';
import { anyFollower } from '../data/notification-settings.ts';
import { notify } from './notify.ts';

/** The web app's page of a folder's contents, per area. */
const FOLDER_PAGE: Record<Module, string> = {
  plan: '/planfile_list/',
  construction: '/construction_files/',
  marketing: '/marketingfile_list/',
};

export async function tellFolderFollowers(
  caller: Caller,
  file: FileRecord,
  folder: FolderRecord | undefined,
  action: string,
  now: Date,
): Promise<void> {
  if (!folder) return;
  const folderIds = [...folder.ancestors.map((a) => a._id), folder._id];
  // Most folders have no follower: then no event and no job. The file is stored already: a failure here
  // is logged and counted, never the upload's failure (as in notify()).
  try {
    if (!(await anyFollower(folderIds))) return;
  } catch (error) {
    recordEvent('NotificationNotQueued');
    log('error', 'folder followers not read', { folderId: folder._id }, error);
    return;
  }
  await notify(
    caller,
    {
      event: 'followedFolderFile',
      subject: `folder:${folder._id}`,
      projectId: file.projectId,
      objectName: folder.name,
      path: `${FOLDER_PAGE[file.module]}${folder._id}`,
      action,
      section: sectionOfModule(file.module),
      folderIds,
    },
    now,
  );
}
