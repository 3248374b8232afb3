import '../../../components/ui/alert.css';
/** Green 'Active' for status 'active'; anything else is red 'Inactive' (docs/requirements.md#site-project-picker). */
export function StatusBadge({ status }: { status: string | undefined }) {
  const active = status === 'active';
  return (
    <span className={`badge ${active ? 'badge--active tone--green' : 'badge--inactive tone--red'}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
