import { NavLink } from 'react-router';

export const SIDE_MENU = [
  { to: '/about', label: 'How it works' },
  { to: '/clear-beliefs', label: 'Clear your Beliefs' },
  { to: '/tips', label: 'Tips' },
  { to: '/theory', label: 'Theory' },
  { to: '/contact-coach', label: 'Contact Coach' },
] as const;

export function SideMenu() {
  return (
    <nav aria-label="Learn" className="hidden w-56 shrink-0 md:block">
      <ul className="sticky top-24 flex flex-col gap-1">
        {SIDE_MENU.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 ${isActive ? 'bg-brand-100 font-semibold text-brand-800' : 'text-ink hover:bg-brand-50'}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
