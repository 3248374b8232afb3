import { useParams } from 'react-router-dom';
import { CompareRevisions } from '../../features/documents/components/compare-revisions.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** Needs what the viewer needs. */
export { handle } from './view-file.tsx';

/** /compare_file/{module}/{fileId}?a=&b= (docs/requirements.md#compare-two-revisions) */
export function Component() {
  const { module, fileId } = useParams();
  useDocumentTitle('Compare Versions');
  return <CompareRevisions module={module} fileId={fileId} />;
}
