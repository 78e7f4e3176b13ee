import { NavLink } from 'react-router';
import { i18n, useMessages } from '../../lib/i18n';

export const sideMenuMessages = i18n('shell/side-menu', {
  learn: 'Learn',
  howItWorks: 'How it works',
  clearBeliefs: 'Clear your Beliefs',
  tips: 'Tips',
  theory: 'Theory',
  contactCoach: 'Contact Coach',
});

export const SIDE_MENU = [
  { to: '/about', key: 'howItWorks' },
  { to: '/clear-beliefs', key: 'clearBeliefs' },
  { to: '/tips', key: 'tips' },
  { to: '/theory', key: 'theory' },
  { to: '/contact-coach', key: 'contactCoach' },
] as const;

export function SideMenu() {
  const t = useMessages(sideMenuMessages);
  return (
    <nav aria-label={t.learn} className="hidden w-56 shrink-0 md:block">
      <ul className="sticky top-24 flex flex-col gap-1">
        {SIDE_MENU.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 ${isActive ? 'bg-brand-100 font-semibold text-brand-800' : 'text-ink hover:bg-brand-50'}`
              }
            >
              {t[item.key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
