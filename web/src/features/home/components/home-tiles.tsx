import { useNavigate } from 'react-router-dom';
import { canOpenSection, NO_SECTION_ACCESS, type Role, type Section } from '#shared/roles.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import './home-tiles.css';

export const NO_PERMISSION_MESSAGE = NO_SECTION_ACCESS;

const TILES: readonly { section: Section; label: string; icon: IconName; text: string }[] = [
  { section: 'construction', label: 'Construction', icon: 'construction', text: 'Schedules, monitoring and drawings' },
  { section: 'planfile', label: 'Plan File', icon: 'plan', text: 'Plan documents in folders' },
  { section: 'marketing', label: 'Marketing', icon: 'marketing', text: 'Marketing schedule and files' },
];

/**
 * The three sections. Every tile is drawn; one the role may not open looks locked and, when pressed,
 * says so in the app's own message (docs/requirements.md#home-page "Home": an alert; never the browser's alert box).
 */
export function HomeTiles({ role }: { role: Role }) {
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <ul className="tiles">
      {TILES.map((tile) => {
        const permitted = canOpenSection(role, tile.section);
        return (
          <li key={tile.section}>
            <button
              type="button"
              className={`card-button card-button--lift tile tile--${tile.section}${permitted ? '' : ' tile--locked'}`}
              data-section={tile.section}
              data-permitted={permitted}
              onClick={() => {
                if (permitted) navigate(`/select_project?type=${tile.section}`);
                else toast(NO_PERMISSION_MESSAGE, 'error');
              }}
            >
              <span className="tile__icon">
                <Icon name={permitted ? tile.icon : 'lock'} size={30} />
              </span>
              <span className="tile__label">{tile.label}</span>
              <span className="tile__text">{permitted ? tile.text : 'No access for your role'}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
