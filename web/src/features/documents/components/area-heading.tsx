import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import type { AreaConfig } from '../config/areas.ts';
import './area-heading.css';

const AREA_ICONS: Record<AreaConfig['module'], IconName> = {
  plan: 'plan',
  marketing: 'marketing',
  construction: 'drawing',
};

/** The file-area header: the area's logo and name (docs/requirements.md#folder-screens "Common behaviour"). */
export function AreaHeading({ area }: { area: AreaConfig }) {
  return (
    <div className={`area-heading area-heading--${area.module}`} data-testid="area-heading">
      <span className="area-heading__logo" aria-hidden="true">
        <Icon name={AREA_ICONS[area.module]} size={20} />
      </span>
      <span className="area-heading__name">{area.areaName}</span>
    </div>
  );
}
