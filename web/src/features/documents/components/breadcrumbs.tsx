import { Link } from 'react-router-dom';
import { ROOT_FOLDER_NAME } from '#shared/documents.ts';
import type { Breadcrumb } from '#shared/models/documents.ts';
import './breadcrumbs.css';

export interface BreadcrumbsProps {
  /** The folder's path, level 1 first, the folder itself last; empty at the root. */
  crumbs: readonly Breadcrumb[];
  rootPath: string;
  folderPath: (id: string) => string;
  /** The last entry is plain text (plan and construction). */
  lastPlain: boolean;
}

/** Root / Level 1 / Level 2 / … */
export function Breadcrumbs({ crumbs, rootPath, folderPath, lastPlain }: BreadcrumbsProps) {
  return (
    <nav className="crumbs" aria-label="Breadcrumb">
      <ol className="crumbs__list">
        <li className="crumbs__item">
          {crumbs.length === 0 && lastPlain ? (
            <span aria-current="page">{ROOT_FOLDER_NAME}</span>
          ) : (
            <Link to={rootPath}>{ROOT_FOLDER_NAME}</Link>
          )}
        </li>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li className="crumbs__item" key={crumb._id}>
              <span className="crumbs__sep" aria-hidden="true">
                /
              </span>
              {last && lastPlain ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <Link to={folderPath(crumb._id)} aria-current={last ? 'page' : undefined}>
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
